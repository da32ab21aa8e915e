import { DEFAULT_MESSAGE_BY_ERROR_CODE, HTTP_STATUS_BY_ERROR_CODE } from '@utmost/ads-sdk';
import type { ApiErrorCode } from '@utmost/ads-sdk';

export interface AppErrorOptions {
  /** Defaults to the catalogue's status for `code`. */
  status?: number;
  /** Sent as `Retry-After` and in the body; meant for 429 and 503. */
  retryAfterSeconds?: number;
  /** A 400 naming bad fields: answered as `{ errors: { field: message } }`. */
  fieldErrors?: Record<string, string>;
  /** On the 409 of a run start: the run already queued or running, sent as `error.runningJobId`. */
  runningJobId?: string;
  cause?: unknown;
}

/**
 * The one error type services throw. `message` is shown to the user, so it never carries
 * internals; put those in `cause`, which is logged and never sent.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly retryAfterSeconds: number | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly runningJobId: string | undefined;

  constructor(code: ApiErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? DEFAULT_MESSAGE_BY_ERROR_CODE[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? HTTP_STATUS_BY_ERROR_CODE[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fieldErrors = options.fieldErrors;
    this.runningJobId = options.runningJobId;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
