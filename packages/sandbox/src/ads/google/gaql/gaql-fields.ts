import {
  GOOGLE_AD_TYPES,
  GOOGLE_CAMPAIGN_TYPES,
  type CustomParameter,
  type GoogleAd,
  type GoogleAdGroup,
  type GoogleCampaign,
  type GoogleCustomer,
  type GoogleSearchTerm,
} from '../../seed/google-types.js';
import {
  CRITERION_TYPES,
  SHARED_SET_STATUSES,
  SHARED_SET_TYPES,
  type KeywordRowParts,
} from './keyword-fields.js';

// The fields the sandbox knows, by their GAQL names, with their type (which decides the JSON
// encoding: int64 as strings, doubles as numbers, enums as names) and how to read them from a row.

export interface RowMetrics {
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
}

/** Everything one result row can draw on; which parts are set depends on the FROM resource. */
export interface GaqlRow extends KeywordRowParts {
  customer: GoogleCustomer;
  customerClient?: { client: GoogleCustomer; level: number; ownerId: string };
  campaign?: GoogleCampaign;
  adGroup?: GoogleAdGroup;
  ad?: GoogleAd;
  searchTerm?: GoogleSearchTerm;
  metrics?: RowMetrics;
  date?: string;
}

export type GaqlFieldType =
  'INT64' | 'STRING' | 'ENUM' | 'BOOLEAN' | 'DOUBLE' | 'DATE' | 'RESOURCE_NAME' | 'MESSAGE';

export type GaqlRawValue = string | number | boolean | null | string[] | CustomParameter[];

export interface GaqlField {
  name: string;
  /** The resource (or `metrics` / `segments`) the field belongs to: its first name segment. */
  resource: string;
  type: GaqlFieldType;
  isRepeated: boolean;
  enumValues: readonly string[] | null;
  read(row: GaqlRow): GaqlRawValue;
}

const ENTITY_STATUSES = ['ENABLED', 'PAUSED', 'REMOVED', 'UNKNOWN', 'UNSPECIFIED'] as const;
const CUSTOMER_STATUSES = ['ENABLED', 'CANCELED', 'SUSPENDED', 'CLOSED', 'UNKNOWN', 'UNSPECIFIED'];
const TERM_STATUSES = ['ADDED', 'EXCLUDED', 'ADDED_EXCLUDED', 'NONE', 'UNKNOWN', 'UNSPECIFIED'];
const KEYWORD_MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD', 'UNKNOWN', 'UNSPECIFIED'];

export function describeCustomerResource(customerId: string): string {
  return `customers/${customerId}`;
}
export function describeCampaignResource(customerId: string, campaignId: string): string {
  return `customers/${customerId}/campaigns/${campaignId}`;
}
export function describeAdGroupResource(customerId: string, adGroupId: string): string {
  return `customers/${customerId}/adGroups/${adGroupId}`;
}
export function describeAdResource(customerId: string, adId: string): string {
  return `customers/${customerId}/ads/${adId}`;
}
export function describeAdGroupAdResource(customerId: string, adGroupId: string, adId: string) {
  return `customers/${customerId}/adGroupAds/${adGroupId}~${adId}`;
}
function describeAdGroupCriterionResource(
  customerId: string,
  adGroupId: string,
  criterionId: string,
): string {
  return `customers/${customerId}/adGroupCriteria/${adGroupId}~${criterionId}`;
}
function describeSearchTermViewResource(customerId: string, term: GoogleSearchTerm): string {
  const encoded = Buffer.from(term.searchTerm).toString('base64url');
  return `customers/${customerId}/searchTermViews/${term.campaignId}~${term.adGroupId}~${encoded}`;
}

function defineField(
  name: string,
  type: GaqlFieldType,
  read: (row: GaqlRow) => GaqlRawValue,
  options: { isRepeated?: boolean; enumValues?: readonly string[] } = {},
): GaqlField {
  return {
    name,
    resource: name.slice(0, name.indexOf('.')),
    type,
    isRepeated: options.isRepeated ?? false,
    enumValues: options.enumValues ?? null,
    read,
  };
}

