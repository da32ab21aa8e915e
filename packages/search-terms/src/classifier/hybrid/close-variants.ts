import { distance } from 'fastest-levenshtein';

import { foldText } from '../text/fold-text.js';

/**
 * Below this many letters one typo changes the word, not its spelling ("car" and "bar", "rent"
 * and "tent"), so short terms are variants only by the same words.
 */
const MIN_TYPO_LENGTH = 6;

/** The same words in any order: "cheap oak desk" and "oak desk cheap". */
export function tokenSetKey(searchTerm: string): string {
  return [...new Set(foldText(searchTerm).split(' '))].sort().join(' ');
}

/**
 * Close variants: the same words in any order, repeats ignored, or (for terms of at least six
 * letters) one inserted, deleted or replaced character apart once case, accents and punctuation
 * are folded away.
 */
export function areCloseVariants(first: string, second: string): boolean {
  const a = foldText(first);
  const b = foldText(second);
  if (a === '' || b === '') return false;
  if (tokenSetKey(a) === tokenSetKey(b)) return true;
  return Math.min(a.length, b.length) >= MIN_TYPO_LENGTH && distance(a, b) <= 1;
}

/**
 * Finds close variants among many terms without comparing every pair: terms are indexed by their
 * word set and by every one-character deletion of their folded text (two texts one edit apart
 * share such a key), and the few candidates are checked with `areCloseVariants`.
 */
export class CloseVariantIndex<T> {
  private readonly byTokenSet = new Map<string, T[]>();
  private readonly byDeletion = new Map<string, { text: string; item: T }[]>();

  add(searchTerm: string, item: T): void {
    const text = foldText(searchTerm);
    if (text === '') return;
    pushTo(this.byTokenSet, tokenSetKey(text), item);
    if (text.length < MIN_TYPO_LENGTH) return;
    for (const key of deletionKeys(text)) pushTo(this.byDeletion, key, { text, item });
  }

  /** The items added under a close variant of `searchTerm` (the same words first). */
  find(searchTerm: string): T[] {
    const text = foldText(searchTerm);
    if (text === '') return [];
    const found = new Set<T>(this.byTokenSet.get(tokenSetKey(text)) ?? []);
    if (text.length >= MIN_TYPO_LENGTH) {
      for (const key of deletionKeys(text)) {
        for (const candidate of this.byDeletion.get(key) ?? []) {
          if (areCloseVariants(text, candidate.text)) found.add(candidate.item);
        }
      }
    }
    return [...found];
  }
}

/** The text itself and the text without each one of its characters. */
function deletionKeys(text: string): Set<string> {
  const keys = new Set([text]);
  for (let position = 0; position < text.length; position += 1) {
    keys.add(text.slice(0, position) + text.slice(position + 1));
  }
  return keys;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
