import { getDefaultPlaceFinder } from './place-finder.js';
import { tokenizePlaceText } from './place-text.js';
import { REGION_ADMIN_CODES } from './sub-national-regions.js';

/** A sub-national region: its country's ISO code and its GeoNames admin1 code there. */
export interface RegionCode {
  country: string;
  adminCode: string;
}

let regionsByName: Map<string, RegionCode> | undefined;
let regionNames: Map<string, string> | undefined;

/** The region a folded place name names ("texas", "new south wales"), if it is one of the list. */
export function findRegionNamed(foldedName: string): RegionCode | undefined {
  regionsByName ??= new Map(
    Object.entries(REGION_ADMIN_CODES).flatMap(([country, regions]) =>
      Object.entries(regions).map(([name, adminCode]): [string, RegionCode] => [
        tokenizePlaceText(name).join(' '),
        { country, adminCode },
      ]),
    ),
  );
  return regionsByName.get(foldedName);
}

/** A region's name for reasons ("Texas", "Ontario"), or its code when the list lacks it. */
export function describeRegion({ country, adminCode }: RegionCode): string {
  regionNames ??= new Map(
    Object.entries(REGION_ADMIN_CODES).flatMap(([code, regions]) =>
      Object.entries(regions)
        .reverse()
        .map(([name, admin]): [string, string] => [`${code} ${admin}`, name]),
    ),
  );
  return regionNames.get(`${country} ${adminCode}`) ?? adminCode;
}

/**
 * The sub-national regions named in a brief's free text, in order: "We only take cases in Texas"
 * → [US TX]. A name that is a country first ("Georgia") is left to the countries; whether a
 * region is served or excluded is the caller's reading of the sentence, as for countries.
 */
export function regionsOfMarket(text: string): RegionCode[] {
  const tokens = tokenizePlaceText(text, { keepCountryCaps: true });
  return getDefaultPlaceFinder()
    .find(tokens)
    .filter((mention) => mention.kind === 'region')
    .map((mention) => findRegionNamed(mention.text))
    .filter((region): region is RegionCode => region !== undefined);
}
