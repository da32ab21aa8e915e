export type GuardedFetchFailure =
  /** Not an http(s) URL, credentials in it, or a port other than 80/443. */
  | 'invalid_url'
  /** The host is, or resolves to, an address the server must not reach (private, loopback, ...). */
  | 'blocked_address'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  /** The content type is not one the caller accepts. */
  | 'not_html'
  /** The final answer was a 4xx or 5xx (see `status`). */
  | 'http_error'
  /** DNS failed, the connection was refused or dropped, or the answer was malformed. */
  | 'unreachable';

const MESSAGE_BY_FAILURE: Record<GuardedFetchFailure, string> = {
  invalid_url: 'The URL is not an http(s) address the server may fetch',
  blocked_address: 'The URL points to an address the server may not fetch',
  too_many_redirects: 'The website redirected too many times',
  too_large: 'The page is too large',
  timeout: 'The website took too long to answer',
  not_html: 'The page is not a web page',
  http_error: 'The website answered with an error',
  unreachable: 'The website could not be reached',
};

/**
 * Why a guarded fetch refused or failed. The message is fixed per reason and safe to show: it
 * never names resolved addresses, ports or internal errors; those stay in `cause`, for the log.
 */
export class GuardedFetchError extends Error {
  readonly reason: GuardedFetchFailure;
  /** The HTTP status, for `http_error`. */
  readonly status: number | undefined;

  constructor(reason: GuardedFetchFailure, options: { status?: number; cause?: unknown } = {}) {
    super(MESSAGE_BY_FAILURE[reason], { cause: options.cause });
    this.name = 'GuardedFetchError';
    this.reason = reason;
    this.status = options.status;
  }
}
