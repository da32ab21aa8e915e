import { loadCountryNames } from './country-names.js';
import { deriveDemonyms } from './demonyms.js';
import { findRegionNamed, type RegionCode } from './market-regions.js';
import { getDefaultPlaceFinder } from './place-finder.js';
import { tokenizePlaceText } from './place-text.js';
import { COUNTRY_SHORT_FORMS, SUB_NATIONAL_REGIONS } from './sub-national-regions.js';

let demonyms: Map<string, string[]> | undefined;

/**
 * The ISO alpha-2 codes of the countries named in a brief's free text (overview or rule), in the
 * order they appear: "Great Britain only" → ["GB"], "New South Wales" → ["AU"] (a region gives
 * its country), "We ship within the US only" → ["US"] (a capitalised "US" in mixed-case prose is
 * the country), "Swedish homeowners" → ["SE"]. Cities are left out: in a brief they are a service
 * area's detail, and a city's country is a guess ("Coventry" is also in Rhode Island). Whether a
 * place is served or excluded is the caller's reading of the sentence; `leaveOut` drops regions
 * it has read as excluded.
 */
export function countryOfMarket(
  text: string,
  options: { leaveOut?: (region: RegionCode) => boolean } = {},
): string[] {
  demonyms ??= deriveDemonyms(englishPlaceNames());
  const tokens = tokenizePlaceText(text, { keepCountryCaps: true });
  const found: { at: number; codes: string[] }[] = [];
  const insidePlace = new Set<number>();
  for (const mention of getDefaultPlaceFinder().find(tokens)) {
    for (let at = mention.startToken; at <= mention.endToken; at += 1) insidePlace.add(at);
    if (mention.kind === 'city') continue;
    // A region the caller leaves out ("…, not Nunavut") names no country of the market.
    const region = mention.kind === 'region' ? findRegionNamed(mention.text) : undefined;
    if (region && options.leaveOut?.(region)) continue;
    // The first country is the one the name is a country or region of; a name that is that in
    // more than one (a country that is also a US state) lists the others with population 0,
    // before any city's country.
    const named = mention.countries.filter(
      (country, order) => order === 0 || country.population === 0,
    );
    found.push({ at: mention.startToken, codes: named.map((country) => country.code) });
  }
  // A demonym inside a place's name is part of that name: "British Columbia" is not Britain.
  tokens.forEach((token, at) => {
    const codes = insidePlace.has(at) ? undefined : demonyms?.get(token);
    if (
      codes &&
      !isLanguageListed(tokens, at) &&
      !isLanguageNamed(tokens, at) &&
      !STYLE_WORDS.has(tokens[at + 1] ?? '')
    ) {
      found.push({ at, codes });
    }
  });
  found.sort((left, right) => left.at - right.at);
  return [...new Set(found.flatMap((place) => place.codes))];
}

function englishPlaceNames(): { name: string; code: string }[] {
  const countries = loadCountryNames()
    .filter((name) => name.isEnglish && name.tokens.length === 1)
    .map((name) => ({ name: name.tokens[0]!, code: name.code }));
  const regions = Object.entries({ ...COUNTRY_SHORT_FORMS, ...SUB_NATIONAL_REGIONS }).map(
    ([name, code]) => ({
      name: tokenizePlaceText(name).join(' '),
      code,
    }),
  );
  return [...countries, ...regions];
}

/** After a demonym, a cuisine or a style, not a market: "Thai-style curry", "Thai food". */
const STYLE_WORDS = new Set(
  'style styled inspired cuisine food foods cooking dishes restaurant restaurants design designs'.split(
    ' ',
  ),
);

/** After a demonym, what is said in a language: "<language> searches", "<language>-speaking staff". */
const LANGUAGE_WORDS = new Set(
  'searches search queries keywords terms speakers speaking speaker language languages translation translations subtitles version site website'.split(
    ' ',
  ),
);
/** Before a list of demonyms, the number of languages: "bilingual English/Welsh staff". */
const LINGUAL = /^(bi|tri|multi)lingual$/;

/**
 * A demonym that names a language by the words around it: "<language> searches are welcome",
 * "bilingual <language>/<language> directors".
 */
function isLanguageNamed(tokens: readonly string[], at: number): boolean {
  const isListWord = (token: string | undefined) =>
    token !== undefined && (token === 'and' || token === 'or' || demonyms!.has(token));
  let after = at + 1;
  while (isListWord(tokens[after])) after += 1;
  if (LANGUAGE_WORDS.has(tokens[after] ?? '')) return true;
  // "bilingual <language>/<language>": a language that is no country's demonym may stand between.
  return tokens.slice(Math.max(0, at - 3), at).some((token) => LINGUAL.test(token));
}

/**
 * A demonym in a list after "in" that ends the clause names a language, not a market: "we work
 * in English, French and Swedish", "keep searches in Hindi"; "in Swedish cities" still names
 * Hungary.
 */
function isLanguageListed(tokens: readonly string[], at: number): boolean {
  const isListWord = (token: string | undefined) =>
    token !== undefined && (token === 'and' || token === 'or' || demonyms!.has(token));
  let before = at - 1;
  while (isListWord(tokens[before])) before -= 1;
  if (tokens[before] !== 'in') return false;
  let after = at + 1;
  while (isListWord(tokens[after])) after += 1;
  return after >= tokens.length || !/^\p{L}/u.test(tokens[after]!);
}
