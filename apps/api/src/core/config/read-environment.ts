import type { Environment } from './load-config.js';

/** The one read of the process environment; everything else receives a parsed `AppConfig`. */
export function readEnvironment(): Environment {
  return process.env;
}
