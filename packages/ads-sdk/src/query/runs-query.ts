import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  skipToken,
  type QueryClient,
} from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import type { AdAccount, Platform } from '../rules/ad-accounts.js';
import {
  SORT_DIRECTION_VALUE,
  type RunDetailIdFilter,
  type RunDetailSortKey,
  type RunResultStatus,
  type UpdateMode,
} from '../rules/runs.js';
import { invalidateQueryTags } from './invalidate-query-tags.js';
import { queryKeys, type QueryTag } from './query-keys.js';

type Schemas = components['schemas'];
export type RunHistoryPeriod = Schemas['RunHistoryPeriod'];
export type RunHistoryRow = Schemas['RunHistoryRow'];
export type RunDetailResult = Schemas['RunDetailResult'];
export type RunMetadata = Schemas['RunMetadata'];
export type TaggingRunOutcome = Schemas['TaggingRunOutcome'];

/** Spec §7/§9: the job run call may take 3 minutes; create its client with this `timeoutMs`. */
export const TAGGING_RUN_TIMEOUT_MS = 3 * 60_000;

/** What a tagging run changes: the runs themselves, their results, and the accounts' last / next run. */
export const TAGGING_RUN_TAGS = [
  'job',
  'runHistory',
  'runDetails',
  'notSupported',
  'adAccount',
] as const satisfies readonly QueryTag[];

/**
 * Where run queries act (spec §6: they are skipped until both ids are known). The workspace is sent
 * explicitly, so an answer always belongs to the key it is cached under.
 */
export interface RunScope {
  organizationId: string | null | undefined;
  workspaceId: string | null | undefined;
}

interface KnownRunScope {
  organizationId: string;
  workspaceId: string;
}

export function isRunScopeKnown(scope: RunScope): scope is KnownRunScope {
  return Boolean(scope.organizationId) && Boolean(scope.workspaceId);
}

function toScopeQuery(scope: KnownRunScope) {
  return { organization_id: scope.organizationId, workspace_id: scope.workspaceId };
}

function toScopeKey(scope: RunScope) {
  return { organizationId: scope.organizationId ?? null, workspaceId: scope.workspaceId ?? null };
}

/** The organization's queued and running runs and the last finished ones (`GET …/jobruns`). */
export function taggingJobRunsQueryOptions(
  client: UtmostClient,
  params: RunScope & { platform: Platform },
) {
  const { platform } = params;
  return queryOptions({
    queryKey: [...queryKeys.job.all, 'list', { platform, ...toScopeKey(params) }] as const,
    queryFn: isRunScopeKnown(params)
      ? async ({ signal }) => {
          const result = await client.GET('/api/v1/{platform}/job/autoTagging/jobruns', {
            params: { path: { platform }, query: toScopeQuery(params) },
            signal,
          });
          return unwrap(result).content;
        }
      : skipToken,
  });
}

/** Spec §2 run history filters; `from` / `to` (YYYY-MM-DD) go with the `custom` period only. */
export interface RunHistoryFilters {
  period?: RunHistoryPeriod | undefined;
  from?: string | undefined;
  to?: string | undefined;
  accountId?: string | undefined;
  platform?: Platform | undefined;
}

/** How many runs one page of the history asks for. */
export const RUN_HISTORY_PAGE_SIZE = 100;

/**
 * The run history list (`GET /run-history`), newest first, a page of `pageSize` runs at a time:
 * `fetchNextPage()` asks for the next offset while the last page came back full.
 */
export function runHistoryQueryOptions(
  client: UtmostClient,
  params: RunScope & RunHistoryFilters & { pageSize?: number },
) {
  const { period, from, to, accountId, platform, pageSize = RUN_HISTORY_PAGE_SIZE } = params;
  const filters = { period, from, to, accountId, platform };
  return infiniteQueryOptions({
    queryKey: [
      ...queryKeys.runHistory.all,
      'list',
      { ...filters, pageSize, ...toScopeKey(params) },
    ] as const,
    initialPageParam: 0,
    getNextPageParam: (lastPage: RunHistoryRow[], _pages, lastOffset: number) =>
      lastPage.length < pageSize ? undefined : lastOffset + pageSize,
    queryFn: isRunScopeKnown(params)
      ? async ({ signal, pageParam }) => {
          const result = await client.GET('/api/v1/run-history', {
            params: {
              query: {
                ...toScopeQuery(params),
                ...filters,
                offset: pageParam,
                limit: pageSize,
              },
            },
            signal,
          });
          return unwrap(result).content;
        }
      : skipToken,
  });
}

