import {
  capitalizePlaceName,
  describeCountry,
  describeRegion,
  isEverydayEnglishWord,
  type PlaceMention,
  type PlaceFinder,
} from '../places/index.js';
import type { BriefModel } from './brief-model.js';
import { findExcludedRegion, findOutsideMarketRegion, namesMarketRegion } from './region-check.js';
import { locateInServiceArea } from './service-area.js';
import { ORIGIN_WORDS } from './waste-lexicon.js';
import { REGION_ABBREVIATIONS, type RegionOfAbbreviation } from '../places/sub-national-regions.js';

// Where a search is for, against the brief's market: places it excludes by name, its service
// area when it is a local business, the countries it excludes or the market it names.

/**
 * Towns smaller than this are excluded only when the brief names them: a smaller town abroad too
 * often shares its name with a district, county or village at home that the city data leaves out.
 */
const SMALL_TOWN_POPULATION = 100_000;
/** The country abbreviations searchers type; other names this short are words ("uva"). */
const COUNTRY_ABBREVIATIONS = new Set(['uk', 'us', 'usa', 'uae', 'nz', 'eu', 'gb']);
/** Words before a name that make it a landform: "lake <name>", "mount <name>". */
const LANDFORM_BEFORE = new Set(['lake', 'mount', 'mt', 'cape', 'gulf', 'isle', 'loch']);
/** Words after a name that make it a landform: "<name> falls", "<name> river". */
const LANDFORM_AFTER = new Set(['falls', 'river', 'lake', 'mountains', 'range', 'glacier']);
/** Towns of the area's own country beyond its reach: the gazetteer places them surely. */
const AREA_TOWN_POPULATION = 30_000;
/** The same for a local business, whose searchers name its area's districts and villages. */
const LOCAL_SMALL_TOWN_POPULATION = 250_000;

