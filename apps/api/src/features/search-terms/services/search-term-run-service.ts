import { describeSearchTermValidationRunning } from '@utmost/ads-sdk';
import { isUniqueViolation } from '../../../core/db/database-errors.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { JobSender } from '../../../core/jobs/job-sender.js';
import {
  findAccountValidationBlocker,
  findAdAccountsByResourceNames,
} from '../../ad-platforms/index.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import { searchTermRunJob } from '../jobs/search-term-run.js';
import {
  findPendingSearchTermRuns,
  findSearchTermRunById,
  insertSearchTermRuns,
  listSearchTermRuns,
  type SearchTermRunRow,
} from '../repositories/search-term-run-repository.js';
import { PENDING_SEARCH_TERM_RUN_INDEX } from '../schema.js';

// Requesting search-term validation runs and listing them (spec §7). The run itself is a job
// (search-term-run-executor.ts); a request only checks, stores and sends.

/** Spec §7 default period: the last 30 full days. */
const PERIOD_DAYS = 30;

export interface SearchTermRunServiceDependencies {
  db: DatabaseExecutor;
  now: () => Date;
  jobs: JobSender | undefined;
}

/** The last 30 full days (UTC), yesterday included. */
export function findValidationPeriod(now: Date): { periodStart: string; periodEnd: string } {
  const day = 24 * 60 * 60 * 1000;
  const end = new Date(Math.floor(now.getTime() / day) * day - day);
  const start = new Date(end.getTime() - (PERIOD_DAYS - 1) * day);
  return {
    periodStart: start.toISOString().slice(0, 10),
    periodEnd: end.toISOString().slice(0, 10),
  };
}

export async function validateSearchTerms(
  deps: SearchTermRunServiceDependencies,
  caller: Caller,
  organizationId: string,
  resourceNames: readonly string[],
): Promise<SearchTermRunRow[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:start');
  const { jobs } = deps;
  if (!jobs) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Search-term validation needs the job workers, and none run with this server.',
    );
  }
  const found = await findAdAccountsByResourceNames(deps.db, scope, 'google', resourceNames);
  const byName = new Map(found.map((account) => [account.resourceName, account]));
  const accounts = resourceNames.map((name) => {
    const account = byName.get(name);
    if (!account) throw new AppError('NOT_FOUND', `Ad account ${name} was not found.`);
    return account;
  });
  for (const account of accounts) {
    const blocker = findAccountValidationBlocker(account);
    if (blocker !== null) {
      throw new AppError('BAD_REQUEST', undefined, {
        fieldErrors: { adAccounts: `${account.name}: ${blocker}` },
      });
    }
  }
  const ids = accounts.map((account) => account.id);
  const rejectIfPending = async (cause?: unknown) => {
    const pending = await findPendingSearchTermRuns(deps.db, scope, ids);
    if (pending.length === 0) return;
    throw new AppError(
      'CONFLICT',
      describeSearchTermValidationRunning(pending.map((run) => run.accountName)),
      {
        runningJobId: pending[0]!.id,
        cause,
      },
    );
  };
  await rejectIfPending();
  const period = findValidationPeriod(deps.now());
  let runs: SearchTermRunRow[];
  try {
    runs = await insertSearchTermRuns(
      deps.db,
      scope,
      accounts.map((account) => ({
        adAccountId: account.id,
        accountName: account.name,
        resourceName: account.resourceName,
        ...period,
        requestedByUserId: caller.kind === 'user' ? caller.userId : null,
      })),
    );
  } catch (error) {
    // Two requests racing for one account: the second finds the first's pending run.
    if (isUniqueViolation(error, PENDING_SEARCH_TERM_RUN_INDEX)) {
      await rejectIfPending(error);
      // The winner's run already finished: still a conflict, with no run left to name.
      throw new AppError(
        'CONFLICT',
        describeSearchTermValidationRunning(accounts.map((account) => account.name)),
        {
          cause: error,
        },
      );
    }
    throw error;
  }
  await jobs.send(
    searchTermRunJob,
    runs.map((run) => ({ runId: run.id })),
  );
  return runs;
}

/** The organization's runs, or one Google account's (its customer id): 404 for another's. */
export async function listOrganizationSearchTermRuns(
  deps: Pick<SearchTermRunServiceDependencies, 'db'>,
  caller: Caller,
  organizationId: string,
  googleCustomerId?: string,
): Promise<SearchTermRunRow[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:view');
  if (googleCustomerId === undefined) return listSearchTermRuns(deps.db, scope);
  const [account] = await findAdAccountsByResourceNames(deps.db, scope, 'google', [
    `customers/${googleCustomerId}`,
  ]);
  if (!account) throw new AppError('NOT_FOUND', 'Ad account not found.');
  return listSearchTermRuns(deps.db, scope, account.id);
}

export const SEARCH_TERM_RUN_NOT_FOUND = 'Search-term validation run not found.';

/** One run by id, however old; another organization's run answers 404 like a missing one. */
export async function getOrganizationSearchTermRun(
  deps: Pick<SearchTermRunServiceDependencies, 'db'>,
  caller: Caller,
  organizationId: string,
  runId: string,
): Promise<SearchTermRunRow> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:view');
  const run = await findSearchTermRunById(deps.db, scope, runId);
  if (!run) throw new AppError('NOT_FOUND', SEARCH_TERM_RUN_NOT_FOUND);
  return run;
}
