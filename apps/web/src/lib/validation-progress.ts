import type { SearchTermJobRun } from '@utmost/ads-sdk/query';

// How far a search-term validation got, in words rather than a bare spinner: 100,000 terms take a
// while to read from Google Ads and to classify, and the run's record says how far it got (the
// worker writes it with its heartbeat, and at once when a stage starts).

export type ValidationProgress =
  | { stage: 'waiting' }
  | { stage: 'reading'; termsRead: number }
  | { stage: 'classifying'; termsRead: number }
  | { stage: 'saving'; termsRead: number; termsClassified: number };

/** The progress of an account's pending run; `waiting` until a worker has taken it. */
export function findValidationProgress(
  runs: readonly SearchTermJobRun[],
  resourceName: string,
): ValidationProgress {
  const run = runs.find(
    (entry) => entry.state === 'pending' && entry.resourceName === resourceName,
  );
  const progress = run?.progress;
  if (progress == null) return { stage: 'waiting' };
  const { stage, termsRead, termsClassified } = progress;
  if (stage === 'saving') return { stage, termsRead, termsClassified };
  return { stage, termsRead };
}
