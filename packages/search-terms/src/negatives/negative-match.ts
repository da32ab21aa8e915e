import { keywordWords } from './keyword-text.js';
import type { NegativeMatchType } from './negative-types.js';

/**
 * Google's matching of a negative keyword against a search query (platform-apis.md addendum §2.4,
 * Google's reference table of the three match types): negatives match no close variants, plurals or synonyms.
 * - broad: every word of the negative is in the query, in any order, other words allowed;
 * - phrase: the negative's words in the query in that order and together, words allowed around;
 * - exact: the query is the negative's words and nothing else.
 * A one-word phrase negative therefore blocks exactly what the same broad negative blocks.
 */

/** A negative read once: its words and, for broad, their set. */
export interface CompiledNegative {
  matchType: NegativeMatchType;
  words: readonly string[];
  /** Distinct words (broad matching is about presence, not count). */
  distinctWords: readonly string[];
}

export function compileNegative(text: string, matchType: NegativeMatchType): CompiledNegative {
  const words = keywordWords(text);
  return { matchType, words, distinctWords: [...new Set(words)] };
}

/** Whether `needle` occurs as a run of whole words in `haystack` ("car" is not in "carpet"). */
export function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  const last = haystack.length - needle.length;
  outer: for (let start = 0; start <= last; start += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** Whether the negative blocks a query given as its words (`keywordWords`). */
export function blocksWords(negative: CompiledNegative, queryWords: readonly string[]): boolean {
  const { words } = negative;
  if (words.length === 0) return false;
  switch (negative.matchType) {
    case 'EXACT':
      return queryWords.length === words.length && words.every((word, i) => queryWords[i] === word);
    case 'PHRASE':
      return containsRun(queryWords, words);
    case 'BROAD':
      return negative.distinctWords.every((word) => queryWords.includes(word));
  }
}

/** Whether a negative keyword (text and match type) blocks a search query. */
export function negativeBlocksQuery(
  negative: { text: string; matchType: NegativeMatchType },
  query: string,
): boolean {
  return blocksWords(compileNegative(negative.text, negative.matchType), keywordWords(query));
}

/**
 * Whether negative `wider` blocks every query negative `narrower` blocks (so `narrower` adds
 * nothing at a scope `wider` also covers). Broad covers any negative holding all its words; phrase
 * covers a phrase or exact negative holding its words in order, and a broad one only when it is a
 * single word (a one-word phrase is broad); exact covers only the identical exact negative.
 */
export function negativeCovers(wider: CompiledNegative, narrower: CompiledNegative): boolean {
  if (wider.words.length === 0 || narrower.words.length === 0) return false;
  const asMatched =
    wider.matchType === 'PHRASE' && wider.words.length === 1 ? 'BROAD' : wider.matchType;
  switch (asMatched) {
    case 'BROAD':
      return wider.distinctWords.every((word) => narrower.distinctWords.includes(word));
    case 'PHRASE':
      // A broad negative of several words also blocks them reordered, which no phrase does.
      if (narrower.matchType === 'BROAD' && narrower.distinctWords.length > 1) return false;
      return containsRun(narrower.words, wider.words);
    case 'EXACT':
      return (
        narrower.matchType === 'EXACT' &&
        narrower.words.length === wider.words.length &&
        narrower.words.every((word, i) => wider.words[i] === word)
      );
  }
  return false;
}

/** The same negative for Google: same words and match type, a one-word phrase equal to broad. */
export function sameNegative(left: CompiledNegative, right: CompiledNegative): boolean {
  return negativeCovers(left, right) && negativeCovers(right, left);
}
