import { isCommonEnglishPhrase, isCommonEnglishWord } from './common-words.js';
import { CITY_EXONYMS } from './city-exonyms.js';
import { type CityRow, loadCities } from './city-names.js';
import { loadCountryNames } from './country-names.js';
import { foldPlaceWord, tokenizePlaceText } from './place-text.js';
import { COUNTRY_SHORT_FORMS, SUB_NATIONAL_REGIONS } from './sub-national-regions.js';

/** What a name is: a country, a sub-national region (US state, British nation…) or a city. */
export type PlaceKind = 'country' | 'city' | 'region';

/**
 * A country a mention may belong to; `population` is that of the largest city of the name in it,
 * 0 when the name is only a country or region there.
 */
export interface PlaceCountry {
  code: string;
  population: number;
  /** Where that largest city is (degrees), for service areas; absent for a country or region. */
  latitude?: number;
  longitude?: number;
  /**
   * The admin1 regions (GeoNames codes) that hold a city of the name in this country, each with
   * the largest such city's population, largest first; absent for a country or region.
   */
  regions?: PlaceRegion[];
}

/** A city of a mention's name within one admin1 region of a country. */
export interface PlaceRegion {
  adminCode: string;
  population: number;
}

/**
 * A place named in a search term, tokens `startToken` to `endToken` inclusive. A name shared by
 * several places lists every country (countries and regions first, then cities by population,
 * largest first): a caller should call a term out of market only when none of them is served.
 */
export interface PlaceMention {
  text: string;
  startToken: number;
  endToken: number;
  /**
   * What the name is first: a country before a region before a city (a country that shares its
   * name with a US state is a country).
   */
  kind: PlaceKind;
  countries: PlaceCountry[];
  /** A one-word name that is also a common English word ("turkey", "jersey", "phoenix"). */
  isCommonWord: boolean;
  /**
   * Countries with only a town of the name below the finder's threshold (the gazetteer's
   * smallest): not read as the place, but a searcher there may mean it ("<town>" of a British
   * seller whose namesake abroad is larger).
   */
  smallTownCountries?: ReadonlySet<string>;
}

/** How small a town, and how common a word, the finder still reads as a place. */
export interface PlaceFinderOptions {
  /** Smaller towns are left out: their names collide with words and surnames. Default 15,000. */
  minCityPopulation?: number;
  /** A city whose name is a common English word is kept only from this size. Default 1,000,000. */
  minCommonWordCityPopulation?: number;
}

/** Finds place names in tokenised search terms; build it once, it holds the whole index. */
export interface PlaceFinder {
  /** The places named in a term's tokens (see `tokenizePlaceText`), longest match first. */
  find(normalizedTokens: readonly string[]): PlaceMention[];
}

const MAX_NAME_TOKENS = 4;
const KIND_RANK: Record<PlaceKind, number> = { country: 0, region: 1, city: 2 };

interface PlaceEntry {
  kind: PlaceKind;
  countries: RankedCountry[];
  isCommonWord: boolean;
  smallTownCountries?: Set<string>;
}

/** `rank` is the best kind the name has in that country (country, then region, then city). */
interface RankedCountry extends PlaceCountry {
  rank: number;
}

/**
 * Builds the index once (countries in every language, the regional hand list, cities above the
 * population threshold); `find` then costs one Map lookup per token plus one per candidate n-gram.
 */
export function createPlaceFinder(options: PlaceFinderOptions = {}): PlaceFinder {
  const index = buildPlaceIndex(options);
  return { find: (tokens) => findPlaces(index, tokens) };
}

let defaultFinder: PlaceFinder | undefined;

/** The finder with default options, built on first use and shared by every caller after. */
export function getDefaultPlaceFinder(): PlaceFinder {
  defaultFinder ??= createPlaceFinder();
  return defaultFinder;
}

interface PlaceIndex {
  entries: Map<string, PlaceEntry>;
  /** First token of a name → the most tokens a name starting with it has. */
  longestFrom: Map<string, number>;
}

function buildPlaceIndex(options: PlaceFinderOptions): PlaceIndex {
  const minPopulation = options.minCityPopulation ?? 15_000;
  const minCommonPopulation = options.minCommonWordCityPopulation ?? 1_000_000;
  const index: PlaceIndex = { entries: new Map(), longestFrom: new Map() };

  for (const { tokens, code } of loadCountryNames()) {
    addPlace(index, tokens, 'country', { code, population: 0 });
  }
  for (const [name, code] of Object.entries(COUNTRY_SHORT_FORMS)) {
    addPlace(index, tokenizePlaceText(name), 'country', { code, population: 0 });
  }
  for (const [name, code] of Object.entries(SUB_NATIONAL_REGIONS)) {
    addPlace(index, tokenizePlaceText(name), 'region', { code, population: 0 });
  }
  const exonyms = findExonymsByCity();
  for (const city of loadCities()) {
    if (city.population < minPopulation) continue;
    const names = city.altName ? [city.name, city.altName] : [city.name];
    for (const name of [...names, ...(exonyms.get(city) ?? [])]) {
      const tokens = tokenizePlaceText(name);
      // A one- or two-letter town name ("Et") is an abbreviation or a particle in a search term.
      if (tokens.join(' ').length <= 2) continue;
      if (isCommonEnglishPhrase(tokens) && city.population < minCommonPopulation) continue;
      const [longitude, latitude] = city.loc.coordinates;
      addPlace(index, tokens, 'city', {
        code: city.country,
        population: city.population,
        latitude,
        longitude,
        regions: [{ adminCode: city.adminCode, population: city.population }],
      });
    }
  }
  // The smaller towns of names already read as places: where else a searcher may live.
  for (const city of loadCities()) {
    if (city.population >= minPopulation) continue;
    for (const name of city.altName ? [city.name, city.altName] : [city.name]) {
      const entry = index.entries.get(tokenizePlaceText(name).join(' '));
      if (!entry || entry.countries.some((country) => country.code === city.country)) continue;
      (entry.smallTownCountries ??= new Set()).add(city.country);
    }
  }
  for (const entry of index.entries.values()) {
    entry.countries.sort(compareCountries);
    for (const country of entry.countries) {
      country.regions?.sort((left, right) => right.population - left.population);
    }
  }
  return index;
}

