import {
  countriesNamedIn,
  findRegionNamed,
  regionsOfMarket,
  tokenizePlaceText,
  type PlaceFinder,
  type RegionCode,
} from '../places/index.js';
import { findExclusionCue, findPostposedCues } from './rule-reading.js';

// The brief's market read from its rule sentences: the places its exclusions name, and the
// regions (US states, Canadian provinces…) its scope sentences narrow a country to.

/** Words before a place in an exclusion that make it the market: "outside Hungary", "other Hungarian towns". */
const MARKET_BEFORE_PLACE = new Set(['outside', 'beyond', 'other', 'rest']);
/** Words that name a part of a region or country ("East …", "northern …"). */
const COMPASS_PARTS = new Set(
  'north south east west northern southern eastern western central upstate downstate northeast northwest southeast southwest'.split(
    ' ',
  ),
);
/** Words that introduce places as the ones left out ("anywhere else", "other countries"). */
const LIST_OF_OTHERS = /\b(else|other|others|outside|beyond|except)\b/i;
/** A scope that covers the whole country, whatever region the brief also names. */
const WHOLE_COUNTRY = /\b(nationwide|nationally|countrywide|country-wide|all (50|fifty) states)\b/i;

export interface ExcludedPlaces {
  /** Places excluded by name (folded), and the countries and regions (country → codes) excluded. */
  excludedPlaceNames: Set<string>;
  /**
   * Towns excluded only as named with their region or country ("<town> <region>"): town → those
   * qualifiers. The town's namesakes elsewhere, the advertiser's own among them, stay in.
   */
  qualifiedExcludedPlaces: Map<string, Set<string>>;
  excludedCountries: Set<string>;
  excludedRegions: Map<string, Set<string>>;
  /** What an exclusion names as the market: "outside Hungary", "anywhere outside Tennessee". */
  marketNamedByExclusions: { countries: Set<string>; regions: RegionCode[] };
}

export function readExcludedPlaces(
  exclusionSentences: readonly string[],
  places: PlaceFinder,
): ExcludedPlaces {
  const read: ExcludedPlaces = {
    excludedPlaceNames: new Set(),
    qualifiedExcludedPlaces: new Map(),
    excludedCountries: new Set(),
    excludedRegions: new Map(),
    marketNamedByExclusions: { countries: new Set(), regions: [] },
  };
  for (const sentence of exclusionSentences) {
    // "We don't sell in the US": a capitalised "US" in prose is the country, not the pronoun.
    const tokens = tokenizePlaceText(sentence, { keepCountryCaps: true });
    // "We only take cases in Tennessee, not Mississippi", "We deliver across the US, including
    // Iowa, but not to Bermuda": what comes before the cue is the market, never out.
    // "Leads from anywhere else (A, B) are not worth paying for": a list that other places
    // introduce is what the cue excludes, wherever the cue stands.
    const cueAt = Math.max(findExclusionCue(sentence), 0);
    const beforeCue = sentence.slice(0, cueAt);
    // "The US, Peru and the rest are out": with the cue after the list, the list is what it
    // excludes.
    const isPostposed = findPostposedCues(sentence).some((cue) => cue.start <= cueAt);
    const cueToken =
      isPostposed || LIST_OF_OTHERS.test(beforeCue)
        ? 0
        : tokenizePlaceText(beforeCue, { keepCountryCaps: true }).length;
    const mentions = places.find(tokens).sort((left, right) => left.startToken - right.startToken);
    const qualifiers = new Set<(typeof mentions)[number]>();
    for (const mention of mentions) {
      if (qualifiers.has(mention)) continue;
      const qualifier = mentions.find(
        (next) => next.startToken === mention.endToken + 1 && next.kind !== 'city',
      );
      if (mention.kind === 'city' && qualifier) {
        qualifiers.add(qualifier);
        const known = read.qualifiedExcludedPlaces.get(mention.text) ?? new Set<string>();
        read.qualifiedExcludedPlaces.set(mention.text, known.add(qualifier.text));
        continue;
      }
      const region = mention.kind === 'region' ? findRegionNamed(mention.text) : undefined;
      const previous = tokens[mention.startToken - 1];
      // "East <region>", "the north of <country>": a part of the place, which the city data cannot draw;
      // excluding the whole would exclude the rest of it.
      if (mention.kind !== 'city' && COMPASS_PARTS.has(previous ?? '')) continue;
      const isMarket =
        MARKET_BEFORE_PLACE.has(previous ?? '') ||
        // "anywhere else in <country>": the rest of the market, not the market itself.
        (previous === 'in' && ['else', 'other'].includes(tokens[mention.startToken - 2] ?? '')) ||
        ((previous === 'the' || previous === 'of') &&
          MARKET_BEFORE_PLACE.has(tokens[mention.startToken - 2] ?? ''));
      if (mention.kind === 'city' && mention.endToken < cueToken) continue;
      if (isMarket || (mention.kind !== 'city' && mention.endToken < cueToken)) {
        if (mention.kind !== 'city')
          read.marketNamedByExclusions.countries.add(mention.countries[0]!.code);
        if (region) read.marketNamedByExclusions.regions.push(region);
        continue;
      }
      read.excludedPlaceNames.add(mention.text);
      // A region excluded leaves the rest of its country in the market ("except Nunavut").
      if (region) addRegion(read.excludedRegions, region);
      else if (mention.kind !== 'city') {
        for (const country of mention.countries) read.excludedCountries.add(country.code);
      }
    }
  }
  return read;
}

/**
 * The regions each market country is narrowed to: those the scope sentences name ("We only take
 * cases in Tennessee") and the exclusions name as the market, less those excluded. A sentence
 * that names a country itself ("Tennessee and the rest of the US"; also, at a price, "Tennessee,
 * U.S.A."), or
 * says it serves nationwide, keeps that country whole.
 */
export function readMarketRegions(
  scopeSentences: readonly string[],
  regionsNamedByExclusions: readonly RegionCode[],
  excludedRegions: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, Set<string>> {
  const regions = new Map<string, Set<string>>();
  const wholeCountries = new Set<string>();
  for (const region of regionsNamedByExclusions) addRegion(regions, region);
  for (const sentence of scopeSentences) {
    const named = regionsOfMarket(sentence);
    if (WHOLE_COUNTRY.test(sentence)) {
      if (named.length === 0) return new Map();
      for (const region of named) wholeCountries.add(region.country);
      continue;
    }
    for (const region of named) {
      if (!excludedRegions.get(region.country)?.has(region.adminCode)) addRegion(regions, region);
    }
    for (const country of countriesNamedIn(sentence)) wholeCountries.add(country);
  }
  for (const country of wholeCountries) regions.delete(country);
  return regions;
}

function addRegion(regions: Map<string, Set<string>>, { country, adminCode }: RegionCode): void {
  const codes = regions.get(country) ?? new Set<string>();
  codes.add(adminCode);
  regions.set(country, codes);
}
