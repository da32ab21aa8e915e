import type { NegativeMatchType } from '@utmost/search-terms';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  findAdAccountsByResourceNames,
  readKeywordInventory,
  type AdPlatformDependencies,
} from '../../ad-platforms/index.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import { listRunPlannerTerms } from '../repositories/search-term-result-query-repository.js';
import {
  findResultsRun,
  type SearchTermRunRow,
} from '../repositories/search-term-run-repository.js';
import { buildAccountNegativePlan, type AccountNegativePlan } from './negative-plan-builder.js';

// The Negative planner tab (issue 28): the run is resolved as the n-grams tab resolves it, the
// account's keywords and negatives are read from Google on each request, and the planner decides.

export interface NegativePlannerView extends AccountNegativePlan {
  run: SearchTermRunRow | null;
  currencyCode: string | null;
  total: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function periodDays(run: SearchTermRunRow): number {
  const days = (Date.parse(run.periodEnd) - Date.parse(run.periodStart)) / DAY_MS + 1;
  return Number.isFinite(days) && days > 0 ? days : 30;
}

export async function readNegativePlanner(
  deps: { db: DatabaseExecutor; adPlatforms: Pick<AdPlatformDependencies, 'platforms' | 'logins'> },
  caller: Caller,
  organizationId: string,
  target: { adAccountId: string; jobId: string | undefined },
  query: { offset: number; limit: number; matchType: NegativeMatchType },
): Promise<NegativePlannerView> {
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
    return {
      run: null,
      currencyCode: account.currencyCode,
      suggestions: [],
      total: 0,
      list: { level: 'account', name: null, limit: 0, used: 0, roomLeft: 0 },
      notices: [],
      skipped: [],
      thresholdMicros: null,
    };
  }
  const terms = await listRunPlannerTerms(deps.db, run.id);
  const inventory = await readKeywordInventory(
    { db: deps.db, ...deps.adPlatforms },
    scope,
    account,
  );
  const plan = buildAccountNegativePlan({
    terms,
    inventory,
    matchType: query.matchType,
    periodDays: periodDays(run),
    currencyCode: account.currencyCode,
  });
  return {
    ...plan,
    run,
    currencyCode: account.currencyCode,
    suggestions: plan.suggestions.slice(query.offset, query.offset + query.limit),
    total: plan.suggestions.length,
  };
}
