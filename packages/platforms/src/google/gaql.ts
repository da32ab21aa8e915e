import type { SearchTermPeriod } from '../ad-platform.js';

// The GAQL queries the client sends (platform-apis.md §A), in one place so the sandbox's parser and
// the unit tests can see exactly what goes over the wire. Fields are snake_case here; rows come back
// in lowerCamelCase.

export const CUSTOMER_QUERY =
  'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.manager, ' +
  'customer.test_account, customer.status FROM customer';

// One level under a manager: Google's get_account_hierarchy example repeats this query under every
// sub-manager to reach deeper clients; only ENABLED clients can be used (a cancelled, suspended or
// closed one fails at first use with CUSTOMER_NOT_ENABLED)
// (developers.google.com/google-ads/api/docs/account-management/get-account-hierarchy).
export const CUSTOMER_CLIENT_QUERY =
  'SELECT customer_client.client_customer, customer_client.id, customer_client.descriptive_name, ' +
  'customer_client.manager, customer_client.level, customer_client.status, ' +
  'customer_client.currency_code, customer_client.test_account FROM customer_client ' +
  "WHERE customer_client.level <= 1 AND customer_client.status = 'ENABLED'";

// The customer, campaign and ad group URL fields ride along on every ad row (GAQL lets an
// `ad_group_ad` query select its attributed resources ad_group, campaign and customer): an ad that
// sets no suffix or tracking template of its own inherits the nearest one above it
// (developers.google.com/google-ads/api/docs/ads/upgraded-urls/overview; the Ad, AdGroup, Campaign
// and Customer resources each carry `final_url_suffix` and `tracking_url_template`).
const AD_FIELDS = [
  'customer.final_url_suffix',
  'customer.tracking_url_template',
  'campaign.id',
  'campaign.name',
  'campaign.status',
  'campaign.advertising_channel_type',
  'campaign.final_url_suffix',
  'campaign.tracking_url_template',
  'ad_group.id',
  'ad_group.name',
  'ad_group.status',
  'ad_group.final_url_suffix',
  'ad_group.tracking_url_template',
  'ad_group_ad.resource_name',
  'ad_group_ad.status',
  'ad_group_ad.ad.id',
  'ad_group_ad.ad.resource_name',
  'ad_group_ad.ad.name',
  'ad_group_ad.ad.type',
  'ad_group_ad.ad.final_urls',
  'ad_group_ad.ad.final_mobile_urls',
  'ad_group_ad.ad.final_url_suffix',
  'ad_group_ad.ad.tracking_url_template',
  'ad_group_ad.ad.url_custom_parameters',
] as const;

/**
 * Every ad with its campaign and ad group in one query (GAQL joins the attributed resources), so a
 * 100,000-ad account is ten pages and no per-campaign round trips. Removed items are never listed;
 * an ad under a removed campaign or ad group is as good as removed.
 */
export function buildAdsQuery(options: { includePaused: boolean }): string {
  const statusCondition = (field: string) =>
    options.includePaused ? `${field} != 'REMOVED'` : `${field} = 'ENABLED'`;
  const conditions = ['ad_group_ad.status', 'ad_group.status', 'campaign.status'].map(
    statusCondition,
  );
  return `SELECT ${AD_FIELDS.join(', ')} FROM ad_group_ad WHERE ${conditions.join(' AND ')}`;
}

// Keyword-level URL fields (AdGroupCriterion `tracking_url_template`, `final_url_suffix`,
// `url_custom_parameters`, developers.google.com/google-ads/api/reference/rpc/v25/AdGroupCriterion)
// of the enabled positive keywords of a set of ad groups: "the keyword tracking template is the
// most specific" (support.google.com/google-ads/answer/7197008). GAQL has no OR, so the keywords
// that set none of the three come back too and are dropped by the client. Ad groups are named by
// id, at most KEYWORD_TRACKING_AD_GROUPS_PER_QUERY a query (the API team's advice for IN lists is
// no more than 1,000 ids, groups.google.com/g/adwords-api).
export const KEYWORD_TRACKING_AD_GROUPS_PER_QUERY = 1_000;