/** The other-language names of each city of the exonym list (its most populous match). */
function findExonymsByCity(): Map<CityRow, string[]> {
  type Group = { names: string[]; folded: Set<string>; city?: CityRow };
  const groupsByCountry = new Map<string, Group[]>();
  for (const line of CITY_EXONYMS) {
    const [country, ...names] = line.split('|');
    const group: Group = { names, folded: new Set(names.map(foldPlaceName)) };
    groupsByCountry.set(country!, [...(groupsByCountry.get(country!) ?? []), group]);
  }
  for (const city of loadCities()) {
    for (const group of groupsByCountry.get(city.country) ?? []) {
      const named =
        group.folded.has(foldPlaceName(city.name)) || group.folded.has(foldPlaceName(city.altName));
      if (named && city.population > (group.city?.population ?? -1)) group.city = city;
    }
  }
  const byCity = new Map<CityRow, string[]>();
  for (const group of [...groupsByCountry.values()].flat()) {
    const { city } = group;
    if (!city) continue;
    const own = new Set([foldPlaceName(city.name), foldPlaceName(city.altName)]);
    byCity.set(
      city,
      group.names.filter((name) => !own.has(foldPlaceName(name))),
    );
  }
  return byCity;
}

function foldPlaceName(name: string): string {
  return tokenizePlaceText(name).join(' ');
}

function addPlace(index: PlaceIndex, tokens: string[], kind: PlaceKind, place: PlaceCountry): void {
  if (tokens.length === 0 || tokens.length > MAX_NAME_TOKENS) return;
  const key = tokens.join(' ');
  const entry = index.entries.get(key);
  const country: RankedCountry = { ...place, rank: KIND_RANK[kind] };
  if (!entry) {
    const isCommonWord = tokens.length === 1 && isCommonEnglishWord(tokens[0]!);
    index.entries.set(key, { kind, countries: [country], isCommonWord });
    index.longestFrom.set(
      tokens[0]!,
      Math.max(index.longestFrom.get(tokens[0]!) ?? 0, tokens.length),
    );
    return;
  }
  if (KIND_RANK[kind] < KIND_RANK[entry.kind]) entry.kind = kind;
  const known = entry.countries.find((other) => other.code === country.code);
  if (!known) {
    entry.countries.push(country);
    return;
  }
  for (const region of place.regions ?? []) addRegion(known, region);
  if (country.population > known.population) {
    known.population = country.population;
    known.latitude = country.latitude;
    known.longitude = country.longitude;
  }
  known.rank = Math.min(known.rank, country.rank);
}

function addRegion(country: PlaceCountry, region: PlaceRegion): void {
  country.regions ??= [];
  const known = country.regions.find((other) => other.adminCode === region.adminCode);
  if (!known) country.regions.push({ ...region });
  else known.population = Math.max(known.population, region.population);
}

// A country or region named so comes before a city of the same name; cities by population.
function compareCountries(left: RankedCountry, right: RankedCountry): number {
  return left.rank - right.rank || right.population - left.population;
}

function findPlaces(index: PlaceIndex, rawTokens: readonly string[]): PlaceMention[] {
  const tokens = rawTokens.map(foldPlaceWord);
  const mentions: PlaceMention[] = [];
  let start = 0;
  while (start < tokens.length) {
    const longest = Math.min(index.longestFrom.get(tokens[start]!) ?? 0, tokens.length - start);
    const mention = longest > 0 ? matchAt(index, tokens, start, longest) : undefined;
    if (mention) {
      mentions.push(mention);
      start = mention.endToken + 1;
    } else {
      start += 1;
    }
  }
  return mentions;
}

function matchAt(
  index: PlaceIndex,
  tokens: string[],
  start: number,
  longest: number,
): PlaceMention | undefined {
  for (let length = longest; length >= 1; length -= 1) {
    const text = length === 1 ? tokens[start]! : tokens.slice(start, start + length).join(' ');
    const entry = index.entries.get(text);
    if (entry) {
      return {
        text,
        startToken: start,
        endToken: start + length - 1,
        kind: entry.kind,
        countries: entry.countries.map(({ rank: _rank, ...country }) => country),
        isCommonWord: entry.isCommonWord,
        ...(entry.smallTownCountries ? { smallTownCountries: entry.smallTownCountries } : {}),
      };
    }
  }
  return undefined;
}
