import type { PlatformCredentials, PlatformErrorDetails } from '../ad-platform.js';
import { PlatformError } from '../platform-error.js';
import { computeBackoffMs, parseRetryAfter } from './backoff.js';
import type { HttpRuntime } from './http-runtime.js';

// One platform call with the retry rules of DESIGN §5: 429 and 5xx answers and network failures are
// retried with back-off (honouring Retry-After) up to the policy's bounds; a 401 asks the credentials
// for a fresh token once. Everything else fails at once with the platform's error mapped to a code.

export interface WireRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface WireResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, the raw text when it is not JSON (error pages), or null when empty. */
  body: unknown;
}

export interface FailureDescription extends PlatformErrorDetails {
  /** A wait the body asked for (Google's quota details), used when no Retry-After header came. */
  retryAfterSeconds?: number | null;
  /** false when waiting cannot help (Google's daily quota): thrown at once, never retried. */
  isRetryable?: boolean;
}

/** Maps a non-2xx answer to a code; each platform has its own error bodies. */
export type DescribeFailure = (response: WireResponse) => FailureDescription;

export interface SendOptions {
  signal?: AbortSignal;
  /**
   * Whether a network failure may be retried. Not for single-use requests (an authorization code):
   * the platform may have redeemed it before the connection broke.
   */
  isNetworkRetrySafe?: boolean;
  /**
   * Whether an answer that does not say the request was refused (a 5xx, a dropped connection) may
   * be retried. Not for creates that are not idempotent (Google's shared sets and criteria): the
   * platform may have made the resource before failing, and a blind retry makes it twice. Their
   * caller re-reads and reconciles instead. A 429 is still retried: it refuses the request whole.
   */
  isRetrySafe?: boolean;
  /**
   * A failure a 2xx answer carries in its body (Google's searchStream: an error that happens after
   * the first batches is the last element of a 200), as the failing answer it stands for; null
   * when the answer is a success. Such a failure is retried, or not, by the same rules as a
   * failing status: a throttle waits its retry delay, the daily limit stops at once.
   */
  readEmbeddedFailure?: (response: WireResponse) => WireResponse | null;
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status !== 501);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toPlatformError(
  response: WireResponse,
  describeFailure: DescribeFailure,
  retryAfterMs: number | null,
): PlatformError {
  const { retryAfterSeconds: bodyRetryAfter, isRetryable, ...details } = describeFailure(response);
  void isRetryable;
  const retryAfterSeconds =
    retryAfterMs === null ? (bodyRetryAfter ?? null) : Math.ceil(retryAfterMs / 1000);
  return new PlatformError(details, { retryAfterSeconds });
}

function describeNetworkFailure(error: unknown, request: WireRequest): PlatformError {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'network failure';
  // The URL's path only: query strings may carry ids a log does not need, never tokens, but keep it short.
  const path = request.url.split('?')[0] ?? request.url;
  return new PlatformError(
    {
      code: 'SERVER_ERROR',
      message: `${request.method} ${path} failed: ${reason}`,
      httpStatus: null,
      platformCode: null,
    },
    { cause: error },
  );
}

async function fetchOnce(
  runtime: HttpRuntime,
  request: WireRequest,
  signal: AbortSignal | undefined,
): Promise<WireResponse> {
  const timeout = AbortSignal.timeout(runtime.timeoutMs);
  const response = await runtime.fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  return { status: response.status, headers: response.headers, body: await readBody(response) };
}

/** Sends a request, retrying what may be retried; resolves with a 2xx answer or throws PlatformError. */
export async function sendWithRetry(
  runtime: HttpRuntime,
  request: WireRequest,
  describeFailure: DescribeFailure,
  options: SendOptions = {},
): Promise<WireResponse> {
  const { retry } = runtime;
  const isRetrySafe = options.isRetrySafe ?? true;
  const isNetworkRetrySafe = isRetrySafe && (options.isNetworkRetrySafe ?? true);
  for (let attempt = 1; ; attempt += 1) {
    const isLastAttempt = attempt >= retry.maxAttempts;
    let response: WireResponse;
    try {
      response = await fetchOnce(runtime, request, options.signal);
    } catch (error) {
      // The caller's own abort is not a platform failure: let it through untouched.
      if (options.signal?.aborted) throw options.signal.reason;
      if (isLastAttempt || !isNetworkRetrySafe) throw describeNetworkFailure(error, request);
      await runtime.sleep(computeBackoffMs(attempt, retry, runtime.random), options.signal);
      continue;
    }
    if (response.status >= 200 && response.status < 300) {
      if (typeof response.body === 'string') {
        // A success we cannot read (a proxy's HTML page, say) must not pass for an empty list.
        throw new PlatformError({
          code: 'UNKNOWN',
          message: `${request.method} ${request.url.split('?')[0] ?? ''} answered ${response.status} without JSON`,
          httpStatus: response.status,
          platformCode: null,
        });
      }
      const embedded = options.readEmbeddedFailure?.(response) ?? null;
      if (embedded === null) return response;
      response = embedded;
    }

    const failure = describeFailure(response);
    // The header when sent, else the wait the body asks for (Google's QuotaErrorDetails).
    const retryAfterMs =
      parseRetryAfter(response.headers.get('retry-after'), runtime.now()) ??
      (failure.retryAfterSeconds == null ? null : failure.retryAfterSeconds * 1000);
    const isUnsafeRetry = !isRetrySafe && response.status !== 429;
    if (
      !isRetryableStatus(response.status) ||
      isLastAttempt ||
      failure.isRetryable === false ||
      isUnsafeRetry
    ) {
      throw toPlatformError(response, describeFailure, retryAfterMs);
    }
    if (retryAfterMs !== null && retryAfterMs > retry.maxRetryAfterMs) {
      // Waiting that long would hold a worker; the caller reschedules with retryAfterSeconds.
      throw toPlatformError(response, describeFailure, retryAfterMs);
    }
    await runtime.sleep(
      retryAfterMs ?? computeBackoffMs(attempt, retry, runtime.random),
      options.signal,
    );
  }
}

/** A 401 about the token itself (not, say, Google's developer token): worth one fresh token. */
function isRefusedToken(error: unknown): boolean {
  return (
    error instanceof PlatformError && error.httpStatus === 401 && error.code === 'AUTH_REVOKED'
  );
}

/**
 * A Bearer call for one connected login. On 401 the credentials are asked once for a fresh token
 * (the access token may have expired early or been rotated); a second 401 means the grant is gone.
 */
export async function sendAuthorized(
  runtime: HttpRuntime,
  credentials: PlatformCredentials,
  buildRequest: (accessToken: string) => WireRequest,
  describeFailure: DescribeFailure,
  options: SendOptions = {},
): Promise<WireResponse> {
  const accessToken = await credentials.getAccessToken();
  try {
    return await sendWithRetry(runtime, buildRequest(accessToken), describeFailure, options);
  } catch (error) {
    if (!isRefusedToken(error)) throw error;
  }
  const refreshedToken = await credentials.getAccessToken({ forceRefresh: true });
  // A second refusal means the grant is gone; the error already says AUTH_REVOKED.
  return sendWithRetry(runtime, buildRequest(refreshedToken), describeFailure, options);
}
