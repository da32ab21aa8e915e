import { createSeededRandom } from '../../seeded-random.js';
import { createStaticAccount, type GoogleAccountData } from './google-account-data.js';
import { defineAd, defineAdGroup, defineCampaign, defineCustomer } from './google-builders.js';
import type {
  GoogleAd,
  GoogleAdGroup,
  GoogleCampaign,
  GoogleKeyword,
  GoogleSearchTerm,
  SearchTermMatchType,
} from './google-types.js';
import {
  SCALE_LEADS,
  SCALE_PLACES,
  SCALE_PRODUCTS,
  SCALE_TAILS,
  type ScaleProduct,
} from './scale-search-term-vocabulary.js';

// "Scale search terms": Pedalwise's account with as many search terms as SandboxOptions.scale
// asks for (100,000 by default), each generated from its position when a query reads it, so the
// account holds its campaigns and keywords and nothing else. Terms are distinct: position i picks
// one combination of lead, product, place and tail through a bijection of the combinations, so
// the first N terms are N different ones, spread over the whole vocabulary.

export const SCALE_SEARCH_TERMS_CUSTOMER = defineCustomer({
  id: '9990000002',
  descriptiveName: 'Pedalwise (scale search terms)',
  currencyCode: 'GBP',
  timeZone: 'Europe/London',
});

const COMBINATIONS =
  SCALE_LEADS.length * SCALE_PRODUCTS.length * SCALE_PLACES.length * SCALE_TAILS.length;
/** Coprime with COMBINATIONS (2^7·3^2·5^3·7), so i -> i·STRIDE mod COMBINATIONS is a bijection. */
const STRIDE = 7_919;
export const MAX_SCALE_SEARCH_TERMS = 1_000_000;
/** One term in this many comes through the dynamic search ads campaign, with no keyword. */
const DYNAMIC_SHARE = 16;
const MATCH_TYPES: readonly SearchTermMatchType[] = ['EXACT', 'PHRASE', 'BROAD'];

const CAMPAIGN_PREFIX = '2998';
const AD_GROUP_PREFIX = '3998';
const AD_PREFIX = '4998';
const KEYWORD_PREFIX = '5998';
const DYNAMIC_CAMPAIGN = 'Dynamic - Site';
const DYNAMIC_AD_GROUP = 'All pages';
const SITE = 'https://www.pedalwise.example';

function encodeId(prefix: string, position: number): string {
  return `${prefix}${String(position).padStart(7, '0')}`;
}

interface Placement {
  campaignId: string;
  adGroupId: string;
}

interface AccountPlan {
  campaigns: GoogleCampaign[];
  adGroups: GoogleAdGroup[];
  ads: GoogleAd[];
  placementOf(campaign: string, adGroup: string): Placement;
  /** Keyword ids by keyword text of an ad group and match type: one criterion each. */
  keywordOf(product: ScaleProduct, matchType: SearchTermMatchType): GoogleKeyword;
}

/** Campaigns and ad groups named as the vocabulary places its products, one ad per ad group. */
function planAccount(): AccountPlan {
  const customerId = SCALE_SEARCH_TERMS_CUSTOMER.id;
  const campaigns: GoogleCampaign[] = [];
  const adGroups: GoogleAdGroup[] = [];
  const ads: GoogleAd[] = [];
  const campaignIds = new Map<string, string>();
  const placements = new Map<string, Placement>();
  const place = (campaign: string, adGroup: string) => {
    let campaignId = campaignIds.get(campaign);
    if (!campaignId) {
      campaignId = encodeId(CAMPAIGN_PREFIX, campaigns.length);
      campaignIds.set(campaign, campaignId);
      campaigns.push(defineCampaign(customerId, campaignId, campaign, 'SEARCH'));
    }
    const key = `${campaign}\u0000${adGroup}`;
    if (placements.has(key)) return;
    const adGroupId = encodeId(AD_GROUP_PREFIX, adGroups.length);
    adGroups.push(defineAdGroup(campaignId, adGroupId, adGroup));
    const slug = adGroup.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    ads.push(
      defineAd(adGroupId, encodeId(AD_PREFIX, ads.length), 'RESPONSIVE_SEARCH_AD', [
        `${SITE}/${slug}`,
      ]),
    );
    placements.set(key, { campaignId, adGroupId });
  };
  for (const product of SCALE_PRODUCTS) place(product.campaign, product.adGroup);
  place(DYNAMIC_CAMPAIGN, DYNAMIC_AD_GROUP);
  const keywordTexts = [...new Set(SCALE_PRODUCTS.map((product) => product.keyword))];
  const keywords = new Map<string, GoogleKeyword>();
  return {
    campaigns,
    adGroups,
    ads,
    placementOf: (campaign, adGroup) => {
      const placement = placements.get(`${campaign}\u0000${adGroup}`);
      if (!placement) throw new Error(`Sandbox seed: no ad group ${campaign} / ${adGroup}`);
      return placement;
    },
    keywordOf: (product, matchType) => {
      const key = `${product.adGroup}\u0000${product.keyword}\u0000${matchType}`;
      let keyword = keywords.get(key);
      if (!keyword) {
        const position =
          keywordTexts.indexOf(product.keyword) * MATCH_TYPES.length +
          MATCH_TYPES.indexOf(matchType);
        keyword = {
          criterionId: encodeId(KEYWORD_PREFIX, position),
          text: product.keyword,
          matchType,
        };
        keywords.set(key, keyword);
      }
      return keyword;
    },
  };
}

