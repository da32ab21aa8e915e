// The TanStack Query layer (an optional peer): query-key families, query-option factories and
// invalidation by cache tag. Its queries throw `UtmostError`, which is what TanStack Query expects.
export { QUERY_TAGS, queryKeys, type QueryKeyFamilies, type QueryTag } from './query-keys.js';
export { versionsQueryOptions } from './versions-query.js';
export {
  adAccountsQueryOptions,
  platformAccountsQueryOptions,
  subscriptionQueryOptions,
  type AdPlatformListParams,
} from './ad-platforms-query.js';
export { invalidateQueryTags } from './invalidate-query-tags.js';
