import type { LearnedSearchTermDecision, SearchTermResult } from '@utmost/ads-sdk/query';

type DecisionSnapshot = NonNullable<SearchTermResult['rulesDecision']>;
type PreviousDecision = NonNullable<SearchTermResult['previousDecision']>;

/** A flag a row shows beside its decision, with the other decision it is about (when one). */
export type RowFlag =
  | { kind: 'needsReview'; other: DecisionSnapshot | null }
  | { kind: 'changedByExamples'; other: DecisionSnapshot }
  | { kind: 'modelDisagrees'; other: DecisionSnapshot }
  | { kind: 'changedSincePrevious'; other: PreviousDecision }
  | { kind: 'newSincePrevious'; other: null };

/**
 * What a row says about how it was decided (issue 16): left for a person because two model
 * answers disagreed; changed by an example against the brief's rules (what the rules alone would
 * have decided); the AI model overruling the local classifier (what the local rules said). Against
 * the previous run, when there is one: decided the other way there (as the API's
 * `changedSincePrevious` filter, by exclude or keep), or not in it at all.
 */
export function findRowFlags(
  result: SearchTermResult,
  { hasPreviousRun }: { hasPreviousRun: boolean },
): RowFlag[] {
  const flags: RowFlag[] = [];
  if (result.needsReview) flags.push({ kind: 'needsReview', other: result.localDecision });
  if (result.rulesDecision !== null) {
    flags.push({ kind: 'changedByExamples', other: result.rulesDecision });
  }
  if (
    !result.needsReview &&
    result.localDecision !== null &&
    result.localDecision.isExclude !== result.isExclude
  ) {
    flags.push({ kind: 'modelDisagrees', other: result.localDecision });
  }
  const previous = result.previousDecision;
  if (previous !== null && previous.isExclude !== result.isExclude) {
    flags.push({ kind: 'changedSincePrevious', other: previous });
  }
  if (hasPreviousRun && previous === null) flags.push({ kind: 'newSincePrevious', other: null });
  return flags;
}

/**
 * The decision the brief learns: accepting keeps the row's, rejecting turns it (same category).
 * With `isWholePhrase` it also covers every term holding the term's words in order.
 */
export function buildLearnedDecisions(
  results: readonly Pick<SearchTermResult, 'searchTerm' | 'isExclude' | 'category'>[],
  verdict: 'accept' | 'reject',
  isWholePhrase = false,
): LearnedSearchTermDecision[] {
  return results.map((result) => ({
    searchTerm: result.searchTerm,
    isExclude: verdict === 'accept' ? result.isExclude : !result.isExclude,
    category: result.category,
    ...(isWholePhrase && { matchScope: 'phrase' as const }),
  }));
}
