import { performance } from 'node:perf_hooks';
import type { StoredRunCounts } from '../src/features/tagging-runs/schema.js';
import type { DatabaseExecutor } from '../src/core/db/database-types.js';
import { findAdAccountsByResourceNames } from '../src/features/ad-platforms/repositories/ad-account-repository.js';
import { grantOrganizationScope } from '../src/core/db/organization-scope.js';
import { writeRunResults } from '../src/features/tagging-runs/repositories/run-result-repository.js';
import {
  claimTaggingRun,
  finishTaggingRun,
  insertTaggingRuns,
} from '../src/features/tagging-runs/repositories/tagging-run-repository.js';
import {
  buildRunResults,
  createSyntheticAccount,
  type SyntheticAccount,
} from './synthetic-results.js';

// Two finished runs of one ad account, their results written through writeRunResults (the
// executor's bulk write) in the executor's chunk sizes: yesterday's run, in which everything was
// already tagged, and today's, the one the benchmark reads. Two runs, so the table holds other
// rows than the measured run's, as it does in use.

export interface FilledRun {
  jobId: string;
  accountId: string;
  counts: StoredRunCounts;
  account: SyntheticAccount;
  /** Rows written (both runs) and how long writing them took. */
  rowsWritten: number;
  writeMs: number;
}

/** Rows per writeRunResults call: what one page of the account listing hands the executor. */
const PAGE_ROWS = 10_000;
const SEED = 20260601;

export async function fillRuns(
  db: DatabaseExecutor,
  organizationId: string,
  resourceName: string,
  resultCount: number,
): Promise<FilledRun> {
  const scope = grantOrganizationScope(organizationId, 'owner');
  const [adAccount] = await findAdAccountsByResourceNames(db, scope, 'google', [resourceName]);
  if (!adAccount) throw new Error(`No ad account ${resourceName}`);
  const account = createSyntheticAccount(adAccount.platformAdAccountId, resultCount, SEED);
  let rowsWritten = 0;
  let writeMs = 0;
  let last: { jobId: string; counts: StoredRunCounts } | undefined;
  for (const isFirstRun of [false, true]) {
    const [queued] = await insertTaggingRuns(db, scope, [
      {
        workspaceId: adAccount.workspaceId,
        adAccountId: adAccount.id,
        platform: 'google',
        platformAdAccountId: adAccount.platformAdAccountId,
        accountName: adAccount.name,
        source: 'auto',
        updateMode: 'direct',
        requestedByUserId: null,
      },
    ]);
    const now = new Date();
    const run = await claimTaggingRun(db, queued!.id, 'bench', now, now);
    if (!run) throw new Error('Could not claim the benchmark run');
    const { rows, counts } = buildRunResults(account, run.id, {
      isFirstRun,
      seed: SEED + (isFirstRun ? 1 : 2),
    });
    const started = performance.now();
    for (let start = 0; start < rows.length; start += PAGE_ROWS) {
      await writeRunResults(db, organizationId, rows.slice(start, start + PAGE_ROWS));
    }
    writeMs += performance.now() - started;
    rowsWritten += rows.length;
    const state = { state: 'completed' as const, counts, failureReason: null, now: new Date() };
    if (!(await finishTaggingRun(db, run, 'bench', state))) throw new Error('Run not finished');
    last = { jobId: run.id, counts };
  }
  return {
    jobId: last!.jobId,
    accountId: adAccount.platformAdAccountId,
    counts: last!.counts,
    account,
    rowsWritten,
    writeMs,
  };
}
