import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config/load-config.js';
import { redactErrorForLog } from './redact-error.js';

export type { Logger };

/** Headers that carry credentials: never written to a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers["x-utmost-install-key"]',
  'headers["x-utmost-install-key"]',
];

/**
 * Query parameters that carry credentials: an OAuth callback's `code` and `state`, the tokens of
 * links in e-mails, and the install key of the mailbox link (`/mailbox?key=`). Their values never
 * reach a log line; the names stay.
 */
const SECRET_QUERY_PARAMETERS = new Set([
  'code',
  'state',
  'code_verifier',
  'access_token',
  'id_token',
  'token',
  'tkn',
  'key',
]);

export function maskSecretQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_QUERY_PARAMETERS.has(name) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** Fastify's request serializer, with credentials in the query string masked. */
function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: maskSecretQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** pino's error serializer, over a copy of the error without SQL parameters and row values. */
function serializeError(error: unknown): unknown {
  return pino.stdSerializers.err(redactErrorForLog(error) as Error);
}

/**
 * Fastify logs each request under `req` and failures under `err`; these replace its serializers
 * (and pino's, for every `{ err }` the code logs).
 */
export const LOG_SERIALIZERS = { req: serializeRequest, err: serializeError };

/**
 * The one structured logger of a process; Fastify and the job workers log through it. Tests pass
 * a `destination` to read what was logged.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: LOG_SERIALIZERS,
  };
  return destination ? pino(options, destination) : pino(options);
}
