import type { NgramSize } from '@utmost/ads-sdk';
import type { NgramTerm } from './build-ngrams.js';
import { forEachTermGram } from './term-grams.js';

/**
 * The terms that hold each of the grams `lemmas` (lemma keys of `buildNgrams`), the costliest
 * first, at most `limit` a gram: what a gram opens to when a specialist asks which terms it sums.
 */
export function findNgramTerms<T extends NgramTerm>(
  terms: Iterable<T>,
  lemmas: readonly string[],
  limit = Number.POSITIVE_INFINITY,
): Map<string, T[]> {
  const found = new Map<string, T[]>(lemmas.map((lemma) => [lemma, []]));
  const sizes = [...new Set(lemmas.map((lemma) => lemma.split(' ').length))].filter(
    (size): size is NgramSize => size >= 1 && size <= 3,
  );
  for (const term of terms) {
    forEachTermGram(term.searchTerm, sizes, (lemma) => found.get(lemma)?.push(term));
  }
  for (const [lemma, matches] of found) {
    matches.sort(
      (left, right) =>
        right.costMicros - left.costMicros || (left.searchTerm < right.searchTerm ? -1 : 1),
    );
    if (matches.length > limit) found.set(lemma, matches.slice(0, limit));
  }
  return found;
}
