/**
 * A deliberately small hand list, allowed only for what no installed data package ships and
 * searchers type all the time: the sub-national regions of the few countries where they are
 * commonly searched (US states, the UK's nations, Canadian provinces and territories, Australian
 * states and territories), plus the everyday short forms of country names that the ISO data lacks.
 * Everything else (countries in every language, cities) comes from the packages.
 */

/** Region name → the country it belongs to. */
export const SUB_NATIONAL_REGIONS: Readonly<Record<string, string>> = {
  ...regionsOf('GB', ['England', 'Scotland', 'Wales', 'Northern Ireland']),
  ...regionsOf('US', [
    'Alabama',
    'Alaska',
    'Arizona',
    'Arkansas',
    'California',
    'Colorado',
    'Connecticut',
    'Delaware',
    'Florida',
    'Georgia',
    'Hawaii',
    'Idaho',
    'Illinois',
    'Indiana',
    'Iowa',
    'Kansas',
    'Kentucky',
    'Louisiana',
    'Maine',
    'Maryland',
    'Massachusetts',
    'Michigan',
    'Minnesota',
    'Mississippi',
    'Missouri',
    'Montana',
    'Nebraska',
    'Nevada',
    'New Hampshire',
    'New Jersey',
    'New Mexico',
    'New York',
    'North Carolina',
    'North Dakota',
    'Ohio',
    'Oklahoma',
    'Oregon',
    'Pennsylvania',
    'Rhode Island',
    'South Carolina',
    'South Dakota',
    'Tennessee',
    'Texas',
    'Utah',
    'Vermont',
    'Virginia',
    'Washington',
    'West Virginia',
    'Wisconsin',
    'Wyoming',
    'District of Columbia',
    'Washington DC',
  ]),
  ...regionsOf('CA', [
    'Alberta',
    'British Columbia',
    'Manitoba',
    'New Brunswick',
    'Newfoundland and Labrador',
    'Newfoundland',
    'Nova Scotia',
    'Ontario',
    'Prince Edward Island',
    'Quebec',
    'Saskatchewan',
    'Northwest Territories',
    'Nunavut',
    'Yukon',
  ]),
  ...regionsOf('AU', [
    'New South Wales',
    'Victoria',
    'Queensland',
    'South Australia',
    'Western Australia',
    'Tasmania',
    'Northern Territory',
    'Australian Capital Territory',
  ]),
};

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

function regionsOf(country: string, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, country]));
}
