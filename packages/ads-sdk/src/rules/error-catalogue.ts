// `src/rules/` holds the domain rules the web app and the API share, written once: this catalogue
// now; sorting, subscription limits, enums and limits as later issues need them (their zod
// validation lives in `src/schemas/`). Rules are pure: no I/O, no fetch.
import type { components } from '../generated/schema.js';

/** The API's error codes, as the contract's `ErrorCode` enum lists them. */
export type ApiErrorCode = components['schemas']['ErrorCode'];

/**
 * Failures that happen before an API answer can be read. ABORTED is a wait the caller stopped
 * (`waitForRun`'s signal); a single call the caller aborts still rejects with its AbortError.
 */
export type TransportErrorCode = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'ABORTED';

export type ErrorCode = ApiErrorCode | TransportErrorCode;

/** The HTTP status each API error code is sent with: the server sets it, the client reads it. */
export const HTTP_STATUS_BY_ERROR_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  PLATFORM_NOT_SUPPORTED: 400,
  SUBSCRIPTION_BLOCKED: 403,
  AD_ACCOUNT_LIMIT_REACHED: 403,
  PLATFORM_ERROR: 502,
  EMAIL_ALREADY_VERIFIED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
} as const satisfies Record<ApiErrorCode, number>;

/** The message a user sees for each code when the answer carries none of its own. */
export const DEFAULT_MESSAGE_BY_ERROR_CODE = {
  BAD_REQUEST: 'The request is not valid.',
  UNAUTHORIZED: 'Please log in again.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'Conflict with another editor, retry later.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  SERVER_ERROR: 'Something went wrong.',
  SERVICE_UNAVAILABLE: 'The service is not available right now. Please try again later.',
  PLATFORM_NOT_SUPPORTED: 'This ad platform is not supported yet.',
  SUBSCRIPTION_BLOCKED:
    'Your subscription does not allow connecting ad accounts. Please renew or upgrade it.',
  AD_ACCOUNT_LIMIT_REACHED:
    'You have reached the maximum number of ad accounts for your subscription. Please upgrade to connect more.',
  PLATFORM_ERROR: 'The ad platform did not answer as expected. Please try again later.',
  EMAIL_ALREADY_VERIFIED: 'This e-mail address is already confirmed.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'The payment provider could not be reached. Nothing was charged and your plan did not change. Please try again in a few minutes.',
  FETCH_ERROR: 'The server could not be reached. Check your connection and try again.',
  TIMEOUT_ERROR: 'The server took too long to answer. Please try again.',
  PARSING_ERROR: 'The server sent an answer that could not be read.',
  ABORTED: 'Stopped waiting.',
} as const satisfies Record<ErrorCode, string>;

// Codes that only the API chooses, for a specific rule: a bare status (a proxy's 502, say) never
// means one of them.
const SPECIFIC_CODES: ReadonlySet<ApiErrorCode> = new Set([
  'PLATFORM_NOT_SUPPORTED',
  'SUBSCRIPTION_BLOCKED',
  'AD_ACCOUNT_LIMIT_REACHED',
  'PLATFORM_ERROR',
  'EMAIL_ALREADY_VERIFIED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
]);

/** Finds the API error code for an HTTP status, for answers that carry no `error` body. */
export function findErrorCodeForStatus(status: number): ApiErrorCode {
  const match = (Object.entries(HTTP_STATUS_BY_ERROR_CODE) as [ApiErrorCode, number][]).find(
    ([code, codeStatus]) => codeStatus === status && !SPECIFIC_CODES.has(code),
  );
  if (match) return match[0];
  return status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST';
}

/**
 * The 403 of an API key on an operation only a signed-in person may call (the contract gives it
 * the `cookieSession` scheme alone): not 401, since no new key or sign-in makes the key work there.
 */
export const API_KEY_NOT_ACCEPTED_MESSAGE =
  'API keys cannot be used for this operation: it is only available to a person signed in to the web app.';

/**
 * The 403 of a state-changing request that carries no API key and does not come from the app's
 * own origin (the contract's "Origin rule for cookie sessions"): a foreign page cannot act with a
 * signed-in person's cookies.
 */
export const CROSS_ORIGIN_MESSAGE = 'This request must come from the Utmost app itself.';

/**
 * The 409 of a search-term validation asked for accounts that already have one queued or running
 * (the answer's `error.runningJobId` names the run). Tagging runs say theirs with
 * `RUN_MESSAGES.runInProgress`.
 */
export function describeSearchTermValidationRunning(accountNames: readonly string[]): string {
  return `A search-term validation is already running for ${accountNames.join(', ')}. Wait for it to finish.`;
}

/**
 * The 429 of a password sign-in, in words: the wait, and the ways in that never wait for it
 * (issue 26). A reset link by e-mail ends the wait; single sign-on is not held up by password
 * failures. Both the API's answer and the login form's notice read it from here.
 */
export function describeLoginWait(minutes: number): string {
  return (
    `Too many failed log-ins. Try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}, ` +
    'or get in now: use “Forgot password?” to get a reset link by e-mail, or continue with ' +
    'Google, Microsoft or LinkedIn if your account uses one.'
  );
}
