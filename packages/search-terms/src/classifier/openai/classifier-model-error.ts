/**
 * Why the model could not classify a run's terms. Codes mirror the brief drafter's
 * (`BriefDraftError`) so the API maps both the same way; they stay stable for logs.
 */
export type ClassifierModelErrorReason =
  /** The model did not answer in time (after the client's own retries). */
  | 'timeout'
  /** The model's endpoint failed (connection refused, 4xx/5xx after retries, bad key). */
  | 'endpoint_error'
  /** The model answered with something that is not the requested JSON, twice. */
  | 'malformed_answer'
  /** The model's JSON left terms of the batch without a usable decision, twice. */
  | 'missing_terms'
  /** The caller cancelled. */
  | 'aborted';

export class ClassifierModelError extends Error {
  override readonly name = 'ClassifierModelError';

  constructor(
    readonly reason: ClassifierModelErrorReason,
    message: string,
    options?: { cause?: unknown; searchTerms?: readonly string[] },
  ) {
    super(message, { cause: options?.cause });
    this.searchTerms = options?.searchTerms ?? [];
  }

  /** The terms left without a decision (for 'missing_terms' and 'malformed_answer'). */
  readonly searchTerms: readonly string[];
}
