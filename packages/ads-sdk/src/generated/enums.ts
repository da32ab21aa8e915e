// Generated from openapi/utmost.yaml by scripts/render-enums.mjs (`pnpm generate`): do not edit.
import type { components } from './schema.js';

type Schemas = components['schemas'];

/** Every value of `ErrorCode`, in the contract's order. */
export const ERROR_CODE_VALUES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'PLATFORM_NOT_SUPPORTED',
  'SUBSCRIPTION_BLOCKED',
  'AD_ACCOUNT_LIMIT_REACHED',
  'PLATFORM_ERROR',
  'EMAIL_ALREADY_VERIFIED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
] as const satisfies readonly Schemas['ErrorCode'][];

/** Every value of `LoginMethod`, in the contract's order. */
export const LOGIN_METHOD_VALUES = [
  'basic',
  'google',
  'microsoft',
  'linkedin',
] as const satisfies readonly Schemas['LoginMethod'][];

/** Every value of `SsoProvider`, in the contract's order. */
export const SSO_PROVIDER_VALUES = [
  'google',
  'linkedin',
  'microsoft',
] as const satisfies readonly Schemas['SsoProvider'][];

/** Every value of `SsoError`, in the contract's order. */
export const SSO_ERROR_VALUES = [
  'cancelled',
  'invalid_state',
  'provider_error',
  'email_missing',
  'email_unproven',
  'disabled',
] as const satisfies readonly Schemas['SsoError'][];

/** Every value of `MemberRole`, in the contract's order. */
export const MEMBER_ROLE_VALUES = [
  'owner',
  'admin',
  'member',
  'external',
] as const satisfies readonly Schemas['MemberRole'][];

/** Every value of `MemberStatus`, in the contract's order. */
export const MEMBER_STATUS_VALUES = [
  'active',
  'pending',
] as const satisfies readonly Schemas['MemberStatus'][];

/** Every value of `SubscriptionType`, in the contract's order. */
export const SUBSCRIPTION_TYPE_VALUES = [
  'trial',
  'blocked',
  'paused',
  'payed',
  'deleted',
] as const satisfies readonly Schemas['SubscriptionType'][];

/** Every value of `SubscriptionStatus`, in the contract's order. */
export const SUBSCRIPTION_STATUS_VALUES = [
  'active',
  'canceled',
  'incomplete',
  'past_due',
  'incomplete_expired',
  'trial',
] as const satisfies readonly Schemas['SubscriptionStatus'][];

/** Every value of `BillingInterval`, in the contract's order. */
export const BILLING_INTERVAL_VALUES = [
  'monthly',
  'yearly',
] as const satisfies readonly Schemas['BillingInterval'][];

/** Every value of `BillingProvider`, in the contract's order. */
export const BILLING_PROVIDER_VALUES = [
  'local',
  'stripe',
] as const satisfies readonly Schemas['BillingProvider'][];

/** Every value of `InvoiceStatus`, in the contract's order. */
export const INVOICE_STATUS_VALUES = [
  'paid',
  'open',
  'void',
  'uncollectible',
] as const satisfies readonly Schemas['InvoiceStatus'][];

/** Every value of `ApiKeyRole`, in the contract's order. */
export const API_KEY_ROLE_VALUES = [
  'admin',
  'member',
  'external',
] as const satisfies readonly Schemas['ApiKeyRole'][];

/** Every value of `TokenPurpose`, in the contract's order. */
export const TOKEN_PURPOSE_VALUES = [
  'password_reset',
  'invitation',
] as const satisfies readonly Schemas['TokenPurpose'][];

/** Every value of `Platform`, in the contract's order. */
export const PLATFORM_VALUES = [
  'google',
  'linkedin',
] as const satisfies readonly Schemas['Platform'][];

/** Every value of `ConnectionStatus`, in the contract's order. */
export const CONNECTION_STATUS_VALUES = [
  'CONNECTED',
  'ERROR',
  'NOT_CONNECTED',
] as const satisfies readonly Schemas['ConnectionStatus'][];

/** Every value of `TaggingStatus`, in the contract's order. */
export const TAGGING_STATUS_VALUES = [
  'error',
  'active',
  'disabled',
  'paused',
] as const satisfies readonly Schemas['TaggingStatus'][];

/** Every value of `PlatformConnectError`, in the contract's order. */
export const PLATFORM_CONNECT_ERROR_VALUES = [
  'access_denied',
  'invalid_state',
  'missing_code',
  'provider_error',
  'email_missing',
  'scope_missing',
  'forbidden',
  'subscription_blocked',
] as const satisfies readonly Schemas['PlatformConnectError'][];

/** Every value of `PlatformAbility`, in the contract's order. */
export const PLATFORM_ABILITY_VALUES = [
  'read_ads',
  'tag_campaigns',
  'read_post_landing_pages',
  'edit_sponsored_posts',
] as const satisfies readonly Schemas['PlatformAbility'][];

