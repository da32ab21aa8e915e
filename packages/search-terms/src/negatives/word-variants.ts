import { distance } from 'fastest-levenshtein';
import { keywordWords } from './keyword-text.js';

/**
 * The variants a negative does not cover by itself. Google: "Negative keywords won't match to close
 * variants … if you exclude … 'flowers', ads … can serve … 'red flower'" (platform-apis.md §2.4),
 * so the planner offers the singular / plural pair for the user to add.
 *
 * Misspellings: platform-apis.md §2.4 reads Google's support page as "no plurals/misspellings/
 * synonyms", and its Corrections block says nothing more; Google's July 2024 announcement
 * ("negative keywords now block misspellings", quoted in the agency blog post of that title by
 * Bmon, July 2024) says Google now folds recognised misspellings into negatives.
 * Which misspellings Google recognises is not published, so a match through a one-letter slip is
 * only flagged ("may also block misspellings"), never counted as blocked.
 */

/** Misspellings are read only on words at least this long (short words differ by one letter). */
export const MISSPELLING_MIN_LENGTH = 5;

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isLetters = (word: string) => /^\p{L}+$/u.test(word);

/**
 * The other number of an English noun by the regular rules, or null when the word is too short
 * or not plain letters: "lantern" ⇄ "lanterns", "parasol" → "parasols", "berry" ⇄ "berries",
 * "box" ⇄ "boxes". Irregular nouns get the regular form: it is a suggestion the user confirms.
 */
export function singularPluralPair(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 3 || !isLetters(w)) return null;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return `${w}es`;
  if (w.endsWith('s')) return w.slice(0, -1);
  if (w.endsWith('y') && !VOWELS.has(w.at(-2) ?? '')) return `${w.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

/** Whether two words are one noun's singular and plural. */
export function isSingularPluralPair(left: string, right: string): boolean {
  return (
    left !== right && (singularPluralPair(left) === right || singularPluralPair(right) === left)
  );
}

/**
 * The negative's text with its last word in the other number ("zorbel lantern" → "zorbel
 * lanterns"), the head noun of most English queries; null when there is none to offer, or when
 * `isWord` (a dictionary, where the caller has one) knows no such word: "cheapests" or a place
 * with an "s" is no form anyone searches.
 */
export function pluralVariantOf(
  text: string,
  isWord: (word: string) => boolean = () => true,
): string | null {
  const words = keywordWords(text);
  const last = words.at(-1);
  const other = last === undefined ? null : singularPluralPair(last);
  return other === null || !isWord(other) ? null : [...words.slice(0, -1), other].join(' ');
}

/** One adjacent transposition apart ("lantren" / "lantern"), which Levenshtein counts as two. */
function isTransposition(left: string, right: string): boolean {
  if (left.length !== right.length) return false;
  let first = -1;
  for (let i = 0; i < left.length; i += 1) {
    if (left[i] === right[i]) continue;
    if (first !== -1)
      return (
        i === first + 1 &&
        left[first] === right[i] &&
        left[i] === right[first] &&
        left.slice(i + 1) === right.slice(i + 1)
      );
    first = i;
  }
  return false;
}

/**
 * Whether `candidate` reads as a misspelling of `word`: one letter added, dropped, changed or two
 * swapped, on words long enough, and not its plural (Google keeps plurals out of negatives).
 */
export function isMisspellingOf(candidate: string, word: string): boolean {
  if (candidate === word) return false;
  if (candidate.length < MISSPELLING_MIN_LENGTH || word.length < MISSPELLING_MIN_LENGTH)
    return false;
  if (Math.abs(candidate.length - word.length) > 1) return false;
  if (isSingularPluralPair(candidate, word)) return false;
  return isTransposition(candidate, word) || distance(candidate, word) <= 1;
}
