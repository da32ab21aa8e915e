import { keywordKey, keywordWords } from './keyword-text.js';
import { blocksWords, type CompiledNegative } from './negative-match.js';

/**
 * Texts (search terms or keywords) filed by word and by adjacent pair of words, so finding what a
 * negative blocks reads only the texts holding its rarest word or pair rather than every text:
 * with 100,000 terms and thousands of negatives a scan of all pairs is too slow, and filing by
 * word alone still left a phrase negative comparing thousands of texts holding its commonest
 * words (bench/negative-planner.bench.mjs, first data set: 6.0 s by word, 2.5 s with pairs).
 */
export class WordIndex<T> {
  readonly items: readonly T[];
  /** Each item's words as Google compares them. */
  readonly words: readonly (readonly string[])[];
  private readonly postings = new Map<string, number[]>();
  /** Adjacent word pairs: a phrase negative reads only the texts holding its rarest pair. */
  private readonly pairPostings = new Map<string, number[]>();
  private readonly byKey = new Map<string, number[]>();

  constructor(items: readonly T[], textOf: (item: T) => string) {
    this.items = items;
    this.words = items.map((item) => keywordWords(textOf(item)));
    this.words.forEach((words, position) => {
      file(this.byKey, words.join(' '), position);
      for (const word of new Set(words)) file(this.postings, word, position);
      const pairs = new Set<string>();
      for (let i = 1; i < words.length; i += 1) pairs.add(`${words[i - 1]} ${words[i]}`);
      for (const pair of pairs) file(this.pairPostings, pair, position);
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
   * The items that can hold the negative, and whether each still needs its words compared: an
   * exact negative's texts and a one-word negative's holders are all blocked; a phrase negative's
   * candidates are the holders of its rarest adjacent pair, a broad one's of its rarest word.
   */
  private candidates(negative: CompiledNegative): {
    positions: readonly number[];
    compare: boolean;
  } {
    const none = { positions: [], compare: false };
    if (negative.words.length === 0) return none;
    if (negative.matchType === 'EXACT') {
      return { positions: this.byKey.get(negative.words.join(' ')) ?? [], compare: false };
    }
    if (negative.words.length === 1) {
      return { positions: this.postings.get(negative.words[0]!) ?? [], compare: false };
    }
    let rarest: readonly number[] | undefined;
    if (negative.matchType === 'PHRASE') {
      for (let i = 1; i < negative.words.length; i += 1) {
        const list = this.pairPostings.get(`${negative.words[i - 1]} ${negative.words[i]}`);
        if (!list) return none;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
    } else {
      for (const word of negative.distinctWords) {
        const list = this.postings.get(word);
        if (!list) return none;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
    }
    return { positions: rarest!, compare: true };
  }

  /**
   * Positions of the items the negative blocks, in ascending order. `accept` filters positions
   * (the negative's scope) before the words are compared.
   */
  blockedBy(negative: CompiledNegative, accept?: (position: number) => boolean): number[] {
    const { positions, compare } = this.candidates(negative);
    if (!compare) return accept ? positions.filter(accept) : [...positions];
    const blocked: number[] = [];
    for (const position of positions) {
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
    const { positions, compare } = this.candidates(negative);
    for (const position of positions) {
      if (accept && !accept(position)) continue;
      if (test(position) && (!compare || blocksWords(negative, this.words[position]!))) return true;
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
    /** What the negative blocks as written, when the caller has it already. */
    blocked: readonly number[] = this.blockedBy(negative, accept),
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
    const strict = new Set(blocked);
    return [...found].filter((position) => !strict.has(position)).sort((a, b) => a - b);
  }
}

function file(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}
