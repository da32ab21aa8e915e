import type { SearchTermRow, TermDecision } from './classifier-types.js';

// Decisions left to a person: kept, marked `needsReview`, with a reason that says why.

/** Below the hybrid's threshold, so a configured model is asked about every term left to review. */
export const REVIEW_CONFIDENCE = 0.5;

/**
 * A term that brought conversions in the period is never excluded automatically: whatever
 * reason the brief gives, a person should weigh it against the sales it made.
 */
export function keepWhatConverted(decided: TermDecision, row: SearchTermRow): TermDecision {
  const conversions = row.conversions ?? 0;
  if (!decided.isExclude || conversions <= 0) return decided;
  const count = Number.isInteger(conversions) ? String(conversions) : conversions.toFixed(1);
  return {
    ...decided,
    isExclude: false,
    needsReview: true,
    confidence: REVIEW_CONFIDENCE,
    reason: `Brought ${count} conversion${conversions === 1 ? '' : 's'} in the period — kept for you to review. Otherwise: ${decided.reason}`,
  };
}
