// The TanStack Query layer (an optional peer): query-key families, query-option factories and
// invalidation by cache tag. Its queries throw `UtmostError`, which is what TanStack Query expects.
export {
  QUERY_TAGS,
  queryKeys,
  type PlatformListParams,
  type PlatformParams,
  type QueryKeyFamilies,
  type QueryTag,
  type TemplatePresetKind,
  type TemplatePresetParams,
  type TemplatePreviewParams,
} from './query-keys.js';
export { versionsQueryOptions } from './versions-query.js';
export { supportContactsQueryOptions } from './support-contacts-query.js';
export {
  adAccountsQueryOptions,
  platformAccountsQueryOptions,
  subscriptionQueryOptions,
  type AdPlatformListParams,
} from './ad-platforms-query.js';
export {
  defaultUrlTemplateQueryOptions,
  dynamicValuesQueryOptions,
  hubSpotUrlTemplateQueryOptions,
  templateKeysQueryOptions,
  urlTemplatePreviewQueryOptions,
  urlTemplatesQueryOptions,
  type UrlTemplatePreviewParams,
} from './url-templates-query.js';
export {
  RUN_HISTORY_PAGE_SIZE,
  TAGGING_RUN_TAGS,
  TAGGING_RUN_TIMEOUT_MS,
  invalidateAfterTaggingRun,
  isRunScopeKnown,
  notSupportedQueryOptions,
  runDetailsQueryOptions,
  runHistoryAccountsQueryOptions,
  runHistoryQueryOptions,
  runMetadataQueryOptions,
  startTaggingRun,
  taggingJobRunsQueryOptions,
  type RunDetailResult,
  type RunDetailsPage,
  type RunDetailsParams,
  type RunHistoryFilters,
  type RunHistoryPeriod,
  type RunHistoryRow,
  type RunMetadata,
  type RunMetadataParams,
  type RunReference,
  type RunScope,
  type StartTaggingRunParams,
  type TaggingRunOutcome,
} from './runs-query.js';
export { invalidateQueryTags } from './invalidate-query-tags.js';
