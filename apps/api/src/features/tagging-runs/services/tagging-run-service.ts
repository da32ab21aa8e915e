import { setTimeout as sleepFor } from 'node:timers/promises';
import {
  findRunObstacle,
  RUN_MESSAGES,
  toAdAccountResourceName,
  type UpdateMode,
} from '@utmost/ads-sdk';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { Caller } from '../../identity/index.js';
import type { RunSettings } from '../../../core/config/load-config.js';
import { ACTIVE_RUN_UNIQUE_INDEX, type StoredRunCounts } from '../schema.js';
import { AppError } from '../../../core/errors/app-error.js';
import { findAdAccountsByResourceNames, type AdAccountListing } from '../../ad-platforms/index.js';
import { isUniqueViolation } from '../../../core/db/database-errors.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { countRunResults } from '../repositories/run-result-repository.js';
import {
  findActiveRuns,
  findTaggingRunById,
  findTaggingRunsByIds,
  insertTaggingRuns,
  listJobRuns,
  type TaggingRunRow,
} from '../repositories/tagging-run-repository.js';
import type { RunQueue } from '../runs/run-queue.js';
import { authorizeOrganization } from '../../identity/index.js';

// Starting runs (spec §7 POST /{platform}/ads/autoUrlTemplate) and the job list. A start queues
// one run per account and waits for them, at most the configured time (under the client's three
// minutes); a run still going then is answered `running` and finishes in the worker anyway.

export interface RunServiceDependencies {
  adPlatforms: AdPlatformDependencies;
  settings: RunSettings;
  /** Absent where no job queue runs (a misconfiguration: starting answers 500). */
  queue: RunQueue | undefined;
}

export type RunOutcomeState = 'completed' | 'failed' | 'running' | 'waiting' | 'not_run';

export interface TaggingRunOutcome {
  resourceName: string;
  state: RunOutcomeState;
  /** A `waiting` run's time to resume by itself; null otherwise. */
  resumesAt: string | null;
  jobId: string | null;
  reason: string | null;
  counts: StoredRunCounts | null;
}

export const UNKNOWN_AD_ACCOUNT = (resourceName: string) =>
  `Ad account ${resourceName} is not connected to this organization`;
const NO_QUEUE = 'Runs cannot be started: this server has no job queue';
/** How often a waiting start looks at its runs. */
const WAIT_POLL_MS = 250;
/** Finished runs listed next to the active ones. */
const JOB_RUNS_LIMIT = 50;

/** Why an account is not run at all: spec §4 tagging status `disabled`, or a connection error. */
function findNotRunReason(account: AdAccountListing, mode: UpdateMode): string | null {
  const obstacle = findRunObstacle(
    { connectionStatus: account.connectionStatus, hasTemplate: account.urlTemplateId !== null },
    mode === 'drop_direct' ? 'remove' : 'run',
  );
  if (obstacle === 'connection') return 'connection_error';
  if (obstacle === 'template') return 'disabled';
  return null;
}

export interface StartRunsInput {
  resourceNames: readonly string[];
  mode: UpdateMode;
  /** False: answer once the runs are queued (scripts poll them by id). */
  shouldWait: boolean;
}

export async function startTaggingRuns(
  deps: RunServiceDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  input: StartRunsInput,
): Promise<TaggingRunOutcome[]> {
  const { db } = deps.adPlatforms;
  const { name: platform } = deps.adPlatforms.platforms.require(platformName);
  const scope = await authorizeOrganization(db, caller, organizationId, 'runs:start');
  const accounts = await findAdAccountsByResourceNames(db, scope, platform, input.resourceNames);
  const byResourceName = new Map(accounts.map((account) => [account.resourceName, account]));
  const unknown = input.resourceNames.find((name) => !byResourceName.has(name));
  if (unknown !== undefined) throw new AppError('NOT_FOUND', UNKNOWN_AD_ACCOUNT(unknown));

  const runnable = accounts.filter((account) => findNotRunReason(account, input.mode) === null);
  if (!deps.queue) throw new AppError('SERVER_ERROR', NO_QUEUE);
  const runs = await queueRuns(deps, scope, caller, runnable, input.mode);
  await deps.queue.send(runs.map((run) => run.id));
  const finished = input.shouldWait ? await waitForRuns(deps, scope, runs) : runs;
  const runByAccount = new Map(finished.map((run) => [run.adAccountId, run]));
  return input.resourceNames.map((resourceName) => {
    const account = byResourceName.get(resourceName)!;
    const run = runByAccount.get(account.id);
    if (!run) {
      const reason = findNotRunReason(account, input.mode);
      return { resourceName, state: 'not_run', resumesAt: null, jobId: null, reason, counts: null };
    }
    return toOutcome(resourceName, run);
  });
}

