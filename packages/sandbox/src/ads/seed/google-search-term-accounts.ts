import { createStaticAccount, type GoogleAccountData } from './google-account-data.js';
import { defineAd, defineAdGroup, defineCampaign, defineCustomer } from './google-builders.js';
import type {
  GoogleAd,
  GoogleAdGroup,
  GoogleCampaign,
  GoogleCustomer,
  GoogleKeyword,
  GoogleSearchTerm,
  SearchTermMatchType,
  SearchTermSeed,
} from './google-types.js';
import { buildKeywordLists, type NegativeSeed } from './google-keyword-seed.js';
import { HEARTHLY_SEARCH_TERMS } from './search-terms-hearthly.js';
import { SPROUTSTRONG_SEARCH_TERMS } from './search-terms-sproutstrong.js';

// The two advertisers of the search-term dev set, as Google Ads accounts: their search campaigns
// and ad groups (named as in the data set), two responsive search ads per ad group, the keywords
// the data set names as matched, and every search term of the set with its 30-day totals.

interface AdGroupPlan {
  id: string;
  name: string;
  /** Landing pages of the ad group's ads, relative to the site. */
  paths: [string, string];
}

interface CampaignPlan {
  id: string;
  name: string;
  adGroups: AdGroupPlan[];
  /** Campaign-level tracking the ads inherit (none of them sets its own). */
  trackingUrlTemplate?: string;
}

interface AdvertiserPlan {
  customer: GoogleCustomer;
  site: string;
  firstAdId: number;
  /** Criterion id of the first keyword; each distinct keyword of an ad group takes the next. */
  firstKeywordId: number;
  campaigns: CampaignPlan[];
  terms: readonly SearchTermSeed[];
  /** Campaigns without search terms (other types), kept apart from the data set's ones. */
  extraCampaigns: GoogleCampaign[];
  extraAdGroups: GoogleAdGroup[];
  extraAds: GoogleAd[];
  /** Existing negatives at every level, so the planner has something to find and respect. */
  negatives: NegativeSeed;
}

export const HEARTHLY_CUSTOMER = defineCustomer({
  id: '4120000001',
  descriptiveName: 'Hearthly',
  currencyCode: 'EUR',
  timeZone: 'Europe/Dublin',
});

export const SPROUTSTRONG_CUSTOMER = defineCustomer({
  id: '4120000002',
  descriptiveName: 'Sproutstrong',
  currencyCode: 'USD',
  timeZone: 'America/New_York',
  // Inherited by every ad (none sets its own): an ad-level suffix replaces it entirely, so a
  // tagging run must carry `ss_ref` and `gclsrc` along (issue 12).
  finalUrlSuffix: 'utm_source=google&utm_medium=cpc&ss_ref=sem&gclsrc=aw.ds',
});

