import type { CustomParameter, SearchTermMatchType } from './google-types.js';

// An account's keywords and negative keywords as the sandbox seeds them (platform-apis.md addendum
// §1.4 and §2.1): ad group criteria (positive keywords and ad-group negatives), campaign negatives,
// shared negative lists with their members and campaign attachments, and the account-level list
// attached through a customer negative criterion.

export type GoogleCriterionStatus = 'ENABLED' | 'PAUSED' | 'REMOVED';

/** An `ad_group_criterion` of type KEYWORD, positive or negative. */
export interface GoogleAdGroupKeyword {
  criterionId: string;
  campaignId: string;
  adGroupId: string;
  text: string;
  matchType: SearchTermMatchType;
  negative: boolean;
  status: GoogleCriterionStatus;
  /**
   * Keyword-level URL fields (AdGroupCriterion `final_url_suffix`, `tracking_url_template`,
   * `url_custom_parameters`): "the keyword tracking template is the most specific"
   * (support.google.com/google-ads/answer/7197008). Unset when absent.
   */
  finalUrlSuffix?: string;
  trackingUrlTemplate?: string;
  urlCustomParameters?: CustomParameter[];
}

/** A `campaign_criterion` of type KEYWORD with `negative` true. */
export interface GoogleCampaignNegative {
  criterionId: string;
  campaignId: string;
  text: string;
  matchType: SearchTermMatchType;
}

export type GoogleSharedSetType = 'NEGATIVE_KEYWORDS' | 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS';

/** A `shared_set` with its `shared_criterion` members and the campaigns it is attached to. */
export interface GoogleSharedSet {
  id: string;
  name: string;
  type: GoogleSharedSetType;
  status: 'ENABLED' | 'REMOVED';
  members: { criterionId: string; text: string; matchType: SearchTermMatchType }[];
  /** `campaign_shared_set` attachments (NEGATIVE_KEYWORDS lists only). */
  campaignIds: string[];
}

export interface GoogleKeywordLists {
  adGroupKeywords: readonly GoogleAdGroupKeyword[];
  campaignNegatives: readonly GoogleCampaignNegative[];
  sharedSets: readonly GoogleSharedSet[];
  /** The `customer_negative_criterion` attaching the account-level list, or null. */
  accountList: { criterionId: string; sharedSetId: string } | null;
}

export const EMPTY_KEYWORD_LISTS: GoogleKeywordLists = {
  adGroupKeywords: [],
  campaignNegatives: [],
  sharedSets: [],
  accountList: null,
};
