import {
  DEFAULT_NEGATIVE_PLANNER_MATCH_TYPE,
  DEFAULT_NGRAM_SORT,
  SEARCH_TERM_RANGE_PARAMETERS,
} from '@utmost/ads-sdk';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import { requireCaller } from '../../identity/index.js';
import {
  getOrganizationSearchTermRun,
  listOrganizationSearchTermRuns,
  validateSearchTerms,
  type SearchTermRunServiceDependencies,
} from '../services/search-term-run-service.js';
import {
  learnSearchTermDecisions,
  previewSearchTermDecisions,
} from '../services/learn-decisions-service.js';
import {
  RANGE_COLUMNS,
  type ResultQuery,
} from '../repositories/search-term-result-query-repository.js';
import { readSearchTermResults } from '../services/search-term-results-service.js';
import { readSearchTermNgrams } from '../services/search-term-ngrams-service.js';
import { readNegativePlanner } from '../services/negative-planner-service.js';
import {
  presentNegativePlanner,
  presentSearchTermNgrams,
  presentSearchTermResults,
  presentSearchTermRun,
  presentSearchTermRunView,
} from './search-term-presenters.js';

/** Search-term validation runs (spec §7: validate, jobruns). */
export function createSearchTermHandlers(
  deps: SearchTermRunServiceDependencies & {
    adPlatforms: Pick<AdPlatformDependencies, 'platforms' | 'logins'>;
  },
): {
  validateSearchTerms: OperationHandler<'validateSearchTerms'>;
  listSearchTermJobRuns: OperationHandler<'listSearchTermJobRuns'>;
  getSearchTermJobRun: OperationHandler<'getSearchTermJobRun'>;
  listSearchTermResults: OperationHandler<'listSearchTermResults'>;
  listSearchTermNgrams: OperationHandler<'listSearchTermNgrams'>;
  listNegativeKeywordSuggestions: OperationHandler<'listNegativeKeywordSuggestions'>;
  learnSearchTermDecisions: OperationHandler<'learnSearchTermDecisions'>;
  previewSearchTermDecisions: OperationHandler<'previewSearchTermDecisions'>;
} {
  return {
    validateSearchTerms: async (request, reply) => {
      const runs = await validateSearchTerms(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body.adAccounts,
      );
      reply.code(202);
      return { content: runs.map(presentSearchTermRun) };
    },
    listSearchTermJobRuns: async (request) => {
      const runs = await listOrganizationSearchTermRuns(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.query.adAccountId,
      );
      return { content: runs.map(presentSearchTermRun) };
    },
    getSearchTermJobRun: async (request) => {
      const run = await getOrganizationSearchTermRun(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.params.jobId,
      );
      return { content: presentSearchTermRunView(run) };
    },
    listSearchTermResults: async (request) => {
      const { query } = request;
      const paging = { offset: query.offset ?? 0, limit: query.limit ?? 50 };
      const view = await readSearchTermResults(
        deps,
        requireCaller(request),
        query.organization_id,
        { adAccountId: query.adAccountId, jobId: query.jobId },
        {
          ...paging,
          sortBy: query.sortBy ?? 'costMicros',
          sortDirection: query.sortDirection ?? 'desc',
          ...(query.decision && { decision: query.decision }),
          ...(query.category && { category: query.category }),
          ...(query.search !== undefined && { search: query.search }),
          ...(query.signal && { signal: query.signal }),
          ...(query.flag && { flag: query.flag }),
          ...(query.matchType && { matchType: query.matchType }),
          ranges: readRanges(query),
        },
      );
      return { content: presentSearchTermResults(view, paging) };
    },
    listSearchTermNgrams: async (request) => {
      const { query } = request;
      const paging = { offset: query.offset ?? 0, limit: query.limit ?? 50 };
      const view = await readSearchTermNgrams(
        deps,
        requireCaller(request),
        query.organization_id,
        { adAccountId: query.adAccountId, jobId: query.jobId },
        {
          ...paging,
          sort: {
            sortBy: query.sortBy ?? DEFAULT_NGRAM_SORT.sortBy,
            sortDirection: query.sortDirection ?? DEFAULT_NGRAM_SORT.sortDirection,
          },
          ...(query.size !== undefined && { size: query.size }),
          ...(query.minImpressions !== undefined && { minImpressions: query.minImpressions }),
          ...(query.minCostMicros !== undefined && { minCostMicros: query.minCostMicros }),
          ...(query.zeroConversions !== undefined && { zeroConversions: query.zeroConversions }),
          termsPerGram: query.termsPerGram ?? 10,
        },
      );
      return { content: presentSearchTermNgrams(view, paging) };
    },
    listNegativeKeywordSuggestions: async (request) => {
      const { query } = request;
      const paging = { offset: query.offset ?? 0, limit: query.limit ?? 50 };
      const view = await readNegativePlanner(
        deps,
        requireCaller(request),
        query.organization_id,
        { adAccountId: query.adAccountId, jobId: query.jobId },
        { ...paging, matchType: query.matchType ?? DEFAULT_NEGATIVE_PLANNER_MATCH_TYPE },
      );
      return { content: presentNegativePlanner(view, paging) };
    },
    learnSearchTermDecisions: async (request) => {
      const content = await learnSearchTermDecisions(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body,
      );
      return { content };
    },
    previewSearchTermDecisions: async (request) => {
      const content = await previewSearchTermDecisions(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body,
      );
      return { content };
    },
  };
}

/** `minImpressions` … `maxConfidence` as one range per column (only the bounds given). */
function readRanges(
  query: Parameters<OperationHandler<'listSearchTermResults'>>[0]['query'],
): NonNullable<ResultQuery['ranges']> {
  const ranges: NonNullable<ResultQuery['ranges']> = {};
  for (const column of RANGE_COLUMNS) {
    const min = query[SEARCH_TERM_RANGE_PARAMETERS[column].min];
    const max = query[SEARCH_TERM_RANGE_PARAMETERS[column].max];
    if (min === undefined && max === undefined) continue;
    ranges[column] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  }
  return ranges;
}
