// Rest.li protocol 2.0 query encoding, which LinkedIn's versioned API requires: structure is written
// with literal `(`, `)`, `,`, `:` and `List(…)`, and every value inside is percent-encoded, so a urn
// travels as `urn%3Ali%3AsponsoredCampaign%3A1`. URLSearchParams cannot produce this (it would encode
// the structure too), hence this small encoder.

export type RestliValue =
  string | number | boolean | readonly RestliValue[] | { readonly [key: string]: RestliValue };

/** encodeURIComponent leaves `( ) ' ! *` alone; Rest.li reserves the first three, so encode them all. */
export function encodeRestliString(value: string): string {
  return encodeURIComponent(value).replace(
    /[()'!*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function encodeRestliValue(value: RestliValue): string {
  if (Array.isArray(value)) {
    return `List(${(value as readonly RestliValue[]).map(encodeRestliValue).join(',')})`;
  }
  if (typeof value === 'object') {
    const fields = Object.entries(value as { readonly [key: string]: RestliValue }).map(
      ([key, field]) => `${encodeRestliString(key)}:${encodeRestliValue(field)}`,
    );
    return `(${fields.join(',')})`;
  }
  return encodeRestliString(String(value));
}

/** A query string (without `?`) of Rest.li-encoded parameters; undefined ones are left out. */
export function buildRestliQuery(params: Record<string, RestliValue | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, RestliValue] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeRestliString(key)}=${encodeRestliValue(value)}`)
    .join('&');
}

/** The id at the end of a urn (`urn:li:sponsoredCreative:123` -> `123`). */
export function readUrnId(urn: string): string {
  return urn.slice(urn.lastIndexOf(':') + 1);
}