/** The ad accounts that have runs: the history's account filter (`GET /run-history/accounts`). */
export function runHistoryAccountsQueryOptions(client: UtmostClient, params: RunScope) {
  return queryOptions({
    queryKey: [...queryKeys.runHistory.all, 'accounts', toScopeKey(params)] as const,
    queryFn: isRunScopeKnown(params)
      ? async ({ signal }) => {
          const result = await client.GET('/api/v1/run-history/accounts', {
            params: { query: toScopeQuery(params) },
            signal,
          });
          return unwrap(result).content;
        }
      : skipToken,
  });
}

/** One run of one ad account: `jobId` names it (see `RunMetadata` for the account's latest). */
export interface RunReference extends RunScope {
  platform: Platform;
  /** The platform's ad account id (digits). */
  accountId: string;
  jobId: string;
}

export interface RunDetailsParams extends RunReference {
  /** Only these statuses; none or every one means all. */
  statuses?: readonly RunResultStatus[] | undefined;
  sortBy: RunDetailSortKey;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Only results under these platform ids, per column of the platform (`RUN_DETAIL_ID_FILTERS`). */
  idFilters?: Partial<Record<RunDetailIdFilter, readonly string[]>> | undefined;
}

export interface RunDetailsPage {
  data: RunDetailResult[];
  info: { totalCount: number };
}

const NO_RESULTS: RunDetailsPage = { data: [], info: { totalCount: 0 } };

/**
 * A page of one run's per-ad results (`GET /run-history/{platform}/run-details`), the sort
 * direction sent as its numeric value (spec §7). An id filter with nothing checked matches no
 * result, which a query string cannot say: that page is answered empty without a request.
 */
export function runDetailsQueryOptions(client: UtmostClient, params: RunDetailsParams) {
  const { platform, accountId, jobId, statuses, sortBy, sortOrder, offset, limit, idFilters } =
    params;
  const detail = { platform, accountId, jobId, statuses, sortBy, sortOrder, offset, limit };
  return queryOptions({
    queryKey: [
      ...queryKeys.runDetails.all,
      'list',
      { ...detail, idFilters, ...toScopeKey(params) },
    ] as const,
    queryFn: isRunScopeKnown(params)
      ? async ({ signal }): Promise<RunDetailsPage> => {
          const idLists = Object.entries(idFilters ?? {}).filter(
            (entry): entry is [RunDetailIdFilter, readonly string[]] => entry[1] !== undefined,
          );
          if (idLists.some(([, ids]) => ids.length === 0)) return NO_RESULTS;
          const result = await client.GET('/api/v1/run-history/{platform}/run-details', {
            params: {
              path: { platform },
              query: {
                ...toScopeQuery(params),
                accountId,
                jobId,
                statuses: statuses === undefined ? undefined : [...statuses],
                sortBy,
                sortOrder: SORT_DIRECTION_VALUE[sortOrder],
                offset,
                limit,
                ...Object.fromEntries(idLists.map(([name, ids]) => [name, [...ids]])),
              },
            },
            signal,
          });
          return unwrap(result).content;
        }
      : skipToken,
  });
}

export interface RunMetadataParams extends RunScope {
  platform: Platform;
  accountId: string;
  /** Without it, the account's latest run. */
  jobId?: string | undefined;
  /** When sent, it must be the run's (a stale link answers 404). */
  createdAt?: string | undefined;
}

