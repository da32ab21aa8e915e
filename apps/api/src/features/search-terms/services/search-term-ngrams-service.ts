import type { NgramSize, NgramSort } from '@utmost/ads-sdk';
import { findNgramTerms, queryNgrams, type Ngram, type NgramFilters } from '@utmost/search-terms';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { Caller } from '../../identity/index.js';
import { listRunTermFigures } from '../repositories/search-term-result-query-repository.js';
import type { SearchTermRunRow } from '../repositories/search-term-run-repository.js';
import { resolveAnalysisRun, type AnalysisRunTarget } from './resolve-analysis-run.js';

// An account's n-grams, as the N-grams tab reads them (issue 28 item 1): computed from the stored
// results of its latest finished run (or of `jobId`) on each read, so they always match the terms
// the Search terms tab shows for the same run.

export interface NgramTermFigures {
  searchTerm: string;
  isExclude: boolean;
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
}

export interface SearchTermNgramsView {
  run: SearchTermRunRow | null;
  currencyCode: string | null;
  ngrams: (Ngram & { terms: NgramTermFigures[] })[];
  total: number;
}

export interface NgramsQuery {
  /** Grams to skip, in the sorted order. */
  offset: number;
  limit: number;
  sort: NgramSort;
  size?: NgramSize;
  minImpressions?: number;
  minCostMicros?: number;
  zeroConversions?: boolean;
  termsPerGram: number;
}

export async function readSearchTermNgrams(
  deps: { db: DatabaseExecutor },
  caller: Caller,
  organizationId: string,
  target: AnalysisRunTarget,
  query: NgramsQuery,
): Promise<SearchTermNgramsView> {
  const { account, run } = await resolveAnalysisRun(deps, caller, organizationId, target);
  if (!run) return { run: null, currencyCode: account.currencyCode, ngrams: [], total: 0 };
  const terms = await listRunTermFigures(deps.db, run.id);
  const filters: NgramFilters = {
    ...(query.size !== undefined && { sizes: [query.size] }),
    ...(query.minImpressions !== undefined && { minImpressions: query.minImpressions }),
    ...(query.minCostMicros !== undefined && { minCostMicros: query.minCostMicros }),
    ...(query.zeroConversions !== undefined && { zeroConversions: query.zeroConversions }),
  };
  const { grams, total } = queryNgrams(terms, filters, query.sort, {
    offset: query.offset,
    limit: query.limit,
  });
  const termsByLemma =
    query.termsPerGram > 0 && grams.length > 0
      ? findNgramTerms(
          terms,
          grams.map((gram) => gram.lemma),
          query.termsPerGram,
        )
      : new Map<string, NgramTermFigures[]>();
  return {
    run,
    currencyCode: account.currencyCode,
    ngrams: grams.map((gram) => ({ ...gram, terms: termsByLemma.get(gram.lemma) ?? [] })),
    total,
  };
}