const HEARTHLY: AdvertiserPlan = {
  customer: HEARTHLY_CUSTOMER,
  site: 'https://www.hearthly.example',
  firstAdId: 41000000101,
  firstKeywordId: 51000000101,
  terms: HEARTHLY_SEARCH_TERMS,
  campaigns: [
    {
      id: '21000000101',
      name: 'Brand',
      adGroups: [{ id: '31000000101', name: 'Hearthly', paths: ['/', '/about'] }],
    },
    {
      id: '21000000102',
      name: 'Home Insurance - Generic',
      adGroups: [
        { id: '31000000102', name: 'Home Insurance', paths: ['/home-insurance', '/quote'] },
        {
          id: '31000000103',
          name: 'Buildings & Contents',
          paths: ['/buildings-and-contents', '/quote?cover=bc'],
        },
      ],
    },
    {
      id: '21000000103',
      name: 'Home Insurance - Counties',
      adGroups: [{ id: '31000000104', name: 'Counties', paths: ['/counties', '/counties/cork'] }],
    },
    {
      id: '21000000104',
      name: 'Home Insurance - Segments',
      adGroups: [
        { id: '31000000105', name: 'Holiday Home', paths: ['/holiday-home', '/quote?type=hh'] },
        { id: '31000000106', name: 'Renters', paths: ['/renters', '/quote?type=contents'] },
        { id: '31000000107', name: 'Landlord', paths: ['/landlord', '/quote?type=landlord'] },
      ],
    },
    {
      id: '21000000105',
      name: 'Irish Language',
      adGroups: [{ id: '31000000108', name: 'Gaeilge', paths: ['/ga', '/ga/luachan'] }],
    },
  ],
  extraCampaigns: [
    defineCampaign('4120000001', '21000000106', 'Performance Max - Quotes', 'PERFORMANCE_MAX'),
  ],
  extraAdGroups: [],
  extraAds: [],
  negatives: {
    firstCriterionId: 61000000101,
    adGroup: [{ adGroupId: '31000000106', text: 'quillabyte rental', matchType: 'PHRASE' }],
    campaign: [{ campaignId: '21000000102', text: 'zorbelwick', matchType: 'BROAD' }],
    sharedLists: [
      {
        id: '71000000101',
        name: 'Utmost sandbox - research words',
        members: [
          { text: 'plimtrove guide', matchType: 'PHRASE' },
          { text: 'vantablix', matchType: 'EXACT' },
        ],
        campaignIds: ['21000000102', '21000000103'],
      },
    ],
    accountList: {
      id: '71000000102',
      name: 'Account negatives',
      members: [{ text: 'grumbletaft jobs', matchType: 'PHRASE' }],
    },
  },
};

const SPROUTSTRONG: AdvertiserPlan = {
  customer: SPROUTSTRONG_CUSTOMER,
  site: 'https://www.sproutstrong.example',
  firstAdId: 41000000201,
  firstKeywordId: 51000000201,
  terms: SPROUTSTRONG_SEARCH_TERMS,
  campaigns: [
    {
      id: '21000000201',
      name: 'Brand',
      adGroups: [{ id: '31000000201', name: 'Sproutstrong', paths: ['/', '/subscribe'] }],
      // A third-party click tracker in front of the landing page, set once for the campaign.
      trackingUrlTemplate:
        'https://clicks.sproutstrong-analytics.example/c?cid={campaignid}&u={lpurl}',
    },
    {
      id: '21000000202',
      name: 'Vegan Protein - Generic',
      adGroups: [
        {
          id: '31000000202',
          name: 'Vegan Protein Powder',
          paths: ['/products/vegan-protein-blend', '/products/pea-protein'],
        },
        {
          id: '31000000203',
          name: 'Dietary',
          paths: ['/products/sugar-free', '/products/organic'],
        },
        {
          id: '31000000204',
          name: 'Flavors',
          paths: ['/flavors', '/flavors?sort=popular#chocolate'],
        },
      ],
    },
    {
      id: '21000000203',
      name: 'Bars & Creatine',
      adGroups: [
        {
          id: '31000000205',
          name: 'Bars & Creatine',
          paths: ['/products/bars', '/products/creatine'],
        },
      ],
    },
    {
      id: '21000000204',
      name: 'Spanish',
      adGroups: [{ id: '31000000206', name: 'ES', paths: ['/es', '/es/proteina'] }],
    },
  ],
  extraCampaigns: [
    defineCampaign('4120000002', '21000000205', 'Shopping - All products', 'SHOPPING'),
  ],
  extraAdGroups: [defineAdGroup('21000000205', '31000000207', 'All products')],
  extraAds: [defineAd('31000000207', '41000000299', 'SHOPPING_PRODUCT_AD', [])],
  negatives: {
    firstCriterionId: 61000000201,
    adGroup: [],
    campaign: [{ campaignId: '21000000202', text: 'quillabyte', matchType: 'EXACT' }],
    sharedLists: [],
    accountList: null,
  },
};

