import { ConfigError, loadConfig } from '../../src/core/config/load-config.js';

/** What loadConfig refuses in this environment, as its problem lines; none when it loads. */
export function findConfigProblems(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, '/srv/utmost');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
