import type { PlatformErrorCode, PlatformErrorDetails } from './ad-platform.js';

/**
 * The one error type the clients throw. It carries the spec §8 code the API stores per ad or turns
 * into a connection state, and the platform's own words for logs. Messages never contain a token:
 * they are built from the platform's error text, which echoes no credentials.
 */
export class PlatformError extends Error {
  readonly code: PlatformErrorCode;
  readonly httpStatus: number | null;
  readonly platformCode: string | null;
  /** Set for RATE_LIMITED (and 503s) when the platform said how long to wait. */
  readonly retryAfterSeconds: number | null;
  /** The daily quota, not a short-term throttle: see `PlatformErrorDetails.isDailyLimit`. */
  readonly isDailyLimit: boolean;

  constructor(
    details: PlatformErrorDetails,
    options: { retryAfterSeconds?: number | null; cause?: unknown } = {},
  ) {
    super(details.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PlatformError';
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.platformCode = details.platformCode;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.isDailyLimit = details.isDailyLimit === true;
  }

  get details(): PlatformErrorDetails {
    return {
      code: this.code,
      message: this.message,
      httpStatus: this.httpStatus,
      platformCode: this.platformCode,
      ...(this.isDailyLimit ? { isDailyLimit: true } : {}),
    };
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}

/** Turns anything a platform call threw into details that can sit in a per-ad result. */
export function describeThrown(error: unknown): PlatformErrorDetails {
  if (error instanceof PlatformError) return error.details;
  return {
    code: 'UNKNOWN',
    message: error instanceof Error ? error.message : 'Unexpected failure',
    httpStatus: null,
    platformCode: null,
  };
}

/**
 * Failures that concern the whole connection or this server's setup, not one item: every later
 * call would meet them too, so a client stops sending (or ends a listing) and reports them for the
 * rest instead of trying each item.
 */
export const CONNECTION_WIDE_ERROR_CODES: ReadonlySet<PlatformErrorCode> = new Set([
  'AUTH_REVOKED',
  'RATE_LIMITED',
  'CONFIGURATION_ERROR',
]);
