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

/** The region a folded place name names ("iowa", "new south wales"), if it is one of the list. */
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

/** A region's name for reasons ("Tennessee", "Manitoba"), or its code when the list lacks it. */
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

/** Verbs of sending: a region after their "from" is where goods leave, not the market. */
const SENDING = new Set([
  'ship',
  'ships',
  'shipped',
  'dispatch',
  'dispatches',
  'send',
  'sends',
  'post',
  'posts',
]);
/** Words before "in" that make the region where the business sits, not whom it serves. */
const SITUATED = new Set(
  'based headquartered located warehouse warehouses office offices factory workshop showroom'.split(
    ' ',
  ),
);

/**
 * The sub-national regions named in a brief's free text as served, in order: "We only take cases
 * in Tennessee" → [US TN]. Not where the business sits or ships from ("based in Iowa", "we ship
 * from Nevada"). A name that is a country first (a country that is also a US state) is left to the
 * countries; whether a region is served or excluded is the caller's reading of the sentence, as
 * for countries.
 */
export function regionsOfMarket(text: string): RegionCode[] {
  const tokens = tokenizePlaceText(text, { keepCountryCaps: true });
  const regions: RegionCode[] = [];
  // The end of the last place left out: "offices in Iowa and Kansas" leaves both out.
  let leftOutEnd = -2;
  for (const mention of getDefaultPlaceFinder().find(tokens)) {
    const region = mention.kind === 'region' ? findRegionNamed(mention.text) : undefined;
    const between = tokens.slice(leftOutEnd + 1, mention.startToken);
    const isListedAfterLeftOut =
      leftOutEnd >= 0 && between.every((token) => token === 'and' || token === 'or');
    if (isListedAfterLeftOut || isOriginOrSeat(tokens, mention.startToken)) {
      leftOutEnd = mention.endToken;
      continue;
    }
    if (region) regions.push(region);
  }
  return regions;
}

/**
 * The countries a brief sentence names as countries, not through a region or demonym: "We serve
 * Tennessee and the rest of the US" → ["US"].
 */
export function countriesNamedIn(text: string): string[] {
  const tokens = tokenizePlaceText(text, { keepCountryCaps: true });
  return getDefaultPlaceFinder()
    .find(tokens)
    .filter((mention) => mention.kind === 'country')
    .map((mention) => mention.countries[0]!.code);
}

function isOriginOrSeat(tokens: readonly string[], start: number): boolean {
  const before = tokens.slice(0, start).filter((token) => token !== 'the');
  const previous = before.at(-1);
  if (previous === 'from') return before.some((token) => SENDING.has(token));
  return previous === 'in' && SITUATED.has(before.at(-2) ?? '');
}