/** Whether a term is also a keyword of the account, as search_term_view.status reports it. */
function describeTermStatus(term: SearchTermSeed): GoogleSearchTerm['status'] {
  const [text, , , keyword, matchType] = term;
  return matchType === 'EXACT' && text === keyword ? 'ADDED' : 'NONE';
}

function buildAdvertiserAccount(plan: AdvertiserPlan): GoogleAccountData {
  const customerId = plan.customer.id;
  const campaigns: GoogleCampaign[] = [];
  const adGroups: GoogleAdGroup[] = [];
  const ads: GoogleAd[] = [];
  const adGroupIdsByName = new Map<string, { campaignId: string; adGroupId: string }>();
  let nextAdId = plan.firstAdId;
  for (const campaignPlan of plan.campaigns) {
    campaigns.push(
      defineCampaign(customerId, campaignPlan.id, campaignPlan.name, 'SEARCH', {
        ...(campaignPlan.trackingUrlTemplate
          ? { trackingUrlTemplate: campaignPlan.trackingUrlTemplate }
          : {}),
      }),
    );
    for (const adGroupPlan of campaignPlan.adGroups) {
      adGroups.push(defineAdGroup(campaignPlan.id, adGroupPlan.id, adGroupPlan.name));
      adGroupIdsByName.set(`${campaignPlan.name}\u0000${adGroupPlan.name}`, {
        campaignId: campaignPlan.id,
        adGroupId: adGroupPlan.id,
      });
      for (const path of adGroupPlan.paths) {
        ads.push(
          defineAd(adGroupPlan.id, String(nextAdId), 'RESPONSIVE_SEARCH_AD', [
            `${plan.site}${path}`,
          ]),
        );
        nextAdId += 1;
      }
    }
  }
  const keywords = new Map<string, GoogleKeyword>();
  let nextKeywordId = plan.firstKeywordId;
  const findKeyword = (adGroupId: string, text: string, matchType: string): GoogleKeyword => {
    const key = `${adGroupId}\u0000${text}\u0000${matchType}`;
    let keyword = keywords.get(key);
    if (!keyword) {
      keyword = {
        criterionId: String(nextKeywordId),
        text,
        matchType: matchType as SearchTermMatchType,
      };
      nextKeywordId += 1;
      keywords.set(key, keyword);
    }
    return keyword;
  };
  const campaignOfAdGroup = new Map(adGroups.map((adGroup) => [adGroup.id, adGroup.campaignId]));
  const searchTerms = plan.terms.map((term): GoogleSearchTerm => {
    const [text, campaignName, adGroupName, keyword, matchType] = term;
    const place = adGroupIdsByName.get(`${campaignName}\u0000${adGroupName}`);
    if (!place) throw new Error(`Sandbox seed: no ad group ${campaignName} / ${adGroupName}`);
    return {
      searchTerm: text,
      campaignId: place.campaignId,
      adGroupId: place.adGroupId,
      keyword: findKeyword(place.adGroupId, keyword, matchType),
      status: describeTermStatus(term),
      impressions: term[5],
      clicks: term[6],
      costMicros: term[7],
      conversions: term[8],
    };
  });
  return createStaticAccount({
    customer: plan.customer,
    campaigns: [...campaigns, ...plan.extraCampaigns],
    adGroups: [...adGroups, ...plan.extraAdGroups],
    ads: [...ads, ...plan.extraAds],
    searchTerms,
    keywordLists: buildKeywordLists(
      [...keywords.entries()].map(([key, keyword]) => {
        const adGroupId = key.slice(0, key.indexOf('\u0000'));
        return { ...keyword, adGroupId, campaignId: campaignOfAdGroup.get(adGroupId) ?? '' };
      }),
      plan.negatives,
      campaignOfAdGroup,
    ),
  });
}

export function createHearthlyAccount(): GoogleAccountData {
  return buildAdvertiserAccount(HEARTHLY);
}

export function createSproutstrongAccount(): GoogleAccountData {
  return buildAdvertiserAccount(SPROUTSTRONG);
}