const AD_GROUP_ID_PATTERN = /^\d+$/;

export function buildKeywordTrackingQuery(adGroupIds: readonly string[]): string {
  // The ids go into the query text: accept nothing but Google's numeric ids.
  if (adGroupIds.length === 0 || !adGroupIds.every((id) => AD_GROUP_ID_PATTERN.test(id))) {
    throw new RangeError('Keyword tracking needs numeric ad group ids');
  }
  return (
    'SELECT ad_group.id, ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ' +
    'ad_group_criterion.keyword.match_type, ad_group_criterion.final_url_suffix, ' +
    'ad_group_criterion.tracking_url_template, ad_group_criterion.url_custom_parameters ' +
    "FROM ad_group_criterion WHERE ad_group_criterion.type = 'KEYWORD' " +
    "AND ad_group_criterion.status = 'ENABLED' AND ad_group_criterion.negative = FALSE " +
    `AND ad_group.id IN (${adGroupIds.join(', ')})`
  );
}

// The triggering keyword is a segment (platform-apis.md §1.3; `segments.keyword` is a Keyword
// with `ad_group_criterion` and `info` (KeywordInfo: `text`, `match_type`),
// developers.google.com/google-ads/api/reference/rpc/v25/Keyword): selecting it splits a term's
// day into one row per keyword. Rows Google matched without a keyword (dynamic search ads, AI Max
// keywordless) carry no `segments.keyword`.
const SEARCH_TERM_FIELDS = [
  'search_term_view.search_term',
  'search_term_view.status',
  'campaign.id',
  'campaign.name',
  'ad_group.id',
  'ad_group.name',
  'segments.keyword.info.text',
  'segments.keyword.info.match_type',
  'segments.keyword.ad_group_criterion',
  'metrics.impressions',
  'metrics.clicks',
  'metrics.cost_micros',
  'metrics.conversions',
  'segments.date',
] as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function buildDateCondition(period: SearchTermPeriod): string {
  if (typeof period === 'string') return `segments.date DURING ${period}`;
  // The dates go into the query text: accept nothing but ISO dates.
  if (!DATE_PATTERN.test(period.startDate) || !DATE_PATTERN.test(period.endDate)) {
    throw new RangeError('Search-term dates must be YYYY-MM-DD');
  }
  return `segments.date BETWEEN '${period.startDate}' AND '${period.endDate}'`;
}

export function buildSearchTermsQuery(period: SearchTermPeriod): string {
  return `SELECT ${SEARCH_TERM_FIELDS.join(', ')} FROM search_term_view WHERE ${buildDateCondition(period)}`;
}

// Keywords and existing negatives (platform-apis.md addendum §1.4 and §2.1; the shared-set
// queries follow google-ads-python's find_and_remove_criteria_from_shared_set.py). Removed items
// are filtered out by Google; enabled-ness of the parents is read so a keyword under a paused
// campaign or ad group counts as not serving.
export const AD_GROUP_KEYWORDS_QUERY =
  'SELECT campaign.id, campaign.name, campaign.status, ad_group.id, ad_group.name, ad_group.status, ' +
  'ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ' +
  'ad_group_criterion.keyword.match_type, ad_group_criterion.negative, ad_group_criterion.status ' +
  "FROM ad_group_criterion WHERE ad_group_criterion.type = 'KEYWORD' " +
  "AND ad_group_criterion.status != 'REMOVED' AND ad_group.status != 'REMOVED' " +
  "AND campaign.status != 'REMOVED'";

export const CAMPAIGN_NEGATIVES_QUERY =
  'SELECT campaign.id, campaign.name, campaign_criterion.criterion_id, ' +
  'campaign_criterion.keyword.text, campaign_criterion.keyword.match_type ' +
  "FROM campaign_criterion WHERE campaign_criterion.type = 'KEYWORD' " +
  "AND campaign_criterion.negative = TRUE AND campaign_criterion.status != 'REMOVED' " +
  "AND campaign.status != 'REMOVED'";

