/**
 * Keyword and query text reduced to the words Google compares when it matches a negative
 * (platform-apis.md addendum §2.4): case is ignored; "." and "-" are ignored, read as a space;
 * "&" and accents are significant, so unlike the classifier's `foldText` nothing is folded away.
 * The characters Google refuses in a keyword cannot be part of one, so in a query they only
 * separate words. Unicode is put in NFC so "é" typed two ways is one word.
 */

/** Characters Google refuses in keyword text (KEYWORD_HAS_INVALID_CHARS; §2.4, not exhaustive). */
export const REFUSED_KEYWORD_CHARACTERS: readonly string[] = [
  ',',
  '!',
  '@',
  '%',
  '^',
  '(',
  ')',
  '=',
  '{',
  '}',
  ';',
  '~',
  '`',
  '<',
  '>',
  '?',
  '\\',
  '|',
];

/** Characters Google ignores in keyword text, reading them as a space (§2.4). */
export const IGNORED_KEYWORD_CHARACTERS: readonly string[] = ['.', '-'];

const escapeClass = (chars: readonly string[]) =>
  chars.map((char) => (/[\\\]^-]/.test(char) ? `\\${char}` : char)).join('');

const SEPARATORS = new RegExp(
  `[\\s${escapeClass([...REFUSED_KEYWORD_CHARACTERS, ...IGNORED_KEYWORD_CHARACTERS])}]+`,
  'gu',
);

/** The words Google compares, in order: `"Zorbel-Lamp  Repair."` is `["zorbel", "lamp", "repair"]`. */
export function keywordWords(text: string): string[] {
  const spaced = text.normalize('NFC').toLowerCase().replace(SEPARATORS, ' ').trim();
  return spaced === '' ? [] : spaced.split(' ');
}

/** One comparable key for a keyword's text: its words joined by single spaces. */
export function keywordKey(text: string): string {
  return keywordWords(text).join(' ');
}
