import type { CompiledNegative } from './negative-match.js';

/**
 * Negatives filed so that those that may cover a given negative are found without reading them
 * all. A wider negative's words are all among the narrower one's, so each is filed under one of
 * its words and looked up under each word of the negative in hand; filing under its rarest word
 * (by how many terms and keywords hold it) keeps the lists short: "zorbel jobs" goes under
 * "zorbel", not under the "jobs" of thousands of terms.
 */
export class NegativeFile<T> {
  private readonly byWord = new Map<string, { compiled: CompiledNegative; value: T }[]>();
  private readonly frequency: (word: string) => number;

  constructor(frequency: (word: string) => number) {
    this.frequency = frequency;
  }

  add(compiled: CompiledNegative, value: T): void {
    let rarest: string | undefined;
    let rarestCount = Infinity;
    for (const word of compiled.distinctWords) {
      const count = this.frequency(word);
      if (count < rarestCount) {
        rarest = word;
        rarestCount = count;
      }
    }
    if (rarest === undefined) return;
    const list = this.byWord.get(rarest);
    if (list) list.push({ compiled, value });
    else this.byWord.set(rarest, [{ compiled, value }]);
  }

  /** Filed negatives that may cover `compiled` (each once); the caller compares them. */
  *candidatesFor(compiled: CompiledNegative): Generator<{ compiled: CompiledNegative; value: T }> {
    for (const word of compiled.distinctWords) {
      for (const filed of this.byWord.get(word) ?? []) {
        if (filed.compiled.distinctWords.length <= compiled.distinctWords.length) yield filed;
      }
    }
  }
}