function toOutcome(resourceName: string, run: TaggingRunRow): TaggingRunOutcome {
  if (run.state === 'completed' || run.state === 'failed') {
    const counts = run.counts;
    const reason =
      run.state === 'failed'
        ? run.failureReason
        : counts && counts.total === 0
          ? 'no_active_ads'
          : null;
    return { resourceName, state: run.state, resumesAt: null, jobId: run.id, reason, counts };
  }
  if (run.state === 'waiting') {
    // Its results so far are final; the rest follow when Google's daily limit resets.
    return {
      resourceName,
      state: 'waiting',
      resumesAt: run.resumesAt?.toISOString() ?? null,
      jobId: run.id,
      reason: run.failureReason,
      counts: run.counts,
    };
  }
  return {
    resourceName,
    state: 'running',
    resumesAt: null,
    jobId: run.id,
    reason: null,
    counts: null,
  };
}

/** Inserts the runs; an account with a run queued or running makes the whole start a 409. */
async function queueRuns(
  deps: RunServiceDependencies,
  scope: OrganizationScope,
  caller: Caller,
  accounts: AdAccountListing[],
  mode: UpdateMode,
): Promise<TaggingRunRow[]> {
  if (accounts.length === 0) return [];
  const { db } = deps.adPlatforms;
  const accountIds = accounts.map((account) => account.id);
  const rejectIfActive = async () => {
    const [active] = await findActiveRuns(db, scope, accountIds);
    if (active) {
      throw new AppError('CONFLICT', RUN_MESSAGES.runInProgress(active.id), {
        runningJobId: active.id,
      });
    }
  };
  await rejectIfActive();
  try {
    return await insertTaggingRuns(
      db,
      scope,
      accounts.map((account) => ({
        workspaceId: account.workspaceId,
        adAccountId: account.id,
        platform: account.platform,
        platformAdAccountId: account.platformAdAccountId,
        accountName: account.name,
        source: mode === 'drop_direct' ? ('drop_job' as const) : ('manual' as const),
        updateMode: mode,
        requestedByUserId: caller.kind === 'user' ? caller.userId : null,
      })),
    );
  } catch (error) {
    // Another start (or the scheduler) won the race for one of the accounts.
    if (isUniqueViolation(error, ACTIVE_RUN_UNIQUE_INDEX)) await rejectIfActive();
    throw error;
  }
}

async function waitForRuns(
  deps: RunServiceDependencies,
  scope: OrganizationScope,
  runs: TaggingRunRow[],
): Promise<TaggingRunRow[]> {
  if (runs.length === 0) return [];
  const deadline = Date.now() + deps.settings.waitTimeoutMs;
  const ids = runs.map((run) => run.id);
  for (;;) {
    const current = await findTaggingRunsByIds(deps.adPlatforms.db, scope, ids);
    // A run waiting for the daily limit goes on tomorrow: nobody waits a day for an answer.
    const isDone = current.every((run) => run.state !== 'queued' && run.state !== 'running');
    if (isDone || Date.now() >= deadline) return current;
    await sleepFor(Math.min(WAIT_POLL_MS, Math.max(0, deadline - Date.now())));
  }
}

export interface JobRunView {
  run: TaggingRunRow;
  resourceName: string;
  counts: StoredRunCounts;
}

/** Active runs (with their progress so far) and the latest finished ones, newest first. */
export async function listTaggingJobRuns(
  deps: RunServiceDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
): Promise<JobRunView[]> {
  const { db } = deps.adPlatforms;
  const { name: platform } = deps.adPlatforms.platforms.require(platformName);
  const scope = await authorizeOrganization(db, caller, organizationId, 'runs:view');
  const runs = await listJobRuns(db, scope, platform, JOB_RUNS_LIMIT);
  return Promise.all(
    runs.map(async (run) => ({
      run,
      resourceName: toAdAccountResourceName(run.platform, run.platformAdAccountId),
      counts: run.counts ?? (await countRunResults(db, run.id)),
    })),
  );
}

export const TAGGING_RUN_NOT_FOUND = 'Tagging run not found.';

/** One run by id, however old; another organization's run answers 404 like a missing one. */
export async function getTaggingJobRun(
  deps: RunServiceDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
  runId: string,
): Promise<JobRunView> {
  const { db } = deps.adPlatforms;
  const { name: platform } = deps.adPlatforms.platforms.require(platformName);
  const scope = await authorizeOrganization(db, caller, organizationId, 'runs:view');
  const run = await findTaggingRunById(db, scope, platform, runId);
  if (!run) throw new AppError('NOT_FOUND', TAGGING_RUN_NOT_FOUND);
  return {
    run,
    resourceName: toAdAccountResourceName(run.platform, run.platformAdAccountId),
    counts: run.counts ?? (await countRunResults(db, run.id)),
  };
}
