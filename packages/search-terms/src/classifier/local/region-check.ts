import {
  capitalizePlaceName,
  describeRegion,
  findRegionNamed,
  type PlaceCountry,
  type PlaceMention,
} from '../places/index.js';
import type { BriefModel } from './brief-model.js';

// Where a search is for, against a market narrower than a country: the regions (US states,
// Canadian provinces…) the brief serves, or excludes.

/**
 * A city of another region is called out only from this size: a smaller town's name is too often
 * also a village, street or district inside the region that the city data leaves out.
 */
const REGION_CITY_POPULATION = 100_000;

/** Whether a place named in a term is one of the regions the brief serves ("tennessee"). */
export function namesMarketRegion(model: BriefModel, mention: PlaceMention): boolean {
  if (model.marketRegions.size === 0) return false;
  const region = findRegionNamed(mention.text);
  return (
    region !== undefined && model.marketRegions.get(region.country)?.has(region.adminCode) === true
  );
}

/**
 * Why a place in a market country lies outside the regions the brief serves there, or null: a
 * region named ("wisconsin"), or a large city whose namesake inside the served regions, if any, is
 * less than half its size ("milwaukee"; not "lafayette" for an Indiana advertiser).
 */
export function findOutsideMarketRegion(model: BriefModel, mention: PlaceMention): string | null {
  if (model.marketRegions.size === 0) return null;
  const largest = mention.countries[0]?.population ?? 0;
  const named = findRegionNamed(mention.text);
  let reason: string | null = null;
  for (const country of mention.countries) {
    if (!model.marketCountries.has(country.code)) continue;
    const served = model.marketRegions.get(country.code);
    // A region's name is that region, whatever towns elsewhere in the country share it.
    if (named?.country === country.code) {
      if (!served || served.has(named.adminCode)) return null;
      reason ??= `${capitalizePlaceName(mention.text)} is outside the region the brief serves (${describeServed(country.code, served)}).`;
      continue;
    }
    // As for countries, a namesake less than half the size of the largest is not what is meant.
    if (largest > 0 && country.population < largest / 2) continue;
    if (!served || hasServedCity(country, served, largest)) return null;
    const market = describeServed(country.code, served);
    const [city] = country.regions ?? [];
    if (!city || mention.isCommonWord) continue;
    if (city.population < REGION_CITY_POPULATION || city.population < largest / 2) continue;
    const where = describeRegion({ country: country.code, adminCode: city.adminCode });
    reason ??= `${capitalizePlaceName(mention.text)} is in ${where}, outside the region the brief serves (${market}).`;
  }
  return reason;
}

/**
 * Why a large city lies in a region the brief excludes ("reno" when Nevada is excluded), or
 * null; not when a namesake elsewhere is at least half its size.
 */
export function findExcludedRegion(model: BriefModel, mention: PlaceMention): string | null {
  if (model.excludedRegions.size === 0 || mention.isCommonWord) return null;
  const country = mention.countries[0];
  const city = country?.regions?.[0];
  if (!country || !city || city.population < REGION_CITY_POPULATION) return null;
  if (!model.excludedRegions.get(country.code)?.has(city.adminCode)) return null;
  const isAlsoElsewhere =
    mention.countries.some(
      (other) => other !== country && other.population >= city.population / 2,
    ) ||
    country.regions!.some((other) => other !== city && other.population >= city.population / 2);
  if (isAlsoElsewhere) return null;
  const where = describeRegion({ country: country.code, adminCode: city.adminCode });
  return `${capitalizePlaceName(mention.text)} is in ${where}, which the brief excludes.`;
}

/** A city of the name inside the served regions, at least half as large as its largest namesake. */
function hasServedCity(
  country: PlaceCountry,
  served: ReadonlySet<string>,
  largest: number,
): boolean {
  return (country.regions ?? []).some(
    (region) => served.has(region.adminCode) && region.population >= largest / 2,
  );
}

function describeServed(country: string, served: ReadonlySet<string>): string {
  return [...served].map((adminCode) => describeRegion({ country, adminCode })).join(', ');
}