/** Why the term is for a place outside the brief's market, or null. */
export function findWrongLocation(
  model: BriefModel,
  places: PlaceFinder,
  tokens: readonly string[],
): string | null {
  const mentions = places
    .find([...tokens])
    // "uva" (Italian "grape"), "ube": a name of three letters or fewer is a place only as one of
    // the abbreviations people type for a country ("uk", "usa").
    .filter((mention) => mention.text.length > 3 || COUNTRY_ABBREVIATIONS.has(mention.text))
    // "lake <name>", "<name> falls", "mount <name>": a lake, a waterfall or a mountain named
    // like a place is no town.
    .filter(
      (mention) =>
        !LANDFORM_BEFORE.has(tokens[mention.startToken - 1] ?? '') &&
        !LANDFORM_AFTER.has(tokens[mention.endToken + 1] ?? ''),
    );
  // A place the user or the overview says is served wins over any namesake or exclusion: "<own
  // town> or <other town>" weighs the advertiser against elsewhere.
  const isQualified = (mention: (typeof mentions)[number]) =>
    mentions.some((other) => other.startToken === mention.endToken + 1 && other.kind !== 'city') ||
    placeByAbbreviation(mention, tokens) !== null;
  if (
    mentions.some(
      (mention) =>
        model.servedPlaceNames.has(mention.text) ||
        isInServedRegion(model, mention) ||
        (model.ownPlaceNames.has(mention.text) && !isQualified(mention)),
    )
  ) {
    return null;
  }
  const area = model.serviceArea;
  // A place the rules exclude by name is out even beside or inside the service area.
  const named = mentions.find(
    (mention) =>
      model.excludedPlaceNames.has(mention.text) ||
      mentions.some((other) => model.qualifiedExcludedPlaces.get(mention.text)?.has(other.text)),
  );
  if (named) return `The brief excludes ${capitalizePlaceName(named.text)} by name.`;
  // "<town> tx", "<town> bc": the searcher says which namesake they mean.
  for (const mention of mentions) {
    const region = placeByAbbreviation(mention, tokens);
    if (!region) {
      // A town too small for the city data, in a region of a market country ("<town> ky"
      // for a US seller): served as far as anyone can tell.
      if (isAbbreviatedMarketRegion(model, mention, tokens)) return null;
      continue;
    }
    const outside = judgeRegionOfTown(model, region);
    const where = `${capitalizePlaceName(mention.text)}, ${tokens[mention.endToken + 1]!.toUpperCase()}`;
    return outside === null ? null : `${where} ${outside}`;
  }
  // A term that names a town of the area is served: its other place names are districts or
  // streets there ("locksmith <district> <town>"), whatever towns abroad share them.
  if (area && mentions.some((mention) => locateInServiceArea(area, mention).where === 'inside')) {
    return null;
  }
  // So does a term that names the region served ("lawyer <town> tennessee").
  if (mentions.some((mention) => namesMarketRegion(model, mention))) return null;
  const marketCountries = findMarketCountries(model);
  for (const mention of mentions) {
    const best = mention.countries[0];
    if (!best) continue;
    // An origin or style of what is sold ("<country> coffee beans" from a roaster selling it),
    // unless the rules exclude it by name (checked above).
    if (model.productPlaceNames.has(mention.text)) continue;
    // "from <country>" in any language the lexicon holds: where the searcher sets out from.
    if (ORIGIN_WORDS.has(tokens[mention.startToken - 1] ?? '')) continue;
    // "<town> <region>" ("moscow idaho"): the region says which town; it is judged instead.
    if (mention.kind === 'city' && isQualified(mention)) continue;
    // A place whose name is an everyday word ("turkey", "reading") may be the word.
    if (mention.startToken === mention.endToken && isEverydayEnglishWord(mention.text)) continue;
    if (area) {
      const { where, place } = locateInServiceArea(area, mention);
      if (where === 'outside' && place!.population >= AREA_TOWN_POPULATION) {
        const towns = area.towns.map((town) => capitalizePlaceName(town.name)).join(', ');
        return `${capitalizePlaceName(mention.text)} is outside the area the brief serves (around ${towns}).`;
      }
    }
    // A small town abroad the brief does not name may share its name with a village or county
    // at home that the city data leaves out: too unsure to exclude on. A local business's
    // searchers name districts and villages, so only a large city abroad is clearly elsewhere.
    const smallTown = area ? LOCAL_SMALL_TOWN_POPULATION : SMALL_TOWN_POPULATION;
    if (mention.kind === 'city' && best.population < smallTown) continue;
    if (model.excludedCountries.has(best.code) && !isAlsoInMarket(model, mention)) {
      return `${capitalizePlaceName(mention.text)} is in ${describeCountry(best.code)}, which the brief excludes.`;
    }
    const excludedRegion = findExcludedRegion(model, mention);
    if (excludedRegion) return excludedRegion;
    if (marketCountries.size === 0) continue;
    if (isAlsoInMarket({ ...model, marketCountries }, mention)) {
      const outsideRegion = findOutsideMarketRegion(model, mention);
      if (outsideRegion) return outsideRegion;
      continue;
    }
    const market = [...marketCountries].map(describeCountry).join(', ');
    return `${capitalizePlaceName(mention.text)} is in ${describeCountry(best.code)}, outside the market the brief names (${market}).`;
  }
  return null;
}

/** The countries the brief sells in: a local business with no market named sells where its area is. */
function findMarketCountries(model: BriefModel): ReadonlySet<string> {
  const area = model.serviceArea;
  return model.marketCountries.size === 0 && area ? new Set([area.country]) : model.marketCountries;
}

/**
 * A place name shared by a market country and another one counts as the market's, however much
 * larger its namesake abroad: the served place always wins (a British advertiser's "<town>"
 * is the British town, not a larger namesake abroad).
 */
