import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { AppError } from '../../../core/errors/app-error.js';
import { findAdAccountsByResourceNames, type AdAccountListing } from '../../ad-platforms/index.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import {
  findResultsRun,
  type SearchTermRunRow,
} from '../repositories/search-term-run-repository.js';

// The start every analysis tab's read shares: the caller may view analyses in the organization,
// the Google Ads account is one of its own, and the run is the account's latest finished one (or
// `jobId`). One place, so every tab answers the same 403 / 404 for the same address.

export interface AnalysisRunTarget {
  /** The Google Ads customer id, as the address carries it. */
  adAccountId: string;
  /** A chosen run; without it, the account's latest finished run. */
  jobId: string | undefined;
}

export interface ResolvedAnalysisRun {
  scope: OrganizationScope;
  account: AdAccountListing;
  /** Null when the account has no finished run yet (never when `jobId` was given). */
  run: SearchTermRunRow | null;
}

export async function resolveAnalysisRun(
  deps: { db: DatabaseExecutor },
  caller: Caller,
  organizationId: string,
  target: AnalysisRunTarget,
  options: {
    /** Checks on the request itself, run once the caller is authorized and before any lookup. */
    validate?: () => void;
  } = {},
): Promise<ResolvedAnalysisRun> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:view');
  options.validate?.();
  const [account] = await findAdAccountsByResourceNames(deps.db, scope, 'google', [
    `customers/${target.adAccountId}`,
  ]);
  if (!account) throw new AppError('NOT_FOUND', 'Ad account not found.');
  const run = await findResultsRun(deps.db, scope, account.id, target.jobId);
  if (!run && target.jobId !== undefined) {
    throw new AppError('NOT_FOUND', 'Search-term validation run not found.');
  }
  return { scope, account, run: run ?? null };
}
