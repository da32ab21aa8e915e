import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/load-config.js';
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

/**
 * Query parameters that carry someone's e-mail address: the `login_hint` of a connect popup's
 * start and of the provider's authorize request. The first letter and the domain stay, enough to
 * tell logins apart in a log, not to name the person.
 */
const ADDRESS_QUERY_PARAMETERS = new Set(['login_hint']);

export function maskSecretQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...valueParts] = pair.split('=');
      if (SECRET_QUERY_PARAMETERS.has(name)) return `${name}=[redacted]`;
      if (ADDRESS_QUERY_PARAMETERS.has(name)) return `${name}=${maskAddress(valueParts.join('='))}`;
      return pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** `alice%40example.com` -> `a***@example.com`; anything that is not an address -> `[masked]`. */
function maskAddress(encoded: string): string {
  let address: string;
  try {
    address = decodeURIComponent(encoded.replaceAll('+', ' '));
  } catch {
    return '[masked]';
  }
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return '[masked]';
  return `${address.charAt(0)}***@${encodeURIComponent(address.slice(at + 1))}`;
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
 * Short lines for a person: the time, the level and the message; the fields a machine wants
 * (process, host, request ids, the request and response objects) stay out. Errors keep their
 * stack. Written synchronously, so nothing is lost when the process exits.
 */
function createPrettyStream(destination: DestinationStream | undefined): DestinationStream {
  return pretty({
    destination: destination ?? 1,
    sync: true,
    colorize: destination === undefined && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,role,reqId,req,res,responseTime',
    singleLine: true,
  });
}

/**
 * The one structured logger of a process; Fastify and the job workers log through it. Tests pass
 * a `destination` to read what was logged. JSON unless the configuration asks for `pretty`.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'> & Partial<Pick<AppConfig, 'logFormat'>>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: LOG_SERIALIZERS,
  };
  if (config.logFormat === 'pretty') return pino(options, createPrettyStream(destination));
  return destination ? pino(options, destination) : pino(options);
}
