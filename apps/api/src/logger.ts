import { pino, type Logger } from 'pino';
import type { AppConfig } from './config/load-config.js';

export type { Logger };

/** Headers that carry credentials: never written to a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

/** The one structured logger of a process; Fastify and the job workers log through it. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}
