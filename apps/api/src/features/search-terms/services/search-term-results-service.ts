import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import { findAdAccountsByResourceNames } from '../../ad-platforms/index.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import {
  listSearchTermResultPage,
  sumCostByCategory,
  type ResultQuery,
  type SearchTermResultRow,
} from '../repositories/search-term-result-query-repository.js';
import {
  findResultsRun,
  type SearchTermRunRow,
} from '../repositories/search-term-run-repository.js';

// An account's validated search terms, as the Search terms tab reads them (issue 16 item 4).

export interface SearchTermResultsView {
  run: SearchTermRunRow | null;
  currencyCode: string | null;
  byCategory: {
    category: 'product' | 'brand';
    keptCostMicros: number;
    excludedCostMicros: number;
  }[];
  results: (SearchTermResultRow & { cpaMicros: number | null })[];
  total: number;
}

export async function readSearchTermResults(
  deps: { db: DatabaseExecutor },
  caller: Caller,
  organizationId: string,
  target: { adAccountId: string; jobId: string | undefined },
  query: ResultQuery,
): Promise<SearchTermResultsView> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:view');
  const [account] = await findAdAccountsByResourceNames(deps.db, scope, 'google', [
    `customers/${target.adAccountId}`,
  ]);
  if (!account) throw new AppError('NOT_FOUND', 'Ad account not found.');
  const run = await findResultsRun(deps.db, scope, account.id, target.jobId);
  if (!run && target.jobId !== undefined) {
    throw new AppError('NOT_FOUND', 'Search-term validation run not found.');
  }
  if (!run) {
    return { run: null, currencyCode: account.currencyCode, byCategory: [], results: [], total: 0 };
  }
  const [page, byCategory] = await Promise.all([
    listSearchTermResultPage(deps.db, run.id, query),
    sumCostByCategory(deps.db, run.id),
  ]);
  return {
    run,
    currencyCode: account.currencyCode,
    byCategory,
    results: page.rows,
    total: page.total,
  };
}