/** Every value of `UpdateMode`, in the contract's order. */
export const UPDATE_MODE_VALUES = [
  'direct',
  'tracking',
  'drop_direct',
] as const satisfies readonly Schemas['UpdateMode'][];

/** Every value of `RunSource`, in the contract's order. */
export const RUN_SOURCE_VALUES = [
  'auto',
  'manual',
  'drop_job',
] as const satisfies readonly Schemas['RunSource'][];

/** Every value of `RunLevel`, in the contract's order. */
export const RUN_LEVEL_VALUES = [
  'adAccount',
  'campaignGroups',
  'campaign',
  'creatives',
  'resolvedReferences',
  'trackingParameters',
] as const satisfies readonly Schemas['RunLevel'][];

/** Every value of `RunResultStatus`, in the contract's order. */
export const RUN_RESULT_STATUS_VALUES = [
  'updated',
  'skipped',
  'not_supported',
  'partially_updated',
  'error',
] as const satisfies readonly Schemas['RunResultStatus'][];

/** Every value of `JobState`, in the contract's order. */
export const JOB_STATE_VALUES = [
  'queued',
  'running',
  'waiting',
  'completed',
  'failed',
] as const satisfies readonly Schemas['JobState'][];

/** Every value of `RunState`, in the contract's order. */
export const RUN_STATE_VALUES = [
  'queued',
  'running',
  'waiting',
  'completed',
  'failed',
] as const satisfies readonly Schemas['RunState'][];

/** Every value of `RunHistoryPeriod`, in the contract's order. */
export const RUN_HISTORY_PERIOD_VALUES = [
  'today',
  'yesterday',
  'last_7_days',
  'last_14_days',
  'last_30_days',
  'custom',
] as const satisfies readonly Schemas['RunHistoryPeriod'][];

/** Every value of `RunDetailSortKey`, in the contract's order. */
export const RUN_DETAIL_SORT_KEY_VALUES = [
  'campaignName',
  'adGroupName',
  'adName',
  'campaignType',
  'campaignGroupName',
  'creativeName',
  'campaignFormat',
  'status',
  'errorType',
] as const satisfies readonly Schemas['RunDetailSortKey'][];

/** Every value of `BrandType`, in the contract's order. */
export const BRAND_TYPE_VALUES = [
  'product',
  'brand',
] as const satisfies readonly Schemas['BrandType'][];

/** Every value of `ExampleSource`, in the contract's order. */
export const EXAMPLE_SOURCE_VALUES = [
  'AIAssistant',
  'User',
] as const satisfies readonly Schemas['ExampleSource'][];

/** Every value of `SearchTermJobState`, in the contract's order. */
export const SEARCH_TERM_JOB_STATE_VALUES = [
  'pending',
  'completed',
  'no_result',
  'failed',
] as const satisfies readonly Schemas['SearchTermJobState'][];

/** Every value of `SearchTermSortKey`, in the contract's order. */
export const SEARCH_TERM_SORT_KEY_VALUES = [
  'costMicros',
  'impressions',
  'clicks',
  'conversions',
  'cpaMicros',
  'confidence',
  'searchTerm',
  'isExclude',
  'category',
  'signal',
  'matchedKeyword',
] as const satisfies readonly Schemas['SearchTermSortKey'][];

/** Every value of `SearchTermSignal`, in the contract's order. */
export const SEARCH_TERM_SIGNAL_VALUES = [
  'example',
  'own_brand',
  'competitor',
  'comparison',
  'job_seeker',
  'free_or_pirated',
  'diy_how_to',
  'information',
  'other_company_support',
  'used_or_fake',
  'wrong_audience',
  'wrong_location',
  'not_sold',
  'unrelated',
  'relevant',
  'model',
] as const satisfies readonly Schemas['SearchTermSignal'][];

/** Every value of `SearchTermFlag`, in the contract's order. */
export const SEARCH_TERM_FLAG_VALUES = [
  'needsReview',
  'changedByExamples',
  'modelDisagrees',
  'changedSincePrevious',
] as const satisfies readonly Schemas['SearchTermFlag'][];

/** Every value of `SearchTermNgramSortKey`, in the contract's order. */
export const SEARCH_TERM_NGRAM_SORT_KEY_VALUES = [
  'costMicros',
  'impressions',
  'clicks',
  'conversions',
  'ctr',
  'cpaMicros',
  'conversionRate',
  'excludedCostMicros',
  'excludedCostShare',
  'termCount',
  'gram',
] as const satisfies readonly Schemas['SearchTermNgramSortKey'][];

