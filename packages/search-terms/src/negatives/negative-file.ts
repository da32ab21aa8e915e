import type { CompiledNegative } from './negative-match.js';

/**
 * Negatives filed so that those that may cover a given negative are found without reading them
 * all. A wider negative's words are all among the narrower one's (broad: all its words; phrase and
 * exact: its words in a run), so each is filed under its set of distinct words and found by
 * looking up every subset of the words of the negative in hand: at most 2^10 − 1 lookups for
 * Google's 10 words, 31 for a five-word term, and only real candidates come back. (Filing under
 * one word left lists of thousands under words like "jobs"; see the benchmark.)
 */
export class NegativeFile<T> {
  private readonly bySet = new Map<string, { compiled: CompiledNegative; value: T }[]>();

  add(compiled: CompiledNegative, value: T): void {
    if (compiled.distinctWords.length === 0) return;
    const key = [...compiled.distinctWords].sort().join(' ');
    const list = this.bySet.get(key);
    if (list) list.push({ compiled, value });
    else this.bySet.set(key, [{ compiled, value }]);
  }

  /** Filed negatives whose words are all among `compiled`'s; the caller compares them. */
  candidatesFor(compiled: CompiledNegative): { compiled: CompiledNegative; value: T }[] {
    if (this.bySet.size === 0) return [];
    const words = [...compiled.distinctWords].sort();
    const found: { compiled: CompiledNegative; value: T }[] = [];
    const subsets = 2 ** words.length;
    for (let mask = 1; mask < subsets; mask += 1) {
      const subset: string[] = [];
      for (let bit = 0; bit < words.length; bit += 1)
        if (mask & (1 << bit)) subset.push(words[bit]!);
      const list = this.bySet.get(subset.join(' '));
      if (list) found.push(...list);
    }
    return found;
  }
}
