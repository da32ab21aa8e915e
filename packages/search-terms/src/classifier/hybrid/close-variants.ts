import { distance } from 'fastest-levenshtein';

import { FUNCTION_WORDS, foldText, stemOf } from '../text/fold-text.js';

/**
 * Below this many letters one typo changes the word, not its spelling ("car" and "bar", "rent"
 * and "tent"), so short terms are variants only by the same words.
 */
const MIN_TYPO_LENGTH = 6;

/**
 * Function words a search means something by: "protein without sugar" is not "sugar protein",
 * nor "x vs y" "x y". The other function words change nothing ("shoes for running").
 */
const MEANINGFUL_FUNCTION_WORDS = new Set(['no', 'not', 'without', 'vs', 'versus']);

/**
 * The words a term means, as stems in its order, function words left out: "shoes for runners"
 * reads "shoe runner". Empty when the term is only function words.
 */
export function meaningStems(tokens: readonly string[]): string[] {
  const stems: string[] = [];
  for (const token of tokens) {
    if (FUNCTION_WORDS.has(token) && !MEANINGFUL_FUNCTION_WORDS.has(token)) continue;
    stems.push(stemOf(token));
  }
  return stems;
}

/**
 * The same words in any order, as plurals or other forms of the word, with or without function
 * words: "cheap oak desk", "oak desks cheap" and "cheap desk of oak" share it. Falls back to the
 * words themselves for a term of function words alone.
 */
export function variantKey(tokens: readonly string[]): string {
  const stems = meaningStems(tokens);
  return [...new Set(stems.length > 0 ? stems : tokens)].sort().join(' ');
}

/** The variant key of a term's text. */
export function tokenSetKey(searchTerm: string): string {
  return variantKey(foldText(searchTerm).split(' '));
}

/**
 * Close variants: the same words in any order, repeats, plurals and function words ignored
 * (`variantKey`), or (for terms of at least six
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
