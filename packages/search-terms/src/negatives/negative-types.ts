/**
 * The shapes the negative-keyword planner, conflict check and export share. Ids are strings, as
 * the Google Ads API sends int64 ids in JSON; money is in the account's currency units (not micros).
 */

/** Google's KeywordMatchType for a negative (the API's enum names). */
export type NegativeMatchType = 'BROAD' | 'PHRASE' | 'EXACT';

/**
 * Where a negative lands, and so what it can block: the account-level list covers every campaign
 * of the account, a shared list the campaigns it is attached to, a campaign its ad groups.
 */
export type NegativeScope =
  | { level: 'account' }
  | { level: 'sharedList'; listId: string; listName?: string; campaignIds: readonly string[] }
  | { level: 'campaign'; campaignId: string; campaignName?: string }
  | {
      level: 'adGroup';
      campaignId: string;
      adGroupId: string;
      campaignName?: string;
      adGroupName?: string;
    };

export interface NegativeKeyword {
  text: string;
  matchType: NegativeMatchType;
  scope: NegativeScope;
}

export type KeywordStatus = 'ENABLED' | 'PAUSED' | 'REMOVED';

/** A positive keyword (ad group criterion) as the account's keyword read returns it. */
export interface PositiveKeyword {
  text: string;
  /** Positive keywords' match type; anything else Google adds reads as broad. */
  matchType: NegativeMatchType | string;
  campaignId: string;
  adGroupId: string;
  campaignName?: string;
  adGroupName?: string;
  status: KeywordStatus | string;
  criterionId?: string;
}

/** A search term of the period with its metrics (one row per term, or per term and ad group). */
export interface HistoricalTerm {
  text: string;
  cost: number;
  clicks?: number;
  conversions: number;
  conversionValue?: number;
  /** Where the term served; a term without a campaign is counted at every scope. */
  campaignId?: string;
  adGroupId?: string;
}