function isAlsoInMarket(
  model: { marketCountries: ReadonlySet<string>; excludedCountries: ReadonlySet<string> },
  mention: Pick<PlaceMention, 'countries' | 'smallTownCountries'>,
): boolean {
  const isServed = (code: string) =>
    model.marketCountries.has(code) && !model.excludedCountries.has(code);
  return (
    mention.countries.some((country) => isServed(country.code)) ||
    // A town at home too small for the finder still makes the name ambiguous: keep.
    [...(mention.smallTownCountries ?? [])].some(isServed)
  );
}

/**
 * The region a town is placed in by the abbreviation right after it, at the end of the term (a
 * ZIP code may follow): "<town> tx". Only when the town has a namesake in that very region, so
 * "in", "me" or "ok" elsewhere stay words.
 */
function placeByAbbreviation(
  mention: PlaceMention,
  tokens: readonly string[],
): RegionOfAbbreviation | null {
  if (mention.kind !== 'city') return null;
  const next = tokens[mention.endToken + 1];
  if (next === undefined) return null;
  if (tokens.slice(mention.endToken + 2).some((token) => !/^\d+$/.test(token))) return null;
  for (const region of REGION_ABBREVIATIONS[next] ?? []) {
    const country = mention.countries.find((candidate) => candidate.code === region.country);
    if (country?.regions?.some((held) => held.adminCode === region.adminCode)) return region;
  }
  return null;
}

/** A city followed, at the end of the term, by the abbreviation of a market country's region. */
function isAbbreviatedMarketRegion(
  model: BriefModel,
  mention: PlaceMention,
  tokens: readonly string[],
): boolean {
  if (mention.kind !== 'city' || mention.endToken !== tokens.length - 2) return false;
  return (REGION_ABBREVIATIONS[tokens[mention.endToken + 1]!] ?? []).some(
    (region) =>
      model.marketCountries.has(region.country) &&
      !model.excludedCountries.has(region.country) &&
      !model.excludedRegions.get(region.country)?.has(region.adminCode),
  );
}

/** Why a town placed in a region is outside the brief's market (to follow its name), or null. */
function judgeRegionOfTown(model: BriefModel, region: RegionOfAbbreviation): string | null {
  const where = describeRegion(region);
  const country = describeCountry(region.country);
  const area = model.serviceArea;
  // The region the area's own towns lie in is served, whatever a sentence seemed to exclude.
  if (
    area?.country === region.country &&
    area.towns.some((town) => town.adminCode === region.adminCode)
  ) {
    return null;
  }
  if (model.excludedCountries.has(region.country)) {
    return `is in ${where}, ${country}, which the brief excludes.`;
  }
  const marketCountries = findMarketCountries(model);
  if (marketCountries.size > 0 && !marketCountries.has(region.country)) {
    const market = [...marketCountries].map(describeCountry).join(', ');
    return `is in ${where}, ${country}, outside the market the brief names (${market}).`;
  }
  if (model.excludedRegions.get(region.country)?.has(region.adminCode)) {
    return `is in ${where}, which the brief excludes.`;
  }
  const served = model.marketRegions.get(region.country);
  if (served && !served.has(region.adminCode)) {
    return `is in ${where}, outside the region the brief serves.`;
  }
  // A local business's towns all lie in other regions of the country.
  if (
    area?.country === region.country &&
    area.towns.length > 0 &&
    area.towns.every((town) => town.adminCode !== undefined && town.adminCode !== region.adminCode)
  ) {
    const towns = area.towns.map((town) => capitalizePlaceName(town.name)).join(', ');
    return `is in ${where}, outside the area the brief serves (around ${towns}).`;
  }
  return null;
}

/** A town of a region the user says is served ("Brandon" once Manitoba is). */
function isInServedRegion(model: BriefModel, mention: PlaceMention): boolean {
  return model.servedRegions.some((region) =>
    mention.countries.some(
      (country) =>
        country.code === region.country &&
        (country.regions ?? []).some((place) => place.adminCode === region.adminCode),
    ),
  );
}