function defineTrackingFields(
  prefix: string,
  pick: (row: GaqlRow) =>
    | {
        trackingUrlTemplate: string | null;
        finalUrlSuffix: string | null;
        urlCustomParameters?: CustomParameter[];
      }
    | undefined,
  hasCustomParameters = true,
): GaqlField[] {
  const fields = [
    defineField(
      `${prefix}.tracking_url_template`,
      'STRING',
      (row) => pick(row)?.trackingUrlTemplate ?? null,
    ),
    defineField(`${prefix}.final_url_suffix`, 'STRING', (row) => pick(row)?.finalUrlSuffix ?? null),
  ];
  if (hasCustomParameters)
    fields.push(
      defineField(
        `${prefix}.url_custom_parameters`,
        'MESSAGE',
        (row) => pick(row)?.urlCustomParameters ?? [],
        {
          isRepeated: true,
        },
      ),
    );
  return fields;
}

const metric = (name: string, type: GaqlFieldType, read: (metrics: RowMetrics) => number) =>
  defineField(`metrics.${name}`, type, (row) => (row.metrics ? read(row.metrics) : null));

const FIELDS: GaqlField[] = [
  // customer
  defineField('customer.resource_name', 'RESOURCE_NAME', (row) =>
    describeCustomerResource(row.customer.id),
  ),
  defineField('customer.id', 'INT64', (row) => row.customer.id),
  defineField('customer.descriptive_name', 'STRING', (row) => row.customer.descriptiveName || null),
  defineField('customer.currency_code', 'STRING', (row) => row.customer.currencyCode),
  defineField('customer.time_zone', 'STRING', (row) => row.customer.timeZone),
  defineField('customer.manager', 'BOOLEAN', (row) => row.customer.isManager),
  defineField('customer.test_account', 'BOOLEAN', (row) => row.customer.isTestAccount),
  defineField('customer.auto_tagging_enabled', 'BOOLEAN', () => true),
  defineField('customer.status', 'ENUM', (row) => row.customer.status, {
    enumValues: CUSTOMER_STATUSES,
  }),
  ...defineTrackingFields('customer', (row) => row.customer, false),
  // customer_client
  defineField('customer_client.resource_name', 'RESOURCE_NAME', (row) =>
    row.customerClient
      ? `customers/${row.customerClient.ownerId}/customerClients/${row.customerClient.client.id}`
      : null,
  ),
  defineField('customer_client.client_customer', 'RESOURCE_NAME', (row) =>
    row.customerClient ? describeCustomerResource(row.customerClient.client.id) : null,
  ),
  defineField('customer_client.id', 'INT64', (row) => row.customerClient?.client.id ?? null),
  defineField(
    'customer_client.descriptive_name',
    'STRING',
    (row) => row.customerClient?.client.descriptiveName || null,
  ),
  defineField(
    'customer_client.manager',
    'BOOLEAN',
    (row) => row.customerClient?.client.isManager ?? null,
  ),
  defineField('customer_client.level', 'INT64', (row) => row.customerClient?.level ?? null),
  defineField(
    'customer_client.status',
    'ENUM',
    (row) => row.customerClient?.client.status ?? null,
    {
      enumValues: CUSTOMER_STATUSES,
    },
  ),
  defineField(
    'customer_client.currency_code',
    'STRING',
    (row) => row.customerClient?.client.currencyCode ?? null,
  ),
  defineField(
    'customer_client.time_zone',
    'STRING',
    (row) => row.customerClient?.client.timeZone ?? null,
  ),
  defineField(
    'customer_client.test_account',
    'BOOLEAN',
    (row) => row.customerClient?.client.isTestAccount ?? null,
  ),
  defineField('customer_client.hidden', 'BOOLEAN', (row) => (row.customerClient ? false : null)),
  // campaign
  defineField('campaign.resource_name', 'RESOURCE_NAME', (row) =>
    row.campaign ? describeCampaignResource(row.customer.id, row.campaign.id) : null,
  ),
  defineField('campaign.id', 'INT64', (row) => row.campaign?.id ?? null),
  defineField('campaign.name', 'STRING', (row) => row.campaign?.name ?? null),
  defineField('campaign.status', 'ENUM', (row) => row.campaign?.status ?? null, {
    enumValues: ENTITY_STATUSES,
  }),
  defineField(
    'campaign.advertising_channel_type',
    'ENUM',
    (row) => row.campaign?.advertisingChannelType ?? null,
    {
      enumValues: GOOGLE_CAMPAIGN_TYPES,
    },
  ),
  ...defineTrackingFields('campaign', (row) => row.campaign),
  // ad_group
  defineField('ad_group.resource_name', 'RESOURCE_NAME', (row) =>
    row.adGroup ? describeAdGroupResource(row.customer.id, row.adGroup.id) : null,
  ),
  defineField('ad_group.id', 'INT64', (row) => row.adGroup?.id ?? null),
  defineField('ad_group.name', 'STRING', (row) => row.adGroup?.name ?? null),
  defineField('ad_group.status', 'ENUM', (row) => row.adGroup?.status ?? null, {
    enumValues: ENTITY_STATUSES,
  }),
  defineField('ad_group.campaign', 'RESOURCE_NAME', (row) =>
    row.adGroup ? describeCampaignResource(row.customer.id, row.adGroup.campaignId) : null,
  ),
  ...defineTrackingFields('ad_group', (row) => row.adGroup),
  // ad_group_ad and its ad
  defineField('ad_group_ad.resource_name', 'RESOURCE_NAME', (row) =>
    row.ad ? describeAdGroupAdResource(row.customer.id, row.ad.adGroupId, row.ad.id) : null,
  ),
  defineField('ad_group_ad.status', 'ENUM', (row) => row.ad?.status ?? null, {
    enumValues: ENTITY_STATUSES,
  }),
  defineField('ad_group_ad.ad_group', 'RESOURCE_NAME', (row) =>
    row.ad ? describeAdGroupResource(row.customer.id, row.ad.adGroupId) : null,
  ),
  defineField('ad_group_ad.ad.resource_name', 'RESOURCE_NAME', (row) =>
    row.ad ? describeAdResource(row.customer.id, row.ad.id) : null,
  ),
  defineField('ad_group_ad.ad.id', 'INT64', (row) => row.ad?.id ?? null),
  defineField('ad_group_ad.ad.name', 'STRING', (row) => row.ad?.name ?? null),
  defineField('ad_group_ad.ad.type', 'ENUM', (row) => row.ad?.type ?? null, {
    enumValues: [...GOOGLE_AD_TYPES, 'UNKNOWN', 'UNSPECIFIED'],
  }),
  defineField('ad_group_ad.ad.final_urls', 'STRING', (row) => row.ad?.finalUrls ?? [], {
    isRepeated: true,
  }),
  defineField(
    'ad_group_ad.ad.final_mobile_urls',
    'STRING',
    (row) => row.ad?.finalMobileUrls ?? [],
    {
      isRepeated: true,
    },
  ),
  ...defineTrackingFields('ad_group_ad.ad', (row) => row.ad),
  // search_term_view
  defineField('search_term_view.resource_name', 'RESOURCE_NAME', (row) =>
    row.searchTerm ? describeSearchTermViewResource(row.customer.id, row.searchTerm) : null,
  ),
  defineField(
    'search_term_view.search_term',
    'STRING',
    (row) => row.searchTerm?.searchTerm ?? null,
  ),
  defineField('search_term_view.status', 'ENUM', (row) => row.searchTerm?.status ?? null, {
    enumValues: TERM_STATUSES,
  }),
  defineField('search_term_view.ad_group', 'RESOURCE_NAME', (row) =>
    row.searchTerm ? describeAdGroupResource(row.customer.id, row.searchTerm.adGroupId) : null,
  ),
  // metrics and segments
  metric('impressions', 'INT64', (metrics) => metrics.impressions),
  metric('clicks', 'INT64', (metrics) => metrics.clicks),
  metric('cost_micros', 'INT64', (metrics) => metrics.costMicros),
  metric('conversions', 'DOUBLE', (metrics) => metrics.conversions),
  metric('ctr', 'DOUBLE', (metrics) =>
    metrics.impressions === 0 ? 0 : metrics.clicks / metrics.impressions,
  ),
  metric('average_cpc', 'DOUBLE', (metrics) =>
    metrics.clicks === 0 ? 0 : metrics.costMicros / metrics.clicks,
  ),
  defineField('segments.date', 'DATE', (row) => row.date ?? null),
  // The triggering keyword (platform-apis.md §1.3; reference/rpc/v25/Keyword, KeywordInfo and
  // KeywordMatchTypeEnum on developers.google.com/google-ads/api): absent on rows matched without one.
  defineField(
    'segments.keyword.info.text',
    'STRING',
    (row) => row.searchTerm?.keyword?.text ?? null,
  ),
  defineField(
    'segments.keyword.info.match_type',
    'ENUM',
    (row) => row.searchTerm?.keyword?.matchType ?? null,
    { enumValues: KEYWORD_MATCH_TYPES },
  ),
  defineField('segments.keyword.ad_group_criterion', 'RESOURCE_NAME', (row) => {
    const term = row.searchTerm;
    return term?.keyword
      ? describeAdGroupCriterionResource(row.customer.id, term.adGroupId, term.keyword.criterionId)
      : null;
  }),
];

