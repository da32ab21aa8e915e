import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { isCommonEnglishWord } from './common-words.js';
import { tokenizePlaceText } from './place-text.js';

const require = createRequire(import.meta.url);

/** One name of a country in one language, tokenised the way search terms are. */
export interface CountryName {
  tokens: string[];
  code: string;
  isEnglish: boolean;
}

/**
 * Two-letter names are kept only when nothing else reads the same: "uk". Codes such as "us",
 * "in", "it", "de", "no", "be", "me", "is", "at" (or "la", "ca", "tv") are ordinary words or
 * other abbreviations in search terms, so neither ISO codes nor two-letter aliases are indexed.
 */
const ACCEPTED_TWO_LETTER = new Set(['uk']);
/** A name of another language shorter than this is a word somewhere ("y", "my", "bi", "sam"). */
const MIN_FOREIGN_NAME_LENGTH = 4;

type LocaleFile = { locale: string; countries: Record<string, string | string[]> };

/**
 * Every country name in every language `i18n-iso-countries` ships ("Perú", "Dänemark",
 * "Schweden"). A name of another language that is also an English word is dropped ("Island", a
 * northern country in German; "Man", an island of the Irish Sea in Norwegian): in an English search
 * it is the word.
 */
export function loadCountryNames(): CountryName[] {
  const languagesFolder = join(dirname(require.resolve('i18n-iso-countries/langs/en.json')));
  const names: CountryName[] = [];
  for (const file of readdirSync(languagesFolder)) {
    if (!file.endsWith('.json')) continue;
    const { locale, countries } = require(join(languagesFolder, file)) as LocaleFile;
    const isEnglish = locale === 'en';
    for (const [code, value] of Object.entries(countries)) {
      for (const name of typeof value === 'string' ? [value] : value) {
        const tokens = tokenizePlaceText(name);
        if (tokens.length === 0 || !isAcceptedName(tokens, isEnglish)) continue;
        names.push({ tokens, code, isEnglish });
      }
    }
  }
  return names;
}

function isAcceptedName(tokens: string[], isEnglish: boolean): boolean {
  const joined = tokens.join(' ');
  if (joined.length <= 2) return ACCEPTED_TWO_LETTER.has(joined);
  if (isEnglish) return true;
  return (
    joined.length >= MIN_FOREIGN_NAME_LENGTH &&
    !(tokens.length === 1 && isCommonEnglishWord(joined))
  );
}
