/**
 * Why a draft could not be made. The API maps every code to the editor's message (spec §8: a site
 * that cannot be read reads 'Website URL is not reachable…'); the codes stay stable for logs.
 */
export type BriefDraftErrorReason =
  /** The site's text is too thin for an overview of at least 50 characters. */
  | 'site_text_too_thin'
  /** The model did not answer in time (after the client's own retries). */
  | 'timeout'
  /** The model's endpoint failed (connection refused, 4xx/5xx after retries, bad key). */
  | 'endpoint_error'
  /** The model answered with something that is not the requested JSON, twice. */
  | 'malformed_answer'
  /** The model's JSON broke a limit that cannot be clamped (overview length), twice. */
  | 'limit_breach'
  /** The caller cancelled. */
  | 'aborted';

export class BriefDraftError extends Error {
  override readonly name = 'BriefDraftError';

  constructor(
    readonly reason: BriefDraftErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
