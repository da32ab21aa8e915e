import type {
  GoogleAdGroupKeyword,
  GoogleCampaignNegative,
  GoogleSharedSet,
} from '../../seed/google-keyword-types.js';

// The GAQL fields of the keyword and negative-keyword resources (platform-apis.md addendum §1.4,
// §2.1: GA-proto ad_group_criterion, campaign_criterion, shared_set, shared_criterion,
// campaign_shared_set, customer_negative_criterion), by their GAQL names.

export interface KeywordRowParts {
  adGroupCriterion?: GoogleAdGroupKeyword;
  campaignCriterion?: GoogleCampaignNegative;
  sharedSet?: GoogleSharedSet;
  sharedCriterion?: GoogleSharedSet['members'][number];
  /** A `campaign_shared_set` row: the attachment's campaign id (the set is `sharedSet`). */
  campaignSharedSet?: { campaignId: string };
  customerNegativeCriterion?: { criterionId: string; sharedSetId: string };
}

export const CRITERION_TYPES = ['KEYWORD', 'PLACEMENT', 'NEGATIVE_KEYWORD_LIST', 'UNKNOWN'];
export const SHARED_SET_TYPES = [
  'NEGATIVE_KEYWORDS',
  'NEGATIVE_PLACEMENTS',
  'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS',
  'BRANDS',
  'WEBPAGES',
  'UNKNOWN',
  'UNSPECIFIED',
];
export const SHARED_SET_STATUSES = ['ENABLED', 'REMOVED', 'UNKNOWN', 'UNSPECIFIED'];
