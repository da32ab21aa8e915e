import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components, operations } from '../generated/schema.js';
import { queryKeys, type QueryTag } from './query-keys.js';

export type SearchTermJobRun = components['schemas']['SearchTermJobRun'];

/** What a validation run changes: its runs, their results and the accounts' last run and cost. */
export const SEARCH_TERM_RUN_TAGS = [
  'SearchTermValidationJob',
  'SearchTermValidationResults',
  'SearchTermNgramResults',
  'negative-planner',
  'adAccount',
] as const satisfies readonly QueryTag[];

/**
 * The organization's validation runs (`GET /google/job/autoSearchTermValidation/jobruns`), or with
 * `adAccountId` (the Google customer id) one account's: its pending run and last 50 finished.
 */
export function searchTermJobRunsQueryOptions(
  client: UtmostClient,
  organizationId: string,
  adAccountId?: string,
) {
  return queryOptions({
    queryKey: [
      ...queryKeys.SearchTermValidationJob.all,
      'list',
      { organizationId, ...(adAccountId !== undefined && { adAccountId }) },
    ] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/google/job/autoSearchTermValidation/jobruns', {
        params: { query: { organization_id: organizationId, adAccountId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * Validates the search terms of Google accounts now (`POST /google/searchTerms/adAccounts/validate`):
 * answers the pending runs; a run already pending for one of them is a 409 naming it.
 */
export function validateSearchTermsMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (resourceNames: readonly string[]) => {
      const result = await client.POST('/api/v1/google/searchTerms/adAccounts/validate', {
        params: { query: { organization_id: organizationId } },
        body: { adAccounts: [...resourceNames] },
      });
      return unwrap(result).content;
    },
  });
}

export type SearchTermResultsPage = components['schemas']['SearchTermResultsPage'];
export type SearchTermResult = components['schemas']['SearchTermResult'];
export type SearchTermSortKey = components['schemas']['SearchTermSortKey'];

export type SearchTermSignal = components['schemas']['SearchTermSignal'];
export type SearchTermFlag = components['schemas']['SearchTermFlag'];
export type SearchTermRunSummary = components['schemas']['SearchTermRunSummary'];

type ResultsQuery = NonNullable<operations['listSearchTermResults']['parameters']['query']>;

/**
 * The results endpoint's filters: decision, category, text, what decided a term, a flag, the
 * match type, and a min/max range on every metric column (all applied in the database).
 */
export type SearchTermResultFilters = Omit<
  ResultsQuery,
  | 'organization_id'
  | 'workspace_id'
  | 'adAccountId'
  | 'jobId'
  | 'offset'
  | 'limit'
  | 'sortBy'
  | 'sortDirection'
>;

export interface SearchTermResultsParams extends SearchTermResultFilters {
  organizationId: string;
  /** The Google Ads customer id (digits). */
  adAccountId: string;
  jobId?: string;
  /** Terms to skip: `(page - 1) * limit` for a page number. */
  offset: number;
  limit: number;
  sortBy: SearchTermSortKey;
  sortDirection: 'asc' | 'desc';
}

/** One page of an account's validated search terms with the run's wasted-spend summary. */
export function searchTermResultsQueryOptions(
  client: UtmostClient,
  params: SearchTermResultsParams,
) {
  const { organizationId, ...query } = params;
  return queryOptions({
    queryKey: [...queryKeys.SearchTermValidationResults.all, 'list', params] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/google/searchTerms/results', {
        params: {
          query: {
            organization_id: organizationId,
            ...query,
            ...(query.search === '' && { search: undefined }),
          },
        },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** A term kept or excluded as the brief learns it, with what else it covers (`matchScope`). */
export type LearnedSearchTermDecision = components['schemas']['LearnedSearchTermDecision'];
export type SearchTermDecisionsPreview = components['schemas']['SearchTermDecisionsPreview'];

export interface LearnedDecisionsVariables {
  /** The Google Ads customer id (digits). */
  adAccountId: string;
  decisions: LearnedSearchTermDecision[];
}

/**
 * Accept or reject decisions (`POST /google/searchTerms/decisions`): the account's brief learns
 * them and the next run follows them; they are kept apart from the brief's own 50 examples.
 */
export function learnSearchTermDecisionsMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: async (input: LearnedDecisionsVariables) => {
      const result = await client.POST('/api/v1/google/searchTerms/decisions', {
        params: { query: { organization_id: organizationId } },
        body: input,
      });
      return unwrap(result).content;
    },
  });
}

export interface DecisionsPreviewParams extends LearnedDecisionsVariables {
  /** The run shown; the account's latest finished run when absent. */
  jobId?: string;
}

/**
 * Before decisions are saved (`POST /google/searchTerms/decisions/preview`, which saves nothing):
 * how many other terms of the shown run they would change, and the first few. A query, so that
 * switching between close variants and the whole phrase reads each answer once.
 */
export function searchTermDecisionsPreviewQueryOptions(
  client: UtmostClient,
  organizationId: string,
  params: DecisionsPreviewParams,
) {
  return queryOptions({
    queryKey: [
      ...queryKeys.SearchTermValidationResults.all,
      'decisionsPreview',
      { organizationId, ...params },
    ] as const,
    queryFn: async ({ signal }) => {
      const result = await client.POST('/api/v1/google/searchTerms/decisions/preview', {
        params: { query: { organization_id: organizationId } },
        body: params,
        signal,
      });
      return unwrap(result).content;
    },
  });
}

export type SearchTermNgramsPage = components['schemas']['SearchTermNgramsPage'];
export type SearchTermNgram = components['schemas']['SearchTermNgram'];
export type SearchTermNgramSortKey = components['schemas']['SearchTermNgramSortKey'];

type NgramsQuery = NonNullable<operations['listSearchTermNgrams']['parameters']['query']>;

/** The n-grams endpoint's filters: the gram size, minimum impressions or cost, zero conversions. */
export type SearchTermNgramFilters = Pick<
  NgramsQuery,
  'size' | 'minImpressions' | 'minCostMicros' | 'zeroConversions'
>;

export interface SearchTermNgramsParams extends SearchTermNgramFilters {
  organizationId: string;
  /** The Google Ads customer id (digits). */
  adAccountId: string;
  jobId?: string;
  /** Grams to skip, in the sorted order. */
  offset: number;
  /** Grams per page (up to 10,000). */
  limit: number;
  sortBy: SearchTermNgramSortKey;
  sortDirection: 'asc' | 'desc';
  /** How many of each gram's terms to list (the API's default, 10, when absent). */
  termsPerGram?: number;
}

/** The n-grams of an account's latest (or a given) run (`GET /google/searchTerms/ngrams`), one page. */
export function searchTermNgramsQueryOptions(client: UtmostClient, params: SearchTermNgramsParams) {
  return queryOptions({
    queryKey: [...queryKeys.SearchTermNgramResults.all, 'list', params] as const,
    queryFn: ({ signal }) => fetchSearchTermNgrams(client, params, signal),
  });
}

/** One page of n-grams, outside a query (a download reads its page this way). */
export async function fetchSearchTermNgrams(
  client: UtmostClient,
  params: SearchTermNgramsParams,
  signal?: AbortSignal,
): Promise<SearchTermNgramsPage> {
  const { organizationId, ...query } = params;
  const result = await client.GET('/api/v1/google/searchTerms/ngrams', {
    params: { query: { organization_id: organizationId, ...query } },
    ...(signal && { signal }),
  });
  return unwrap(result).content;
}

export type NegativeKeywordPlan = components['schemas']['NegativeKeywordPlan'];
export type NegativeKeywordSuggestion = components['schemas']['NegativeKeywordSuggestion'];
export type NegativeKeywordConflict = components['schemas']['NegativeKeywordConflict'];
export type NegativeKeywordIssue = components['schemas']['NegativeKeywordIssue'];

export interface NegativeKeywordPlanParams {
  organizationId: string;
  /** The Google Ads customer id (digits). */
  adAccountId: string;
  jobId?: string;
  /** The suggestions' match type (phrase when absent; broad only when asked for). */
  matchType?: 'PHRASE' | 'EXACT' | 'BROAD';
  /** Suggestions to skip, the largest saving first. */
  offset?: number;
  /** Suggestions per page (up to 1,000). */
  limit?: number;
}

/**
 * The negative keyword planner's suggestions for an account's latest (or a given) run
 * (`GET /google/searchTerms/negativePlanner`), each checked against the account's keywords.
 */
export function negativeKeywordPlanQueryOptions(
  client: UtmostClient,
  params: NegativeKeywordPlanParams,
) {
  return queryOptions({
    queryKey: [...queryKeys['negative-planner'].all, 'list', params] as const,
    queryFn: async ({ signal }) => {
      const { organizationId, ...query } = params;
      const result = await client.GET('/api/v1/google/searchTerms/negativePlanner', {
        params: { query: { organization_id: organizationId, ...query } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}
