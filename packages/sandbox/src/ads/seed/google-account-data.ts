import type {
  GoogleAd,
  GoogleAdGroup,
  GoogleCampaign,
  GoogleCustomer,
  GoogleSearchTerm,
} from './google-types.js';
import { EMPTY_KEYWORD_LISTS, type GoogleKeywordLists } from './google-keyword-types.js';

/**
 * One Google Ads customer's seeded content. Ads and search terms are read by position so that a
 * generated account (the scale account) can produce them on demand instead of holding them all
 * in memory.
 */
export interface GoogleAccountData {
  readonly customer: GoogleCustomer;
  readonly campaigns: readonly GoogleCampaign[];
  readonly adGroups: readonly GoogleAdGroup[];
  readonly adCount: number;
  adAt(index: number): GoogleAd;
  findAd(adId: string): GoogleAd | undefined;
  findCampaign(campaignId: string): GoogleCampaign | undefined;
  findAdGroup(adGroupId: string): GoogleAdGroup | undefined;
  readonly searchTermCount: number;
  searchTermAt(index: number): GoogleSearchTerm;
  /** Keywords and negative keywords (empty lists where the seed names none). */
  readonly keywordLists: GoogleKeywordLists;
}

export interface StaticAccountInput {
  customer: GoogleCustomer;
  campaigns?: GoogleCampaign[];
  adGroups?: GoogleAdGroup[];
  ads?: GoogleAd[];
  searchTerms?: GoogleSearchTerm[];
  keywordLists?: GoogleKeywordLists;
}

function indexById<T extends { id: string }>(items: readonly T[], what: string): Map<string, T> {
  const byId = new Map<string, T>();
  for (const item of items) {
    if (byId.has(item.id)) throw new Error(`Sandbox seed: duplicate ${what} id ${item.id}`);
    byId.set(item.id, item);
  }
  return byId;
}

/** An account whose items are all listed in the seed; checks the references between them once. */
export function createStaticAccount(input: StaticAccountInput): GoogleAccountData {
  const campaigns = input.campaigns ?? [];
  const adGroups = input.adGroups ?? [];
  const ads = input.ads ?? [];
  const searchTerms = input.searchTerms ?? [];
  const campaignsById = indexById(campaigns, 'campaign');
  const adGroupsById = indexById(adGroups, 'ad group');
  const adsById = indexById(ads, 'ad');
  for (const campaign of campaigns) {
    if (campaign.customerId !== input.customer.id)
      throw new Error(`Sandbox seed: campaign ${campaign.id} is filed under another customer`);
  }
  for (const adGroup of adGroups) {
    if (!campaignsById.has(adGroup.campaignId))
      throw new Error(`Sandbox seed: ad group ${adGroup.id} has no campaign ${adGroup.campaignId}`);
  }
  for (const ad of ads) {
    if (!adGroupsById.has(ad.adGroupId))
      throw new Error(`Sandbox seed: ad ${ad.id} has no ad group ${ad.adGroupId}`);
  }
  return {
    customer: input.customer,
    campaigns,
    adGroups,
    adCount: ads.length,
    adAt: (index) => {
      const ad = ads[index];
      if (!ad) throw new RangeError(`No ad at ${index}`);
      return ad;
    },
    findAd: (adId) => adsById.get(adId),
    findCampaign: (campaignId) => campaignsById.get(campaignId),
    findAdGroup: (adGroupId) => adGroupsById.get(adGroupId),
    searchTermCount: searchTerms.length,
    searchTermAt: (index) => {
      const term = searchTerms[index];
      if (!term) throw new RangeError(`No search term at ${index}`);
      return term;
    },
    keywordLists: input.keywordLists ?? EMPTY_KEYWORD_LISTS,
  };
}
