import { MisspellingIndex } from './misspelling-index.js';
import type { HistoricalTerm, PositiveKeyword } from './negative-types.js';
import { WordIndex } from './word-index.js';

/**
 * The account's keywords and the period's terms, indexed once for the planner and the conflict
 * check (both ask "what does this negative block?" thousands of times).
 */
export interface NegativeContext {
  /** Enabled positive keywords only: a paused or removed keyword serves nothing to conflict with. */
  keywords: WordIndex<PositiveKeyword>;
  terms: WordIndex<HistoricalTerm>;
  /** One-slip misspellings of a word among the keywords' and terms' words. */
  misspellingsOf(word: string): readonly string[];
  /** Whether a word is one people write (the singular / plural offered must be). */
  isKnownWord: (word: string) => boolean;
}

export function createNegativeContext(input: {
  keywords: readonly PositiveKeyword[];
  terms: readonly HistoricalTerm[];
  /**
   * A dictionary of the account's language (the package root exports an English one,
   * `isCommonEnglishWord`); without one every regular form counts as a word.
   */
  isKnownWord?: (word: string) => boolean;
}): NegativeContext {
  const keywords = new WordIndex(
    input.keywords.filter((keyword) => keyword.status === 'ENABLED'),
    (keyword) => keyword.text,
  );
  const terms = new WordIndex(input.terms, (term) => term.text);
  let misspellings: MisspellingIndex | undefined;
  const cache = new Map<string, readonly string[]>();
  return {
    keywords,
    terms,
    isKnownWord: input.isKnownWord ?? (() => true),
    misspellingsOf(word) {
      // Built on first use: the planner alone never asks.
      misspellings ??= new MisspellingIndex([...keywords.vocabulary(), ...terms.vocabulary()]);
      let found = cache.get(word);
      if (!found) {
        found = misspellings.misspellingsOf(word);
        cache.set(word, found);
      }
      return found;
    },
  };
}