/** The text of term `index`: its combination read as digits of lead, product, place and tail. */
export function composeScaleSearchTerm(index: number): { text: string; product: ScaleProduct } {
  let rest = (index * STRIDE) % COMBINATIONS;
  const tail = SCALE_TAILS[rest % SCALE_TAILS.length] ?? '';
  rest = Math.floor(rest / SCALE_TAILS.length);
  const place = SCALE_PLACES[rest % SCALE_PLACES.length] ?? '';
  rest = Math.floor(rest / SCALE_PLACES.length);
  const product = SCALE_PRODUCTS[rest % SCALE_PRODUCTS.length]!;
  const lead = SCALE_LEADS[Math.floor(rest / SCALE_PRODUCTS.length)] ?? '';
  const text = [lead, product.text, place, tail].filter((part) => part !== '').join(' ');
  return { text, product };
}

/**
 * A long tail, as real accounts have: most terms are seen a few times in 30 days, a few hundreds
 * of times. Clicks at 1–9 % of impressions, £0.30–£2.50 a click, a conversion for 1 click in 25.
 */
function generateMetrics(random: () => number) {
  const impressions = Math.max(1, Math.floor(2 / Math.pow(1 - random() * 0.999, 0.9)));
  const clicks = Math.floor(impressions * (0.01 + random() * 0.08) + random());
  const costMicros = clicks * (300_000 + Math.floor(random() * 220) * 10_000);
  const conversions = Math.floor(clicks * random() * 0.08 * 100) / 100;
  return { impressions, clicks, costMicros, conversions };
}

function generateSearchTerm(plan: AccountPlan, index: number): GoogleSearchTerm {
  const { text, product } = composeScaleSearchTerm(index);
  const random = createSeededRandom(index + 1);
  const isDynamic = index % DYNAMIC_SHARE === DYNAMIC_SHARE - 1;
  const draw = random();
  const matchType: SearchTermMatchType =
    draw < 0.6 ? product.matchType : draw < 0.85 ? 'BROAD' : 'PHRASE';
  const keyword = isDynamic ? null : plan.keywordOf(product, matchType);
  const placement = isDynamic
    ? plan.placementOf(DYNAMIC_CAMPAIGN, DYNAMIC_AD_GROUP)
    : plan.placementOf(product.campaign, product.adGroup);
  return {
    searchTerm: text,
    ...placement,
    keyword,
    status: keyword?.matchType === 'EXACT' && keyword.text === text ? 'ADDED' : 'NONE',
    ...generateMetrics(random),
  };
}

export function createGoogleSearchTermScaleAccount(termCount: number): GoogleAccountData {
  if (!Number.isInteger(termCount) || termCount < 0 || termCount > MAX_SCALE_SEARCH_TERMS)
    throw new Error(
      `Sandbox: searchTermsPerScaleAccount must be a whole number from 0 to ${MAX_SCALE_SEARCH_TERMS}`,
    );
  const plan = planAccount();
  const structure = createStaticAccount({
    customer: SCALE_SEARCH_TERMS_CUSTOMER,
    campaigns: plan.campaigns,
    adGroups: plan.adGroups,
    ads: plan.ads,
  });
  return {
    ...structure,
    searchTermCount: termCount,
    searchTermAt: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= termCount)
        throw new RangeError(`No search term at ${index}`);
      return generateSearchTerm(plan, index);
    },
  };
}
