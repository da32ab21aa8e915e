import { createStaticAccount, type GoogleAccountData } from './google-account-data.js';
import { defineAd, defineAdGroup, defineCampaign, defineCustomer } from './google-builders.js';
import { EMPTY_KEYWORD_LISTS, type GoogleAdGroupKeyword } from './google-keyword-types.js';

// The smaller Google accounts: one nobody named, a manager (MCC) with two clients its login can
// only reach through it, a consultant's own account and a test account.

export const NONAME_CUSTOMER = defineCustomer({
  id: '4120000004',
  descriptiveName: '',
  currencyCode: 'EUR',
  timeZone: 'Europe/Berlin',
});

export const AGENCY_MANAGER_CUSTOMER = defineCustomer({
  id: '5230000001',
  descriptiveName: 'Hopper Agency (MCC)',
  currencyCode: 'USD',
  timeZone: 'America/New_York',
  isManager: true,
  clientIds: ['5230000011', '5230000012'],
});

export const COFFEE_CUSTOMER = defineCustomer({
  id: '5230000011',
  descriptiveName: 'Cobol Coffee Roasters',
  currencyCode: 'USD',
  timeZone: 'America/Chicago',
});

export const WATCHES_CUSTOMER = defineCustomer({
  id: '5230000012',
  descriptiveName: 'Nanosecond Watches',
  currencyCode: 'GBP',
  timeZone: 'Europe/London',
  finalUrlSuffix: 'utm_source=google&utm_medium=cpc&utm_campaign={campaignid}',
});

export const CONSULTING_CUSTOMER = defineCustomer({
  id: '5230000002',
  descriptiveName: 'Grace Hopper Consulting',
  currencyCode: 'USD',
  timeZone: 'America/New_York',
});

export const ORBITAL_CUSTOMER = defineCustomer({
  id: '6340000001',
  descriptiveName: 'Orbital Mechanics Test Account',
  currencyCode: 'USD',
  timeZone: 'America/New_York',
  isTestAccount: true,
});

export function createNonameAccount(): GoogleAccountData {
  return createStaticAccount({
    customer: NONAME_CUSTOMER,
    campaigns: [defineCampaign(NONAME_CUSTOMER.id, '21000000401', 'Campaign #1', 'SEARCH')],
    adGroups: [defineAdGroup('21000000401', '31000000401', 'Ad group 1')],
    ads: [
      defineAd('31000000401', '41000000401', 'RESPONSIVE_SEARCH_AD', ['https://noname.example/']),
      defineAd('31000000401', '41000000402', 'RESPONSIVE_SEARCH_AD', [
        'https://noname.example/angebote?utm_source=google',
      ]),
    ],
  });
}

export function createAgencyManagerAccount(): GoogleAccountData {
  // A manager account serves no ads of its own.
  return createStaticAccount({ customer: AGENCY_MANAGER_CUSTOMER });
}

/**
 * Cobol Coffee's keywords: some set URL fields of their own, which win over the ad's for their
 * clicks ("the keyword tracking template is the most specific", support.google.com/google-ads/
 * answer/7197008). Espresso: an enabled keyword with its own suffix (a tool's leftover), one
 * with its own tracking template, a paused one with a suffix (serves nothing), a plain one.
 * Filter: only a keyword with a custom parameter no Utmost value uses.
 */
