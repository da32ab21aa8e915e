// The shapes of the seeded Google Ads data: plain records, close to the API's resources, with ids
// as the decimal strings Google uses for int64 values.

export const GOOGLE_CAMPAIGN_TYPES = [
  'SEARCH',
  'DISPLAY',
  'SHOPPING',
  'HOTEL',
  'VIDEO',
  'MULTI_CHANNEL',
  'LOCAL',
  'SMART',
  'PERFORMANCE_MAX',
  'LOCAL_SERVICES',
  'TRAVEL',
  'DEMAND_GEN',
  'DISCOVERY',
  'UNKNOWN',
  'UNSPECIFIED',
] as const;
export type GoogleCampaignType = (typeof GOOGLE_CAMPAIGN_TYPES)[number];

export const GOOGLE_AD_TYPES = [
  'RESPONSIVE_SEARCH_AD',
  'EXPANDED_TEXT_AD',
  'TEXT_AD',
  'EXPANDED_DYNAMIC_SEARCH_AD',
  'CALL_AD',
  'RESPONSIVE_DISPLAY_AD',
  'IMAGE_AD',
  'GMAIL_AD',
  'SHOPPING_PRODUCT_AD',
  'HOTEL_AD',
  'VIDEO_RESPONSIVE_AD',
  'VIDEO_AD',
  'APP_AD',
  'LOCAL_AD',
  'SMART_CAMPAIGN_AD',
  'TRAVEL_AD',
  'DEMAND_GEN_MULTI_ASSET_AD',
  'DISCOVERY_MULTI_ASSET_AD',
] as const;
export type GoogleAdType = (typeof GOOGLE_AD_TYPES)[number];

/** AdService refuses to update these (platform-apis.md §A); tag them at a higher level instead. */
export const GOOGLE_AD_TYPES_NOT_UPDATABLE: readonly GoogleAdType[] = [
  'TEXT_AD',
  'EXPANDED_DYNAMIC_SEARCH_AD',
  'GMAIL_AD',
  'IMAGE_AD',
];

export type GoogleEntityStatus = 'ENABLED' | 'PAUSED' | 'REMOVED';
export type GoogleCustomerStatus = 'ENABLED' | 'CANCELED' | 'SUSPENDED' | 'CLOSED';

export interface CustomParameter {
  key: string;
  value: string;
}

/** The URL fields that live at customer, campaign, ad group and ad level. */
export interface GoogleTrackingFields {
  trackingUrlTemplate: string | null;
  finalUrlSuffix: string | null;
  urlCustomParameters: CustomParameter[];
}

export interface GoogleCustomer {
  id: string;
  /** Empty for an account nobody named: the product falls back to 'noname account'. */
  descriptiveName: string;
  currencyCode: string;
  timeZone: string;
  isManager: boolean;
  isTestAccount: boolean;
  status: GoogleCustomerStatus;
  trackingUrlTemplate: string | null;
  finalUrlSuffix: string | null;
  /** Direct clients of a manager account (reachable with `login-customer-id` = this id). */
  clientIds: string[];
}

export interface GoogleCampaign extends GoogleTrackingFields {
  id: string;
  customerId: string;
  name: string;
  status: GoogleEntityStatus;
  advertisingChannelType: GoogleCampaignType;
}

export interface GoogleAdGroup extends GoogleTrackingFields {
  id: string;
  campaignId: string;
  name: string;
  status: GoogleEntityStatus;
}

export interface GoogleAd extends GoogleTrackingFields {
  id: string;
  adGroupId: string;
  /** The status of the ad_group_ad that places this ad in its ad group. */
  status: GoogleEntityStatus;
  type: GoogleAdType;
  /** Only some ad types carry a name (image, video, display ads); null elsewhere. */
  name: string | null;
  finalUrls: string[];
  finalMobileUrls: string[];
}

export type SearchTermMatchType = 'EXACT' | 'PHRASE' | 'BROAD';

/**
 * One search term with its 30-day totals: [term, campaign name, ad group name, matched keyword,
 * match type, impressions, clicks, cost micros, conversions]. Tuples keep the data files readable.
 */
export type SearchTermSeed = readonly [
  searchTerm: string,
  campaignName: string,
  adGroupName: string,
  matchedKeyword: string,
  matchType: string,
  impressions: number,
  clicks: number,
  costMicros: number,
  conversions: number,
];

/** A keyword of an ad group (an `ad_group_criterion` of type KEYWORD). */
export interface GoogleKeyword {
  criterionId: string;
  text: string;
  matchType: SearchTermMatchType;
}

/** A search term placed in the account's ad group, with its totals over the last 30 days. */
export interface GoogleSearchTerm {
  searchTerm: string;
  campaignId: string;
  adGroupId: string;
  /**
   * The keyword that triggered the ads (`segments.keyword`); null where Google matched without
   * one: dynamic search ads, AI Max keywordless.
   */
  keyword: GoogleKeyword | null;
  status: 'ADDED' | 'EXCLUDED' | 'ADDED_EXCLUDED' | 'NONE';
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
}

/** Who can see what: the customers a Google login reaches directly (`listAccessibleCustomers`). */
export interface GoogleLogin {
  email: string;
  accessibleCustomerIds: string[];
}
