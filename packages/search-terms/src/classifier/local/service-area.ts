import type { PlaceCountry, PlaceFinder, PlaceMention } from '../places/index.js';
import { tokenize } from '../text/fold-text.js';

// A local business's service area, read from the towns its scope rules name ("We only work in
// Sheffield, Rotherham and Barnsley"): a town near one of them is inside it, though the brief never names
// it; a sizeable town of the same country far from all of them is outside, though the brief never
// excludes it. Distances come from the gazetteer's coordinates, so any region of any country works.

/** How far from a named town a search may still be served: a local trade's usual drive. */
export const SERVICE_RADIUS_KM = 20;

/** Words of a business that sends what it sells rather than going to its customers. */
const SENDS_FAR =
  /\b(ship|ships|shipping|shipped|deliver|delivers|delivery|post|posted|nationwide|countrywide|warehouses?|dispatch(es|ed)?)\b/i;

/**
 * Where a local business receives its customers ("two clinics in <town>", "five restaurants in
 * <town>: <district>, <district>"): the town it is in is its area though no rule says "only".
 */
const PREMISES =
  /\b(clinics?|practices?|restaurants?|caf[eé]s?|bars?|bakery|bakeries|stores?|shops?|showrooms?|salons?|studios?|gyms?|branches|locations?|surgery|surgeries|workshops?|garages?)\s+(?:(?:is|are)\s+)?(in|at|across)\b/i;

/** "delivery within about 5 km": a business that brings what it sells only around its doors. */
const DELIVERS_NEAR =
  /\b(within|about|up to)\s+(about\s+)?\d+(\.\d+)?\s*(km|kilomet\w*|mi|miles?)\b/i;

function sendsFar(sentence: string): boolean {
  return SENDS_FAR.test(sentence) && !DELIVERS_NEAR.test(sentence);
}

/** A list of capitalised names ending in "county" or "counties" ("A, B and C counties"). */
const NAME = String.raw`\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)*`;
const COUNTY_LIST = new RegExp(
  String.raw`(?:${NAME}\s*(?:,\s*(?:and\s+|&\s+)?|\s+and\s+|\s*&\s*|\s*/\s*))*${NAME}\s+[Cc]ount(?:y|ies)\b`,
  'gu',
);

export interface ServiceArea {
  /** ISO code of the country the named towns lie in. */
  country: string;
  /** The named towns, as the brief writes them, with where they are. */
  towns: { name: string; latitude: number; longitude: number; adminCode?: string }[];
}

/**
 * The towns named by the brief's scope sentences, in the country most of them lie in ("Springfield"
 * is a town abroad, the area's are not). A brief that names no town, or fewer than two of one
 * country, has no local service area.
 */
export function readServiceArea(
  scopeSentences: readonly string[],
  places: PlaceFinder,
  /** The overview's clauses: a clause saying where the premises are draws the area alone. */
  overviewClauses: readonly string[] = [],
): ServiceArea | null {
  // "We ship nationwide from our warehouses in A and B" names towns a business sends from, not
  // the only ones it serves.
  // "Franklin and Fairfield counties": counties the city data cannot draw, whose names are also
  // towns far from them, so they name no towns of the area.
  // The towns the same sentence names beside them still draw it.
  const cities = (sentence: string) =>
    places.find(tokenize(sentence)).filter((mention) => mention.kind === 'city');
  const local = scopeSentences
    .filter((sentence) => !sendsFar(sentence))
    .map((sentence) => sentence.replace(COUNTY_LIST, ' '));
  // A business that ships or delivers far is not local, wherever its shop is.
  const premises = overviewClauses.some(sendsFar)
    ? []
    : overviewClauses.filter((clause) => PREMISES.test(clause)).flatMap(cities);
  const mentions = [...local.flatMap(cities), ...premises];
  const votes = new Map<string, number>();
  for (const mention of mentions) {
    for (const code of new Set(mention.countries.map((country) => country.code))) {
      votes.set(code, (votes.get(code) ?? 0) + 1);
    }
  }
  const [country, count] = [...votes].sort((left, right) => right[1] - left[1])[0] ?? ['', 0];
  const premisesInCountry = premises.some((mention) =>
    mention.countries.some((candidate) => candidate.code === country),
  );
  if ((count < 2 && !premisesInCountry) || count * 2 <= mentions.length) return null;
  const named = new Set<string>();
  const towns = mentions.flatMap((mention) => {
    if (named.has(mention.text)) return [];
    named.add(mention.text);
    const place = mention.countries.find((candidate) => candidate.code === country);
    return place?.latitude === undefined || place.longitude === undefined
      ? []
      : [
          {
            name: mention.text,
            latitude: place.latitude,
            longitude: place.longitude,
            adminCode: place.regions?.[0]?.adminCode,
          },
        ];
  });
  return { country, towns };
}

/**
 * Where a place named in a term lies with respect to the service area: `inside` when a place of
 * that name in the area's country is within the radius of a named town, `outside` when the name's
 * place in that country is a town beyond it, `elsewhere` when the name has no town in that country
 * (other countries are the market's business).
 */
export function locateInServiceArea(
  area: ServiceArea,
  mention: PlaceMention,
): { where: 'inside' | 'nearby' | 'outside' | 'elsewhere'; place?: PlaceCountry } {
  const place = mention.countries.find((country) => country.code === area.country);
  if (place?.latitude === undefined || place.longitude === undefined) return { where: 'elsewhere' };
  const nearest = Math.min(
    ...area.towns.map((town) =>
      distanceInKm(town.latitude, town.longitude, place.latitude!, place.longitude!),
    ),
  );
  if (nearest <= SERVICE_RADIUS_KM) return { where: 'inside', place };
  // Just beyond the radius, people still travel in (a holidaymaker's resort, a commuter town):
  // too close to call out of the area.
  if (nearest <= SERVICE_RADIUS_KM * NEARBY_FACTOR) return { where: 'nearby', place };
  return { where: 'outside', place };
}

/** How many radii out a town is still too close to call outside the area. */
const NEARBY_FACTOR = 3;

/** Great-circle distance (haversine), in kilometres. */
export function distanceInKm(
  latitude1: number,
  longitude1: number,
  latitude2: number,
  longitude2: number,
): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = toRadians(latitude2 - latitude1);
  const dLongitude = toRadians(longitude2 - longitude1);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(latitude1)) * Math.cos(toRadians(latitude2)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