const COFFEE_KEYWORDS: GoogleAdGroupKeyword[] = [
  {
    criterionId: '51000000501',
    campaignId: '21000000501',
    adGroupId: '31000000501',
    text: 'espresso beans',
    matchType: 'EXACT',
    negative: false,
    status: 'ENABLED',
    finalUrlSuffix: 'utm_source=bing&utm_medium=cpc&kw=espresso',
  },
  {
    criterionId: '51000000502',
    campaignId: '21000000501',
    adGroupId: '31000000501',
    text: 'dark roast espresso',
    matchType: 'PHRASE',
    negative: false,
    status: 'ENABLED',
    trackingUrlTemplate: '{lpurl}?kwtrack=dark-roast',
  },
  {
    criterionId: '51000000503',
    campaignId: '21000000501',
    adGroupId: '31000000501',
    text: 'cheap espresso',
    matchType: 'BROAD',
    negative: false,
    status: 'PAUSED',
    finalUrlSuffix: 'kw=cheap',
  },
  {
    criterionId: '51000000504',
    campaignId: '21000000501',
    adGroupId: '31000000501',
    text: 'espresso',
    matchType: 'BROAD',
    negative: false,
    status: 'ENABLED',
  },
  {
    criterionId: '51000000505',
    campaignId: '21000000501',
    adGroupId: '31000000502',
    text: 'filter coffee',
    matchType: 'PHRASE',
    negative: false,
    status: 'ENABLED',
    urlCustomParameters: [{ key: 'brew', value: 'pour-over' }],
  },
];

export function createCoffeeAccount(): GoogleAccountData {
  const id = COFFEE_CUSTOMER.id;
  return createStaticAccount({
    customer: COFFEE_CUSTOMER,
    campaigns: [
      defineCampaign(id, '21000000501', 'Beans – Search', 'SEARCH', {
        trackingUrlTemplate: '{lpurl}?agency=hopper',
      }),
      defineCampaign(id, '21000000502', 'Beans – Performance Max', 'PERFORMANCE_MAX'),
    ],
    adGroups: [
      defineAdGroup('21000000501', '31000000501', 'Espresso'),
      defineAdGroup('21000000501', '31000000502', 'Filter'),
    ],
    ads: [
      defineAd('31000000501', '41000000501', 'RESPONSIVE_SEARCH_AD', [
        'https://cobol-coffee.example/espresso',
      ]),
      defineAd('31000000501', '41000000502', 'RESPONSIVE_SEARCH_AD', [
        'https://cobol-coffee.example/espresso?roast=dark',
      ]),
      defineAd('31000000502', '41000000503', 'RESPONSIVE_SEARCH_AD', [
        'https://cobol-coffee.example/filter#brew-guide',
      ]),
    ],
    keywordLists: { ...EMPTY_KEYWORD_LISTS, adGroupKeywords: COFFEE_KEYWORDS },
  });
}

export function createWatchesAccount(): GoogleAccountData {
  const id = WATCHES_CUSTOMER.id;
  return createStaticAccount({
    customer: WATCHES_CUSTOMER,
    campaigns: [defineCampaign(id, '21000000601', 'Watches – Shopping', 'SHOPPING')],
    adGroups: [defineAdGroup('21000000601', '31000000601', 'All watches')],
    ads: [defineAd('31000000601', '41000000601', 'SHOPPING_PRODUCT_AD', [])],
  });
}

export function createConsultingAccount(): GoogleAccountData {
  const id = CONSULTING_CUSTOMER.id;
  return createStaticAccount({
    customer: CONSULTING_CUSTOMER,
    campaigns: [defineCampaign(id, '21000000701', 'Compiler workshops', 'SEARCH')],
    adGroups: [defineAdGroup('21000000701', '31000000701', 'Workshops')],
    ads: [
      defineAd('31000000701', '41000000701', 'RESPONSIVE_SEARCH_AD', [
        'https://hopper-consulting.example/workshops',
      ]),
      defineAd('31000000701', '41000000702', 'TEXT_AD', [
        'https://hopper-consulting.example/legacy',
      ]),
    ],
  });
}

export function createOrbitalAccount(): GoogleAccountData {
  const id = ORBITAL_CUSTOMER.id;
  return createStaticAccount({
    customer: ORBITAL_CUSTOMER,
    campaigns: [defineCampaign(id, '21000000801', 'Trajectories', 'SEARCH')],
    adGroups: [defineAdGroup('21000000801', '31000000801', 'Launch windows')],
    ads: [
      defineAd('31000000801', '41000000801', 'RESPONSIVE_SEARCH_AD', [
        'https://orbital.example/launch?utm_source=google&utm_medium=cpc',
      ]),
    ],
  });
}
