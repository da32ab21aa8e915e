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

/** Fastify logs each request under `req`; this replaces its serializer. */
export const LOG_SERIALIZERS = { req: serializeRequest };

/** The one structured logger of a process; Fastify and the job workers log through it. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: LOG_SERIALIZERS,
  });
}