const NEGATIVE_LIST_TYPES = "('NEGATIVE_KEYWORDS', 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS')";

export const NEGATIVE_LISTS_QUERY =
  'SELECT shared_set.id, shared_set.name, shared_set.type FROM shared_set ' +
  `WHERE shared_set.type IN ${NEGATIVE_LIST_TYPES} AND shared_set.status = 'ENABLED'`;

export const NEGATIVE_LIST_MEMBERS_QUERY =
  'SELECT shared_set.id, shared_criterion.criterion_id, shared_criterion.keyword.text, ' +
  'shared_criterion.keyword.match_type FROM shared_criterion ' +
  `WHERE shared_criterion.type = 'KEYWORD' AND shared_set.type IN ${NEGATIVE_LIST_TYPES} ` +
  "AND shared_set.status = 'ENABLED'";

export const NEGATIVE_LIST_CAMPAIGNS_QUERY =
  'SELECT campaign.id, shared_set.id FROM campaign_shared_set ' +
  "WHERE shared_set.type = 'NEGATIVE_KEYWORDS' AND campaign_shared_set.status = 'ENABLED' " +
  "AND campaign.status != 'REMOVED'";

export const ACCOUNT_NEGATIVE_LIST_QUERY =
  'SELECT customer_negative_criterion.negative_keyword_list.shared_set ' +
  "FROM customer_negative_criterion WHERE customer_negative_criterion.type = 'NEGATIVE_KEYWORD_LIST'";

/**
 * What a negative-keyword push re-reads before sending anything again (creates are not
 * idempotent): each resource kind with its resource name and what identifies it. Removed items
 * are left out as the inventory queries leave them out.
 */
const NEGATIVE_LOOKUP_QUERIES = {
  sharedSet:
    'SELECT shared_set.resource_name, shared_set.id, shared_set.name, shared_set.type FROM shared_set ' +
    `WHERE shared_set.type IN ${NEGATIVE_LIST_TYPES} AND shared_set.status = 'ENABLED'`,
  customerNegativeCriterion:
    'SELECT customer_negative_criterion.resource_name, ' +
    'customer_negative_criterion.negative_keyword_list.shared_set FROM customer_negative_criterion ' +
    "WHERE customer_negative_criterion.type = 'NEGATIVE_KEYWORD_LIST'",
  campaignSharedSet:
    'SELECT campaign_shared_set.resource_name, campaign.id, shared_set.id FROM campaign_shared_set ' +
    "WHERE campaign_shared_set.status = 'ENABLED'",
  sharedCriterion:
    'SELECT shared_criterion.resource_name, shared_set.id, shared_criterion.keyword.text, ' +
    'shared_criterion.keyword.match_type FROM shared_criterion ' +
    `WHERE shared_criterion.type = 'KEYWORD' AND shared_set.status = 'ENABLED'`,
  campaignCriterion:
    'SELECT campaign.id, campaign_criterion.resource_name, campaign_criterion.keyword.text, ' +
    'campaign_criterion.keyword.match_type FROM campaign_criterion ' +
    "WHERE campaign_criterion.type = 'KEYWORD' AND campaign_criterion.negative = TRUE " +
    "AND campaign_criterion.status != 'REMOVED'",
  adGroupCriterion:
    'SELECT ad_group.id, ad_group_criterion.resource_name, ad_group_criterion.keyword.text, ' +
    'ad_group_criterion.keyword.match_type FROM ad_group_criterion ' +
    "WHERE ad_group_criterion.type = 'KEYWORD' AND ad_group_criterion.negative = TRUE " +
    "AND ad_group_criterion.status != 'REMOVED'",
} as const;

export function buildNegativeLookupQuery(kind: keyof typeof NEGATIVE_LOOKUP_QUERIES): string {
  return NEGATIVE_LOOKUP_QUERIES[kind];
}
