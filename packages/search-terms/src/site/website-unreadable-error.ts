/**
 * The home page could not be read, so there is nothing to draft a brief from. `reason` is the
 * fetcher's own code when it gave one (the SSRF guard's `blocked_address`, `timeout`, ...), else
 * the site reader's: `invalid_url`, `http_error`, `not_html` or `unreachable`. The API answers
 * every one of them with the spec's "Website URL is not reachable" on the website field.
 */
export class WebsiteUnreadableError extends Error {
  readonly reason: string;

  constructor(reason: string, options: { cause?: unknown } = {}) {
    super(`The website could not be read (${reason})`, { cause: options.cause });
    this.name = 'WebsiteUnreadableError';
    this.reason = reason;
  }
}

/** The code a fetcher's error carries in `reason`, else `unreachable`. */
export function readFailureReason(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'reason' in error) {
    const { reason } = error as { reason: unknown };
    if (typeof reason === 'string' && reason !== '') return reason;
  }
  return 'unreachable';
}
