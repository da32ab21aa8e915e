import { isMisspellingOf, MISSPELLING_MIN_LENGTH } from './word-variants.js';

/**
 * The words of a vocabulary one slip away from a given word, found without comparing it to every
 * word: each word is filed under itself and each of its one-letter deletions, so two words one
 * edit (or one swap) apart always share a key (the symmetric-delete idea of SymSpell).
 */
export class MisspellingIndex {
  private readonly byDeletion = new Map<string, string[]>();

  constructor(vocabulary: Iterable<string>) {
    for (const word of new Set(vocabulary)) {
      if (word.length < MISSPELLING_MIN_LENGTH) continue;
      for (const key of deletionKeys(word)) {
        const words = this.byDeletion.get(key);
        if (words) words.push(word);
        else this.byDeletion.set(key, [word]);
      }
    }
  }

  /** The vocabulary's misspellings of `word` (never the word itself nor its plural). */
  misspellingsOf(word: string): string[] {
    if (word.length < MISSPELLING_MIN_LENGTH) return [];
    const found = new Set<string>();
    for (const key of deletionKeys(word)) {
      for (const candidate of this.byDeletion.get(key) ?? []) {
        if (!found.has(candidate) && isMisspellingOf(candidate, word)) found.add(candidate);
      }
    }
    return [...found];
  }
}

function deletionKeys(word: string): string[] {
  const keys = [word];
  for (let i = 0; i < word.length; i += 1) keys.push(word.slice(0, i) + word.slice(i + 1));
  return keys;
}