/**
 * One run's summary counts, the values of its filterable columns and the runs before and after it
 * (`GET /run-history/{platform}/run-metadata`). Refetched whenever a page using it mounts (spec §7).
 */
export function runMetadataQueryOptions(client: UtmostClient, params: RunMetadataParams) {
  const { platform, accountId, jobId, createdAt } = params;
  return queryOptions({
    queryKey: [
      ...queryKeys.runDetails.all,
      'metadata',
      { platform, accountId, jobId, createdAt, ...toScopeKey(params) },
    ] as const,
    refetchOnMount: 'always',
    queryFn: isRunScopeKnown(params)
      ? async ({ signal }) => {
          const result = await client.GET('/api/v1/run-history/{platform}/run-metadata', {
            params: {
              path: { platform },
              query: { ...toScopeQuery(params), accountId, jobId, createdAt },
            },
            signal,
          });
          return unwrap(result).content;
        }
      : skipToken,
  });
}

/** What a run could not tag, by campaign type (Google) or format (LinkedIn), largest first. */
export function notSupportedQueryOptions(client: UtmostClient, params: RunReference) {
  const { platform, accountId, jobId } = params;
  return queryOptions({
    queryKey: [
      ...queryKeys.notSupported.all,
      'list',
      { platform, accountId, jobId, ...toScopeKey(params) },
    ] as const,
    queryFn: isRunScopeKnown(params)
      ? async ({ signal }) => {
          const result = await client.GET('/api/v1/run-history/not-supported', {
            params: { query: { ...toScopeQuery(params), platform, accountId, jobId } },
            signal,
          });
          return unwrap(result).content;
        }
      : skipToken,
  });
}

export interface StartTaggingRunParams {
  platform: Platform;
  organizationId: string;
  /** Resource names of the organization's ad accounts on `platform`. */
  adAccounts: readonly string[];
  /** `drop_direct` removes Utmost's parameters (a drop job); `direct` when absent (spec §7). */
  updateApi?: UpdateMode;
  signal?: AbortSignal;
}

/**
 * Runs tagging now on ad accounts of one platform (`POST /{platform}/ads/autoUrlTemplate`) and
 * returns one outcome per account, in the order given. The API waits up to 3 minutes: call it
 * through a client whose `timeoutMs` is `TAGGING_RUN_TIMEOUT_MS`, or the default 30 s ends the
 * wait early (the run itself goes on). Afterwards, `invalidateAfterTaggingRun`.
 */
export async function startTaggingRun(
  client: UtmostClient,
  params: StartTaggingRunParams,
): Promise<TaggingRunOutcome[]> {
  const { platform, organizationId, adAccounts, updateApi, signal } = params;
  const result = await client.POST('/api/v1/{platform}/ads/autoUrlTemplate', {
    params: {
      path: { platform },
      query: { organization_id: organizationId, update_api: updateApi },
    },
    body: { adAccounts: [...adAccounts] },
    signal,
  });
  return unwrap(result).content;
}

/** One platform's accounts to run tagging on; the rows travel along for the caller's callbacks. */
export interface TaggingRunVariables {
  platform: Platform;
  accounts: readonly AdAccount[];
}

/**
 * `startTaggingRun` as a mutation, for the accounts of one platform at a time. Its key is
 * `['taggingRun']`, so a `useMutationState` filter finds every run still waiting for its answer.
 */
export function taggingRunMutationOptions(
  client: UtmostClient,
  params: { organizationId: string; updateApi?: UpdateMode },
) {
  const { organizationId, updateApi } = params;
  return mutationOptions({
    mutationKey: ['taggingRun'],
    mutationFn: ({ platform, accounts }: TaggingRunVariables) =>
      startTaggingRun(client, {
        platform,
        organizationId,
        adAccounts: accounts.map((account) => account.resourceName),
        updateApi,
      }),
  });
}

/** Refetches what a started or finished run changes (`TAGGING_RUN_TAGS`). */
export function invalidateAfterTaggingRun(queryClient: QueryClient): Promise<void> {
  return invalidateQueryTags(queryClient, TAGGING_RUN_TAGS);
}
