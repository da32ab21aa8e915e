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
  /** The most distinct words a filed negative has. */
  private largest = 0;

  add(compiled: CompiledNegative, value: T): void {
    if (compiled.distinctWords.length === 0) return;
    const key = [...compiled.distinctWords].sort().join(' ');
    this.largest = Math.max(this.largest, compiled.distinctWords.length);
    const list = this.bySet.get(key);
    if (list) list.push({ compiled, value });
    else this.bySet.set(key, [{ compiled, value }]);
  }

  /** Filed negatives whose words are all among `compiled`'s; the caller compares them. */
  candidatesFor(compiled: CompiledNegative): { compiled: CompiledNegative; value: T }[] {
    if (this.bySet.size === 0) return [];
    const words = [...compiled.distinctWords].sort();
    const found: { compiled: CompiledNegative; value: T }[] = [];
    // Subsets in sorted order, no larger than the largest filed set (existing negatives are short).
    const visit = (start: number, prefix: string, size: number) => {
      for (let i = start; i < words.length; i += 1) {
        const key = prefix === '' ? words[i]! : `${prefix} ${words[i]!}`;
        const list = this.bySet.get(key);
        if (list) found.push(...list);
        if (size + 1 < this.largest) visit(i + 1, key, size + 1);
      }
    };
    visit(0, '', 0);
    return found;
  }
}