const sharedSetName = (row: GaqlRow, id: string) => `customers/${row.customer.id}/sharedSets/${id}`;

// Keywords and negative keywords (issue 28): ad group criteria (positive and negative), campaign
// negatives, shared lists with their members and attachments, the account-level list's criterion.
const KEYWORD_FIELDS: GaqlField[] = [
  defineField('ad_group_criterion.resource_name', 'RESOURCE_NAME', (row) => {
    const criterion = row.adGroupCriterion;
    return criterion
      ? describeAdGroupCriterionResource(
          row.customer.id,
          criterion.adGroupId,
          criterion.criterionId,
        )
      : null;
  }),
  defineField(
    'ad_group_criterion.criterion_id',
    'INT64',
    (row) => row.adGroupCriterion?.criterionId ?? null,
  ),
  defineField('ad_group_criterion.ad_group', 'RESOURCE_NAME', (row) =>
    row.adGroupCriterion
      ? describeAdGroupResource(row.customer.id, row.adGroupCriterion.adGroupId)
      : null,
  ),
  defineField(
    'ad_group_criterion.type',
    'ENUM',
    (row) => (row.adGroupCriterion ? 'KEYWORD' : null),
    {
      enumValues: CRITERION_TYPES,
    },
  ),
  defineField('ad_group_criterion.status', 'ENUM', (row) => row.adGroupCriterion?.status ?? null, {
    enumValues: ENTITY_STATUSES,
  }),
  defineField(
    'ad_group_criterion.negative',
    'BOOLEAN',
    (row) => row.adGroupCriterion?.negative ?? null,
  ),
  defineField(
    'ad_group_criterion.keyword.text',
    'STRING',
    (row) => row.adGroupCriterion?.text ?? null,
  ),
  defineField(
    'ad_group_criterion.keyword.match_type',
    'ENUM',
    (row) => row.adGroupCriterion?.matchType ?? null,
    { enumValues: KEYWORD_MATCH_TYPES },
  ),
  // A keyword's own URL fields (reference/rpc/v25/AdGroupCriterion), which win over the ad's.
  ...defineTrackingFields('ad_group_criterion', (row) => {
    const criterion = row.adGroupCriterion;
    return criterion
      ? {
          trackingUrlTemplate: criterion.trackingUrlTemplate ?? null,
          finalUrlSuffix: criterion.finalUrlSuffix ?? null,
          urlCustomParameters: criterion.urlCustomParameters ?? [],
        }
      : undefined;
  }),
  defineField('campaign_criterion.resource_name', 'RESOURCE_NAME', (row) =>
    row.campaignCriterion
      ? `customers/${row.customer.id}/campaignCriteria/${row.campaignCriterion.campaignId}~${row.campaignCriterion.criterionId}`
      : null,
  ),
  defineField(
    'campaign_criterion.criterion_id',
    'INT64',
    (row) => row.campaignCriterion?.criterionId ?? null,
  ),
  defineField('campaign_criterion.campaign', 'RESOURCE_NAME', (row) =>
    row.campaignCriterion
      ? describeCampaignResource(row.customer.id, row.campaignCriterion.campaignId)
      : null,
  ),
  defineField(
    'campaign_criterion.type',
    'ENUM',
    (row) => (row.campaignCriterion ? 'KEYWORD' : null),
    {
      enumValues: CRITERION_TYPES,
    },
  ),
  defineField(
    'campaign_criterion.status',
    'ENUM',
    (row) => (row.campaignCriterion ? 'ENABLED' : null),
    {
      enumValues: ENTITY_STATUSES,
    },
  ),
  defineField('campaign_criterion.negative', 'BOOLEAN', (row) =>
    row.campaignCriterion ? true : null,
  ),
  defineField(
    'campaign_criterion.keyword.text',
    'STRING',
    (row) => row.campaignCriterion?.text ?? null,
  ),
  defineField(
    'campaign_criterion.keyword.match_type',
    'ENUM',
    (row) => row.campaignCriterion?.matchType ?? null,
    { enumValues: KEYWORD_MATCH_TYPES },
  ),
  defineField('shared_set.resource_name', 'RESOURCE_NAME', (row) =>
    row.sharedSet ? sharedSetName(row, row.sharedSet.id) : null,
  ),
  defineField('shared_set.id', 'INT64', (row) => row.sharedSet?.id ?? null),
  defineField('shared_set.name', 'STRING', (row) => row.sharedSet?.name ?? null),
  defineField('shared_set.type', 'ENUM', (row) => row.sharedSet?.type ?? null, {
    enumValues: SHARED_SET_TYPES,
  }),
  defineField('shared_set.status', 'ENUM', (row) => row.sharedSet?.status ?? null, {
    enumValues: SHARED_SET_STATUSES,
  }),
  defineField('shared_set.member_count', 'INT64', (row) => row.sharedSet?.members.length ?? null),
  defineField(
    'shared_set.reference_count',
    'INT64',
    (row) => row.sharedSet?.campaignIds.length ?? null,
  ),
  defineField('shared_criterion.resource_name', 'RESOURCE_NAME', (row) =>
    row.sharedSet && row.sharedCriterion
      ? `customers/${row.customer.id}/sharedCriteria/${row.sharedSet.id}~${row.sharedCriterion.criterionId}`
      : null,
  ),
  defineField(
    'shared_criterion.criterion_id',
    'INT64',
    (row) => row.sharedCriterion?.criterionId ?? null,
  ),
  defineField('shared_criterion.shared_set', 'RESOURCE_NAME', (row) =>
    row.sharedSet && row.sharedCriterion ? sharedSetName(row, row.sharedSet.id) : null,
  ),
  defineField('shared_criterion.type', 'ENUM', (row) => (row.sharedCriterion ? 'KEYWORD' : null), {
    enumValues: CRITERION_TYPES,
  }),
  defineField(
    'shared_criterion.keyword.text',
    'STRING',
    (row) => row.sharedCriterion?.text ?? null,
  ),
  defineField(
    'shared_criterion.keyword.match_type',
    'ENUM',
    (row) => row.sharedCriterion?.matchType ?? null,
    { enumValues: KEYWORD_MATCH_TYPES },
  ),
  defineField('campaign_shared_set.resource_name', 'RESOURCE_NAME', (row) =>
    row.campaignSharedSet && row.sharedSet
      ? `customers/${row.customer.id}/campaignSharedSets/${row.campaignSharedSet.campaignId}~${row.sharedSet.id}`
      : null,
  ),
  defineField('campaign_shared_set.campaign', 'RESOURCE_NAME', (row) =>
    row.campaignSharedSet
      ? describeCampaignResource(row.customer.id, row.campaignSharedSet.campaignId)
      : null,
  ),
  defineField('campaign_shared_set.shared_set', 'RESOURCE_NAME', (row) =>
    row.campaignSharedSet && row.sharedSet ? sharedSetName(row, row.sharedSet.id) : null,
  ),
  defineField(
    'campaign_shared_set.status',
    'ENUM',
    (row) => (row.campaignSharedSet ? 'ENABLED' : null),
    {
      enumValues: SHARED_SET_STATUSES,
    },
  ),
  defineField('customer_negative_criterion.resource_name', 'RESOURCE_NAME', (row) =>
    row.customerNegativeCriterion
      ? `customers/${row.customer.id}/customerNegativeCriteria/${row.customerNegativeCriterion.criterionId}`
      : null,
  ),
  defineField(
    'customer_negative_criterion.id',
    'INT64',
    (row) => row.customerNegativeCriterion?.criterionId ?? null,
  ),
  defineField(
    'customer_negative_criterion.type',
    'ENUM',
    (row) => (row.customerNegativeCriterion ? 'NEGATIVE_KEYWORD_LIST' : null),
    { enumValues: CRITERION_TYPES },
  ),
  defineField(
    'customer_negative_criterion.negative_keyword_list.shared_set',
    'RESOURCE_NAME',
    (row) =>
      row.customerNegativeCriterion
        ? sharedSetName(row, row.customerNegativeCriterion.sharedSetId)
        : null,
  ),
];

const FIELDS_BY_NAME = new Map([...FIELDS, ...KEYWORD_FIELDS].map((field) => [field.name, field]));

export function findGaqlField(name: string): GaqlField | undefined {
  return FIELDS_BY_NAME.get(name);
}

/** `ad_group_ad.ad.final_urls` -> ['adGroupAd', 'ad', 'finalUrls'] (REST JSON names). */
export function toJsonPath(fieldName: string): string[] {
  return fieldName
    .split('.')
    .map((part) => part.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()));
}
