import type { NgramSize } from '@utmost/ads-sdk';
import { NGRAM_STOP_WORDS, foldWords, lemmaOf } from './gram-words.js';

/** One gram of a term: its lemma key (the words' singulars) and the words as the term wrote them. */
export interface TermGram {
  lemma: string;
  form: string;
  size: NgramSize;
}

export type VisitTermGram = (lemma: string, form: string, size: NgramSize) => void;

/** Reused for each term: which grams it already gave (one term is read at a time). */
const given = new Set<string>();

/**
 * Calls `visit` for each gram of `sizes` words a term holds, once even where the term repeats it
 * ("hinge hinge case" gives "hinge" once): a gram counts the terms it is in, so a term's figures
 * are added to a gram at most once. A gram never starts or ends on a stop word
 * (`NGRAM_STOP_WORDS`). Where the term wrote the gram as its lemma, `form` is the lemma itself.
 */
export function forEachTermGram(
  searchTerm: string,
  sizes: readonly NgramSize[],
  visit: VisitTermGram,
): void {
  const words = foldWords(searchTerm);
  if (words.length === 0) return;
  const lemmas = words.map(lemmaOf);
  // A gram can repeat only where a word does; most terms repeat none and skip the bookkeeping.
  const canRepeat = hasRepeatedWord(lemmas);
  if (canRepeat) given.clear();
  for (const size of sizes) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const end = start + size - 1;
      if (NGRAM_STOP_WORDS.has(words[start]!) || NGRAM_STOP_WORDS.has(words[end]!)) continue;
      let lemma = lemmas[start]!;
      let isLemma = lemma === words[start];
      for (let offset = start + 1; offset <= end; offset += 1) {
        lemma += ` ${lemmas[offset]!}`;
        isLemma &&= lemmas[offset] === words[offset];
      }
      if (canRepeat) {
        if (given.has(lemma)) continue;
        given.add(lemma);
      }
      visit(lemma, isLemma ? lemma : words.slice(start, end + 1).join(' '), size);
    }
  }
}

function hasRepeatedWord(words: readonly string[]): boolean {
  for (let index = 1; index < words.length; index += 1) {
    for (let earlier = 0; earlier < index; earlier += 1) {
      if (words[earlier] === words[index]) return true;
    }
  }
  return false;
}

/** The grams of a term as a list (see `forEachTermGram`). */
export function listTermGrams(searchTerm: string, sizes: readonly NgramSize[]): TermGram[] {
  const grams: TermGram[] = [];
  forEachTermGram(searchTerm, sizes, (lemma, form, size) => grams.push({ lemma, form, size }));
  return grams;
}
