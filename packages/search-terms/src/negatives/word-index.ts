import { keywordKey, keywordWords } from './keyword-text.js';
import { blocksWords, type CompiledNegative } from './negative-match.js';

/**
 * Texts (search terms or keywords) filed by word, so finding what a negative blocks reads only the
 * texts holding its rarest word rather than every text: with 100,000 terms and thousands of
 * negatives a plain scan of all pairs is too slow (bench/negative-planner.bench.mjs).
 */
export class WordIndex<T> {
  readonly items: readonly T[];
  /** Each item's words as Google compares them. */
  readonly words: readonly (readonly string[])[];
  private readonly postings = new Map<string, number[]>();
  private readonly byKey = new Map<string, number[]>();

  constructor(items: readonly T[], textOf: (item: T) => string) {
    this.items = items;
    this.words = items.map((item) => keywordWords(textOf(item)));
    this.words.forEach((words, position) => {
      const key = words.join(' ');
      const same = this.byKey.get(key);
      if (same) same.push(position);
      else this.byKey.set(key, [position]);
      for (const word of new Set(words)) {
        const list = this.postings.get(word);
        if (list) list.push(position);
        else this.postings.set(word, [position]);
      }
    });
  }

  /** Every distinct word of the items (for the misspelling index). */
  vocabulary(): IterableIterator<string> {
    return this.postings.keys();
  }

  /** How many items hold the word. */
  countWith(word: string): number {
    return this.postings.get(word)?.length ?? 0;
  }

  /** Positions of the items holding `text` exactly (same words, same order). */
  positionsOfText(text: string): readonly number[] {
    return this.byKey.get(keywordKey(text)) ?? [];
  }

  /**
   * Positions of the items the negative blocks, in ascending order. `accept` filters positions
   * (the negative's scope) before the words are compared.
   */
  blockedBy(negative: CompiledNegative, accept?: (position: number) => boolean): number[] {
    if (negative.words.length === 0) return [];
    if (negative.matchType === 'EXACT') {
      const exact = this.byKey.get(negative.words.join(' ')) ?? [];
      return accept ? exact.filter(accept) : [...exact];
    }
    let rarest: number[] | undefined;
    for (const word of negative.distinctWords) {
      const list = this.postings.get(word);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const blocked: number[] = [];
    for (const position of rarest!) {
      if (accept && !accept(position)) continue;
      if (blocksWords(negative, this.words[position]!)) blocked.push(position);
    }
    return blocked;
  }

  /** Whether the negative blocks any item `test` accepts; stops at the first. */
  someBlocked(
    negative: CompiledNegative,
    test: (position: number) => boolean,
    accept?: (position: number) => boolean,
  ): boolean {
    if (negative.words.length === 0) return false;
    if (negative.matchType === 'EXACT') {
      return (this.byKey.get(negative.words.join(' ')) ?? []).some(
        (position) => (!accept || accept(position)) && test(position),
      );
    }
    let rarest: number[] | undefined;
    for (const word of negative.distinctWords) {
      const list = this.postings.get(word);
      if (!list) return false;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    for (const position of rarest!) {
      if (accept && !accept(position)) continue;
      if (test(position) && blocksWords(negative, this.words[position]!)) return true;
    }
    return false;
  }

  /**
   * Positions the negative would block if Google reads a one-letter slip of one of its words as
   * that word, and that it does not block as written (see word-variants.ts).
   */
  blockedThroughMisspellings(
    negative: CompiledNegative,
    misspellingsOf: (word: string) => readonly string[],
    accept?: (position: number) => boolean,
  ): number[] {
    const found = new Set<number>();
    negative.words.forEach((word, index) => {
      for (const slip of misspellingsOf(word)) {
        const words = [...negative.words];
        words[index] = slip;
        const variant: CompiledNegative = {
          matchType: negative.matchType,
          words,
          distinctWords: [...new Set(words)],
        };
        for (const position of this.blockedBy(variant, accept)) found.add(position);
      }
    });
    const strict = new Set(this.blockedBy(negative, accept));
    return [...found].filter((position) => !strict.has(position)).sort((a, b) => a - b);
  }
}
