import type { GoogleAccountData } from './google-account-data.js';
import { defineAd, defineAdGroup, defineCampaign, defineCustomer } from './google-builders.js';
import type { GoogleAd, GoogleAdGroup, GoogleCampaign } from './google-types.js';
import { EMPTY_KEYWORD_LISTS } from './google-keyword-types.js';

// "Scale test": an account with as many ads as SandboxOptions.scale asks for (100,000 by default),
// generated from their position, so that nothing is held in memory until a query reads it.
// 100 ads an ad group, 100 ad groups a campaign. Ids encode the position (prefix + 7 digits).

export const SCALE_GOOGLE_CUSTOMER = defineCustomer({
  id: '9990000001',
  descriptiveName: 'Scale test',
  currencyCode: 'USD',
  timeZone: 'America/New_York',
});

export const ADS_PER_SCALE_AD_GROUP = 100;
export const AD_GROUPS_PER_SCALE_CAMPAIGN = 100;
const CAMPAIGN_PREFIX = '2999';
const AD_GROUP_PREFIX = '3999';
const AD_PREFIX = '4999';
const MAX_SCALE_ADS = 9_999_999;

function encodeId(prefix: string, position: number): string {
  return `${prefix}${String(position).padStart(7, '0')}`;
}

function decodeId(prefix: string, id: string): number | null {
  if (id.length !== prefix.length + 7 || !id.startsWith(prefix)) return null;
  const position = Number(id.slice(prefix.length));
  return Number.isInteger(position) ? position : null;
}

/** The ad at `index`: mostly plain responsive search ads, with a steady sprinkle of variety. */
function generateAd(index: number): GoogleAd {
  const adGroupId = encodeId(AD_GROUP_PREFIX, Math.floor(index / ADS_PER_SCALE_AD_GROUP));
  const isLegacy = index % 500 === 499;
  return defineAd(
    adGroupId,
    encodeId(AD_PREFIX, index),
    isLegacy ? 'EXPANDED_DYNAMIC_SEARCH_AD' : 'RESPONSIVE_SEARCH_AD',
    isLegacy ? [] : [`https://scale.example/products/${index}`],
    {
      status: index % 50 === 49 ? 'PAUSED' : 'ENABLED',
      finalUrlSuffix: index % 10 === 3 ? 'utm_source=google&utm_medium=cpc' : null,
    },
  );
}

export function createGoogleScaleAccount(adCount: number): GoogleAccountData {
  if (!Number.isInteger(adCount) || adCount < 0 || adCount > MAX_SCALE_ADS)
    throw new Error(
      `Sandbox: adsPerScaleAccount must be a whole number from 0 to ${MAX_SCALE_ADS}`,
    );
  const adGroupCount = Math.ceil(adCount / ADS_PER_SCALE_AD_GROUP);
  const campaignCount = Math.ceil(adGroupCount / AD_GROUPS_PER_SCALE_CAMPAIGN);
  const buildCampaign = (position: number): GoogleCampaign =>
    defineCampaign(
      SCALE_GOOGLE_CUSTOMER.id,
      encodeId(CAMPAIGN_PREFIX, position),
      `Scale campaign ${position + 1}`,
      'SEARCH',
    );
  const buildAdGroup = (position: number): GoogleAdGroup =>
    defineAdGroup(
      encodeId(CAMPAIGN_PREFIX, Math.floor(position / AD_GROUPS_PER_SCALE_CAMPAIGN)),
      encodeId(AD_GROUP_PREFIX, position),
      `Scale ad group ${position + 1}`,
    );
  let campaigns: GoogleCampaign[] | null = null;
  let adGroups: GoogleAdGroup[] | null = null;
  return {
    customer: SCALE_GOOGLE_CUSTOMER,
    get campaigns() {
      campaigns ??= Array.from({ length: campaignCount }, (_, position) => buildCampaign(position));
      return campaigns;
    },
    get adGroups() {
      adGroups ??= Array.from({ length: adGroupCount }, (_, position) => buildAdGroup(position));
      return adGroups;
    },
    adCount,
    adAt: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= adCount)
        throw new RangeError(`No ad at ${index}`);
      return generateAd(index);
    },
    findAd: (adId) => {
      const index = decodeId(AD_PREFIX, adId);
      return index !== null && index < adCount ? generateAd(index) : undefined;
    },
    findCampaign: (campaignId) => {
      const position = decodeId(CAMPAIGN_PREFIX, campaignId);
      return position !== null && position < campaignCount ? buildCampaign(position) : undefined;
    },
    findAdGroup: (adGroupId) => {
      const position = decodeId(AD_GROUP_PREFIX, adGroupId);
      return position !== null && position < adGroupCount ? buildAdGroup(position) : undefined;
    },
    searchTermCount: 0,
    searchTermAt: (index) => {
      throw new RangeError(`No search term at ${index}`);
    },
    keywordLists: EMPTY_KEYWORD_LISTS,
  };
}
