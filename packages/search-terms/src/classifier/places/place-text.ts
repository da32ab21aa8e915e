/**
 * The one normalisation that place names and search terms share, so both sides of every lookup
 * agree: lower case, Latin accents folded ("Perú" → "peru", "Győr" → "gyor"), apostrophes
 * dropped inside words ("Côte d'Ivoire" → "cote divoire"), dotted abbreviations kept as one token
 * without the final dot ("U.S." → "u.s", "EE.UU." → "ee.uu") so they never collide with words.
 */

// Only the combining diacritics block: the vowel signs of Indic and other scripts are marks too,
// and stripping them would garble those names.
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['’`]/g;
const TOKEN = /\p{L}{1,2}(?:\.\p{L}{1,2})+\.?|[\p{L}\p{M}\p{N}]+/gu;
const PLAIN_TOKEN = /^[a-z0-9]+$/;

/** Folds one word the way place names are indexed: lower case, Latin accents removed. */
export function foldPlaceWord(word: string): string {
  if (PLAIN_TOKEN.test(word)) return word;
  const folded = word.normalize('NFD').replace(LATIN_DIACRITICS, '').toLowerCase();
  return folded.endsWith('.') ? folded.slice(0, -1) : folded;
}

/**
 * Splits free text into the tokens `PlaceFinder.find` expects. With `keepCountryCaps`, a capitalised
 * "US" (the country in prose, unlike the pronoun "us") becomes "u.s"; only for sentences written
 * in mixed case, since an all-capitals text can't tell the two apart.
 */
export function tokenizePlaceText(
  text: string,
  options: { keepCountryCaps?: boolean } = {},
): string[] {
  const isMixedCase = /\p{Ll}/u.test(text);
  const tokens: string[] = [];
  for (const match of text.replace(APOSTROPHES, '').matchAll(TOKEN)) {
    const word = match[0];
    if (options.keepCountryCaps && isMixedCase && word === 'US') tokens.push('u.s');
    else tokens.push(foldPlaceWord(word));
  }
  return tokens;
}
