import { toLearnedTermKey, type LearnedExample, type SearchTermRule } from '@utmost/ads-sdk';

/**
 * One row of the extra examples table (spec §2): an example of the brief, or a decision it
 * learned in the Search terms tab (issue 25 item 5), shown as an example the user added (source
 * User) so the same filters and switches apply to both.
 */
export interface ExampleRow {
  key: string;
  isLearned: boolean;
  /** A learned decision taught for the whole phrase, not only its close variants. */
  isWholePhrase: boolean;
  example: SearchTermRule;
}

export function toLearnedRowKey(searchTerm: string): string {
  return `learned:${toLearnedTermKey(searchTerm)}`;
}

/** The brief's own examples in their order, then the learned ones, newest first (precedence). */
export function toExampleRows(
  own: readonly SearchTermRule[],
  learned: readonly LearnedExample[],
): ExampleRow[] {
  return [
    ...own.map((example) => ({ key: example.id, isLearned: false, isWholePhrase: false, example })),
    ...[...learned].reverse().map((decision) => {
      const key = toLearnedRowKey(decision.searchTerm);
      return {
        key,
        isLearned: true,
        isWholePhrase: decision.matchScope === 'phrase',
        example: {
          id: key,
          searchTerm: decision.searchTerm,
          isExclude: decision.isExclude,
          category: decision.category,
          source: 'User' as const,
          updatedAt: decision.learnedAt,
          inUse: decision.inUse,
        },
      };
    }),
  ];
}
