import {
  HTTP_STATUS_BY_ERROR_CODE,
  findErrorCodeForStatus,
  type ApiErrorCode,
} from '../rules/error-catalogue.js';
import { REQUEST_ID_HEADER } from '../rules/request-id.js';
import { parseRetryAfterHeader } from '../rules/retry-after.js';
import { UtmostError } from './utmost-error.js';

/**
 * Returns the data of a successful call, or throws the `UtmostError` its error answer describes.
 * For code that prefers exceptions (TanStack Query's `queryFn`, scripts) over checking `error`.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok) {
    // openapi-fetch leaves `data` undefined only for bodiless answers (204, HEAD), whose T says so.
    return result.data as T;
  }
  throw createUtmostErrorFromAnswer(result.response, result.error);
}

/** Builds the typed error from a non-2xx answer and its parsed body (DESIGN §4 shapes). */
export function createUtmostErrorFromAnswer(response: Response, body: unknown): UtmostError {
  const status = response.status;
  const headerSeconds = parseRetryAfterHeader(response.headers.get('Retry-After'));
  const fieldErrors = readFieldErrors(body);
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  if (fieldErrors) {
    return new UtmostError({
      code: findErrorCodeForStatus(status),
      status,
      fieldErrors,
      retryAfterSeconds: headerSeconds,
      requestId,
    });
  }
  const errorObject = readErrorObject(body);
  return new UtmostError({
    code: errorObject?.code ?? findErrorCodeForStatus(status),
    message: errorObject?.message,
    status,
    retryAfterSeconds: headerSeconds ?? errorObject?.retryAfterSeconds,
    runningJobId: errorObject?.runningJobId,
    requestId,
  });
}

function readFieldErrors(body: unknown): Record<string, string> | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const entries = Object.entries(body.errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function readErrorObject(
  body: unknown,
):
  | { code?: ApiErrorCode; message?: string; retryAfterSeconds?: number; runningJobId?: string }
  | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, retryAfterSeconds, runningJobId } = body.error;
  return {
    // A code this SDK version does not know (a newer server) falls back to the status's code.
    code: typeof code === 'string' && isApiErrorCode(code) ? code : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
    retryAfterSeconds:
      typeof retryAfterSeconds === 'number' && retryAfterSeconds >= 0
        ? retryAfterSeconds
        : undefined,
    runningJobId: typeof runningJobId === 'string' ? runningJobId : undefined,
  };
}

function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(HTTP_STATUS_BY_ERROR_CODE, code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
