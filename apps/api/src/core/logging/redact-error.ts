// A failed SQL statement arrives as Drizzle's DrizzleQueryError ("Failed query: … params: …",
// with `query` and `params`) around the driver's error (pg or PGlite: SQLSTATE `code`, `detail`
// such as "Key (email)=(ada@example.com) already exists.", PGlite's own `params`, and messages
// such as `invalid input syntax for type uuid: "utm_…"`). Parameters are API-key hashes, token
// hashes, e-mails and password hashes, so none of them may reach a log line or a job's stored
// failure (DESIGN §9); the statement text, the SQLSTATE and the constraint stay, they are what
// one needs to find the fault.

const REDACTED = '[redacted]';

/** Fields of a database error that hold row or parameter values. */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery', 'queryOptions']);

/** Words after which PostgreSQL quotes a name (kept), not a value (redacted). */
const NAME_BEFORE_QUOTE =
  /\b(?:relation|constraint|column|table|index|type|schema|function|sequence|database|role|trigger|view|extension|operator|collation|encoding|domain|policy|tablespace|server|language|procedure|routine|cursor|portal|savepoint|statement|publication|subscription|parameter)\s+$/i;

const MAX_CAUSE_DEPTH = 8;

interface ErrorLike {
  message: string;
  stack?: string;
  name?: string;
  cause?: unknown;
  [key: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function isDrizzleQueryError(error: ErrorLike): error is ErrorLike & { query: string } {
  return typeof error.query === 'string' && error.message.startsWith('Failed query: ');
}

/** pg's DatabaseError and PGlite's: a five-character SQLSTATE and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    typeof error.severity === 'string'
  );
}

/** A server message with its quoted values (not its quoted names) and byte dumps masked. */
export function redactDatabaseMessage(message: string): string {
  return message
    .replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
      NAME_BEFORE_QUOTE.test(message.slice(0, offset)) ? quoted : `"${REDACTED}"`,
    )
    .replace(/0x[0-9a-f]{2}(?: 0x[0-9a-f]{2})*/gi, REDACTED);
}

function redactMessage(error: ErrorLike): string {
  if (isDrizzleQueryError(error)) return `Failed query: ${error.query}\nparams: ${REDACTED}`;
  if (isDatabaseError(error)) return redactDatabaseMessage(error.message);
  return error.message;
}

/** The stack with its first lines (the message) replaced; the frames stay. */
function replaceStackMessage(error: ErrorLike, message: string): string | undefined {
  const { stack } = error;
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf(error.message);
  if (error.message !== '' && at !== -1) {
    return `${stack.slice(0, at)}${message}${stack.slice(at + error.message.length)}`;
  }
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name ?? 'Error'}: ${message}`, ...frames].join('\n');
}

function redact(error: ErrorLike, depth: number): { error: ErrorLike; isChanged: boolean } {
  const message = redactMessage(error);
  const cause =
    isErrorLike(error.cause) && depth < MAX_CAUSE_DEPTH
      ? redact(error.cause, depth + 1)
      : undefined;
  const droppedFields = Object.keys(error).filter((key) => VALUE_FIELDS.has(key));
  const isChanged =
    message !== error.message || droppedFields.length > 0 || cause?.isChanged === true;
  if (!isChanged) return { error, isChanged };

  // Same prototype, so the logged `type` (the constructor's name) and instanceof still hold.
  const copy = Object.create(Object.getPrototypeOf(error) as object) as ErrorLike;
  for (const key of Object.keys(error)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') copy[key] = error[key];
  }
  const hidden = (value: unknown) => ({ value, writable: true, configurable: true });
  Object.defineProperty(copy, 'message', hidden(message));
  Object.defineProperty(copy, 'stack', hidden(replaceStackMessage(error, message)));
  if (cause) Object.defineProperty(copy, 'cause', hidden(cause.error));
  return { error: copy, isChanged };
}

/**
 * The error as it may be logged or stored: a copy without SQL parameters, row values or the
 * values PostgreSQL quotes in its messages, through the whole `cause` chain; the error itself
 * when there is nothing to hide. Anything that is not an error comes back as it is.
 */
export function redactErrorForLog<T>(error: T): T {
  if (!isErrorLike(error)) return error;
  return redact(error, 0).error as T;
}
