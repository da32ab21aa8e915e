import { DEFAULT_MESSAGE_BY_ERROR_CODE, type ErrorCode } from '../rules/error-catalogue.js';

// A registered symbol rather than `instanceof` alone: an app can end up with both the ESM and the CJS
// build of this package loaded, and each has its own class.
const UTMOST_ERROR_BRAND = Symbol.for('@utmost/ads-sdk/UtmostError');

export interface UtmostErrorDetails {
  code: ErrorCode;
  message?: string;
  status?: number;
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
  runningJobId?: string;
  requestId?: string;
  cause?: unknown;
}

/** The one error type the SDK throws: a catalogue code plus what the answer said about it. */
export class UtmostError extends Error {
  readonly code: ErrorCode;
  /** HTTP status when the server answered; undefined for network failures and timeouts. */
  readonly status: number | undefined;
  /** The 400 `errors` map: field (dot path) to the message to show under that field. */
  readonly fieldErrors: Record<string, string> | undefined;
  /** Seconds to wait before retrying, from `Retry-After` or the body of a 429. */
  readonly retryAfterSeconds: number | undefined;
  /** On the 409 of a run start: the run already going on the account (wait for it by id). */
  readonly runningJobId: string | undefined;
  /**
   * The `X-Request-Id` of the call: the id the server logged it under (also for a timeout or a
   * network failure, when the request got that far). Quote it when asking for support.
   */
  readonly requestId: string | undefined;

  constructor(details: UtmostErrorDetails) {
    super(details.message ?? DEFAULT_MESSAGE_BY_ERROR_CODE[details.code], { cause: details.cause });
    this.name = 'UtmostError';
    this.code = details.code;
    this.status = details.status;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.runningJobId = details.runningJobId;
    this.requestId = details.requestId;
    Object.defineProperty(this, UTMOST_ERROR_BRAND, { value: true });
  }
}

export function isUtmostError(value: unknown): value is UtmostError {
  return (
    value instanceof UtmostError ||
    (typeof value === 'object' && value !== null && UTMOST_ERROR_BRAND in value)
  );
}
