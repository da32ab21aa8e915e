import {
  SEARCH_TERM_RANGE_PARAMETERS,
  describeRangeBelowMinimum,
  isRangeOrdered,
} from '@utmost/ads-sdk';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { Caller } from '../../identity/index.js';
import {
  RANGE_COLUMNS,
  listSearchTermResultPage,
  sumCostByCategory,
  type ResultQuery,
  type SearchTermResultPageRow,
} from '../repositories/search-term-result-query-repository.js';
import {
  findPreviousCompletedRun,
  type SearchTermRunRow,
} from '../repositories/search-term-run-repository.js';
import { resolveAnalysisRun, type AnalysisRunTarget } from './resolve-analysis-run.js';

// An account's validated search terms, as the Search terms tab reads them (issue 16 item 4).

export interface SearchTermResultsView {
  run: SearchTermRunRow | null;
  /** The account's completed run before `run`, which its terms are compared with. */
  previousRun: SearchTermRunRow | null;
  currencyCode: string | null;
  byCategory: {
    category: 'product' | 'brand';
    keptCostMicros: number;
    excludedCostMicros: number;
  }[];
  results: SearchTermResultPageRow[];
  total: number;
}

export async function readSearchTermResults(
  deps: { db: DatabaseExecutor },
  caller: Caller,
  organizationId: string,
  target: AnalysisRunTarget,
  query: ResultQuery,
): Promise<SearchTermResultsView> {
  const { scope, account, run } = await resolveAnalysisRun(deps, caller, organizationId, target, {
    validate: () => assertRangesOrdered(query.ranges),
  });
  if (!run) {
    return {
      run: null,
      previousRun: null,
      currencyCode: account.currencyCode,
      byCategory: [],
      results: [],
      total: 0,
    };
  }
  const previousRun = (await findPreviousCompletedRun(deps.db, scope, run)) ?? null;
  const [page, byCategory] = await Promise.all([
    listSearchTermResultPage(deps.db, run.id, query, previousRun?.id ?? null),
    sumCostByCategory(deps.db, run.id),
  ]);
  return {
    run,
    previousRun,
    currencyCode: account.currencyCode,
    byCategory,
    results: page.rows,
    total: page.total,
  };
}

/** A range whose minimum is above its maximum holds nothing: a mistake, answered as one. */
function assertRangesOrdered(ranges: ResultQuery['ranges'] = {}): void {
  const fieldErrors: Record<string, string> = {};
  for (const column of RANGE_COLUMNS) {
    const range = ranges[column];
    if (range === undefined || isRangeOrdered(range)) continue;
    fieldErrors[SEARCH_TERM_RANGE_PARAMETERS[column].max] = describeRangeBelowMinimum(
      column,
      range.min!,
    );
  }
  if (Object.keys(fieldErrors).length === 0) return;
  throw new AppError('BAD_REQUEST', 'A range’s maximum is below its minimum.', { fieldErrors });
}