/** Every value of `NegativeKeywordChangeKind`, in the contract's order. */
export const NEGATIVE_KEYWORD_CHANGE_KIND_VALUES = [
  'sharedSet',
  'customerNegativeCriterion',
  'campaignSharedSet',
  'sharedCriterion',
  'campaignCriterion',
  'adGroupCriterion',
] as const satisfies readonly Schemas['NegativeKeywordChangeKind'][];

/** Every value of `NegativeKeywordChangeState`, in the contract's order. */
export const NEGATIVE_KEYWORD_CHANGE_STATE_VALUES = [
  'planned',
  'sending',
  'added',
  'skipped',
  'failed',
  'removed',
  'remove_failed',
] as const satisfies readonly Schemas['NegativeKeywordChangeState'][];

/** Every value of `NegativeKeywordBatchState`, in the contract's order. */
export const NEGATIVE_KEYWORD_BATCH_STATE_VALUES = [
  'pending',
  'completed',
  'failed',
  'undoing',
  'undone',
  'undo_failed',
] as const satisfies readonly Schemas['NegativeKeywordBatchState'][];

/** Every value of `ExampleMatchScope`, in the contract's order. */
export const EXAMPLE_MATCH_SCOPE_VALUES = [
  'closeVariants',
  'phrase',
] as const satisfies readonly Schemas['ExampleMatchScope'][];

/** The operations whose query takes `organization_id`, as `METHOD path` (contract paths). */
export const OPERATIONS_TAKING_ORGANIZATION_ID = [
  'POST /api/v1/users/invite-user',
  'DELETE /api/v1/organizations/delete-user',
  'PUT /api/v1/organizations/assign-user-role',
  'GET /api/v1/workspaces',
  'GET /api/v1/billing/subscription',
  'PUT /api/v1/billing/subscription',
  'GET /api/v1/billing/invoices',
  'POST /api/v1/billing/checkout-session',
  'POST /api/v1/billing/portal-session',
  'POST /api/v1/dev/trial-end',
  'GET /api/v1/{platform}/ads/accounts',
  'PUT /api/v1/{platform}/ads/accounts',
  'POST /api/v1/{platform}/ads/accounts',
  'DELETE /api/v1/{platform}/ads/accounts',
  'GET /api/v1/{platform}/ads/platformAccounts',
  'DELETE /api/v1/{platform}/ads/platformAccounts',
  'GET /api/v1/{platform}/authenticate',
  'GET /api/v1/{platform}/urlTemplates',
  'POST /api/v1/{platform}/urlTemplate',
  'DELETE /api/v1/{platform}/urlTemplate',
  'POST /api/v1/{platform}/urlTemplate/preview',
  'GET /api/v1/{platform}/templateKeys',
  'POST /api/v1/{platform}/ads/autoUrlTemplate',
  'GET /api/v1/{platform}/job/autoTagging/jobruns',
  'GET /api/v1/{platform}/job/autoTagging/jobruns/{jobId}',
  'GET /api/v1/run-history',
  'GET /api/v1/run-history/accounts',
  'GET /api/v1/run-history/{platform}/run-details',
  'GET /api/v1/run-history/{platform}/run-metadata',
  'GET /api/v1/run-history/not-supported',
  'GET /api/v1/searchTerms/brands',
  'POST /api/v1/searchTerms/brands',
  'DELETE /api/v1/searchTerms/brands',
  'GET /api/v1/searchTerms/brands/{id}',
  'PUT /api/v1/searchTerms/brands/{id}',
  'PATCH /api/v1/searchTerms/brands/{id}',
  'GET /api/v1/searchTerms/brands/{id}/reading',
  'POST /api/v1/searchTerms/brands/suggest-brand-elements',
  'POST /api/v1/searchTerms/brands/suggest-brand-ai-rules',
  'GET /api/v1/searchTerms/ai-rules',
  'POST /api/v1/searchTerms/ai-rules',
  'GET /api/v1/searchTerms/ai-rules/{brandId}',
  'PUT /api/v1/searchTerms/ai-rules/{brandId}',
  'POST /api/v1/google/searchTerms/adAccounts/validate',
  'GET /api/v1/google/job/autoSearchTermValidation/jobruns',
  'GET /api/v1/google/job/autoSearchTermValidation/jobruns/{jobId}',
  'GET /api/v1/google/searchTerms/results',
  'GET /api/v1/google/searchTerms/ngrams',
  'GET /api/v1/google/searchTerms/negativePlanner',
  'GET /api/v1/google/searchTerms/negativeBatches',
  'POST /api/v1/google/searchTerms/negativeBatches',
  'GET /api/v1/google/searchTerms/negativeBatches/{batchId}',
  'POST /api/v1/google/searchTerms/negativeBatches/{batchId}/undo',
  'POST /api/v1/google/searchTerms/decisions',
  'POST /api/v1/google/searchTerms/decisions/preview',
] as const;
