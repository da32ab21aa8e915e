import { randomUUID } from 'node:crypto';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { findDailyLimitReset, findRunObstacle, type Platform } from '@utmost/ads-sdk';
import {
  areTrackingParametersEqual,
  isDailyQuotaExhausted,
  PlatformError,
  type AdPlatform,
  type CampaignTrackingParameters,
  type PlatformAd,
  type PlatformChangeResult,
  type PlatformCredentials,
  type PlatformErrorCode,
  type PlatformUrlChange,
} from '@utmost/platforms';
import {
  areUrlFieldsEqual,
  decideAdChange,
  prepareTemplate,
  readUrlFields,
  toAdErrorType,
  type AdDecision,
  type PreparedTemplate,
} from '@utmost/tagging';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { RunSettings } from '../../../core/config/load-config.js';
import type { StoredRunCounts } from '../schema.js';
import { findAdAccountById, type AdAccountRow } from '../../ad-platforms/index.js';
import {
  deleteChangeHistories,
  findChangeHistories,
  recordAppliedChanges,
  type AppliedChange,
} from '../repositories/ad-change-history-repository.js';
import {
  grantOrganizationScope,
  type OrganizationScope,
} from '../../../core/db/organization-scope.js';
import { findPlatformAccountById } from '../../ad-platforms/index.js';
import {
  confirmAppliedResults,
  markResultsApplied,
  countRunResults,
  type NewRunResult,
  readResultMarks,
  refreshRunResultStatistics,
  type ResultMark,
  settleUnansweredResults,
  writeRunResults,
} from '../repositories/run-result-repository.js';
import {
  claimTaggingRun,
  finishTaggingRun,
  pauseTaggingRun,
  releaseTaggingRun,
  renewRunLease,
  type TaggingRunRow,
} from '../repositories/tagging-run-repository.js';
import { findUrlTemplate } from '../../url-templates/index.js';
import {
  toAppliedRow,
  toInFlightRow,
  toNotSupportedRow,
  toRefusedRow,
  toResultRow,
  type InFlightChange,
} from './result-rows.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { Lease } from '../../../core/jobs/lease.js';
import { runLeasedWork, type LeasedWorkStore } from '../../../core/jobs/leased-work.js';

// One tagging run of one ad account (DESIGN §6), as a worker executes it: claim the run, walk the
// account's ads page by page, decide each with the engine, write what needs no platform call,
// write each change *before* sending it, send the changes in the platform's batches, then write
// their outcomes and the change history. A worker that dies anywhere leaves a run the next one
// resumes: finished ads are not looked at again, and an ad whose change was written but never
// answered is checked against the platform before anything is sent — if it already carries the
// change, it is recorded as applied, so no ad is changed twice.

/** Platform failures worth waiting out: the whole pass (or the refused changes) is tried again. */
const TRANSIENT_CODES: ReadonlySet<PlatformErrorCode> = new Set(['RATE_LIMITED', 'SERVER_ERROR']);
/** Tries of a whole pass over the account after a transient failure, the first one included. */
const MAX_PASSES = 5;
/** Tries of the changes of one page that the platform refused for a transient reason. */
const MAX_CHANGE_TRIES = 5;
/** Runs with this many results leave the table changed enough to refresh its statistics. */
const STATISTICS_REFRESH_MIN_RESULTS = 1_000;
/** The longest single wait, whatever the platform's Retry-After asks for. */
const MAX_WAIT_MS = 5 * 60 * 1000;

export interface RunExecutorDependencies {
  adPlatforms: Pick<AdPlatformDependencies, 'db' | 'logger' | 'now' | 'platforms' | 'logins'>;
  settings: RunSettings;
  /** Names this process in the lease (a random suffix makes each execution distinct). */
  workerId: string;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export type RunExecution =
  | { runId: string; outcome: 'not_claimed' }
  | {
      runId: string;
      outcome: 'completed' | 'failed';
      counts: StoredRunCounts;
      failureReason: string | null;
    }
  | {
      runId: string;
      /** Google's daily limit is spent: the run resumes by itself at `resumesAt`. */
      outcome: 'waiting';
      counts: StoredRunCounts;
      failureReason: string;
      resumesAt: Date;
    };

class RunFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RunFailure';
  }
}

/**
 * Google's daily operations quota: waiting minutes cannot help, so the run is set aside until the
 * quota resets and then resumes where it stopped.
 */
const DAILY_LIMIT_REACHED = 'DAILY_LIMIT_REACHED';

function isTransient(error: unknown): error is PlatformError {
  return (
    error instanceof PlatformError &&
    TRANSIENT_CODES.has(error.code) &&
    !isDailyQuotaExhausted(error)
  );
}

/** A run's failure as a spec §8 code: a revoked grant reads as missing permissions. */
function describeFailure(error: PlatformError): string {
  if (isDailyQuotaExhausted(error)) return DAILY_LIMIT_REACHED;
  return error.code === 'AUTH_REVOKED' ? 'NO_PERMISSIONS' : toAdErrorType(error.code);
}

interface PendingChange {
  row: NewRunResult;
  request: PlatformUrlChange;
  status: InFlightChange['status'];
}

/** Executes (or resumes) one run; `not_claimed` when another worker holds it or it is over. */
export async function executeTaggingRun(
  deps: RunExecutorDependencies,
  runId: string,
): Promise<RunExecution> {
  const { db, logger, now } = deps.adPlatforms;
  const owner = `${deps.workerId}:${randomUUID()}`;
  const execution = await runLeasedWork(
    {
      subject: `Run ${runId}`,
      owner,
      store: taggingRunStore(db, runId),
      staleAfterMs: deps.settings.staleAfterMs,
      now,
      logger: logger.child({ runId }),
    },
    (run, lease) => executeClaimedRun(deps, run, owner, lease),
  );
  return execution ?? { runId, outcome: 'not_claimed' };
}

/** A tagging run's row as the job runtime's leased work. */
function taggingRunStore(db: DatabaseExecutor, runId: string): LeasedWorkStore<TaggingRunRow> {
  return {
    claim: (owner, now, staleBefore) => claimTaggingRun(db, runId, owner, now, staleBefore),
    renew: (owner, now) => renewRunLease(db, runId, owner, now),
    release: (owner) => releaseTaggingRun(db, runId, owner),
  };
}

/** The run's lifecycle once claimed: the pass over its pages, then its end state and counts. */
async function executeClaimedRun(
  deps: RunExecutorDependencies,
  run: TaggingRunRow,
  owner: string,
  lease: Lease,
): Promise<RunExecution | undefined> {
  const { db, logger, now } = deps.adPlatforms;
  const runId = run.id;
  const runLogger = logger.child({ runId, adAccountId: run.adAccountId, attempt: run.attempts });
  if (run.attempts > 1) runLogger.info('Resuming a tagging run another worker left');
  let failureReason: string | null = null;
  try {
    await new RunPass(deps, run, lease).execute();
  } catch (error) {
    if (error instanceof RunFailure) failureReason = error.reason;
    else if (error instanceof PlatformError) failureReason = describeFailure(error);
    else throw error;
    runLogger.warn({ reason: failureReason }, 'Tagging run failed');
  }
  lease.check();
  if (failureReason === DAILY_LIMIT_REACHED) return pauseClaimedRun(deps, run, owner);
  await settleUnanswered(deps, run);
  const counts = await countRunResults(db, run.id);
  const state = failureReason === null ? 'completed' : 'failed';
  const isFinished = await finishTaggingRun(db, run, owner, {
    state,
    counts,
    failureReason,
    now: now(),
  });
  if (!isFinished) return undefined;
  runLogger.info({ counts, state }, 'Tagging run finished');
  if (counts.total >= STATISTICS_REFRESH_MIN_RESULTS) {
    await refreshRunResultStatistics(db).catch((error: unknown) =>
      runLogger.warn({ err: error }, 'Could not refresh the run results statistics'),
    );
  }
  return { runId, outcome: state, counts, failureReason };
}

/**
 * Sets the run aside until Google's daily quota resets. Its unanswered changes stay in flight: the
 * resumed run checks each against the platform before sending anything, so none is sent twice.
 */
async function pauseClaimedRun(
  deps: RunExecutorDependencies,
  run: TaggingRunRow,
  owner: string,
): Promise<RunExecution | undefined> {
  const { db, logger, now } = deps.adPlatforms;
  const counts = await countRunResults(db, run.id);
  const resumesAt = findDailyLimitReset(now());
  const isPaused = await pauseTaggingRun(db, run.id, owner, {
    counts,
    reason: DAILY_LIMIT_REACHED,
    resumesAt,
  });
  if (!isPaused) return undefined;
  logger
    .child({ runId: run.id })
    .info({ counts, resumesAt }, 'Tagging run waits for the daily limit');
  return {
    runId: run.id,
    outcome: 'waiting',
    counts,
    failureReason: DAILY_LIMIT_REACHED,
    resumesAt,
  };
}

/**
 * Changes still unanswered when a run ends (their ad vanished from the listing, or the run
 * failed while they were in flight) become errors: whether they were applied is unknown, and a
 * later run sees the ad as it is.
 */
async function settleUnanswered(deps: RunExecutorDependencies, run: TaggingRunRow): Promise<void> {
  await settleUnansweredResults(deps.adPlatforms.db, run.id);
}

class RunPass {
  readonly #deps: RunExecutorDependencies;
  readonly #run: TaggingRunRow;
  readonly #lease: Lease;
  readonly #scope: OrganizationScope;
  readonly #platform: Platform;
  #marks = new Map<string, ResultMark>();
  /**
   * LinkedIn: the tracking parameters each campaign had before this run changed them. A campaign's
   * creatives can span listing pages; the ads listed after its change would otherwise read as
   * already tagged and get no history, so removing the tags later could not restore them.
   */
  #campaignParametersBeforeRun = new Map<string, CampaignTrackingParameters | null>();
  #template: PreparedTemplate | null = null;

  constructor(deps: RunExecutorDependencies, run: TaggingRunRow, lease: Lease) {
    this.#deps = deps;
    this.#run = run;
    this.#lease = lease;
    this.#platform = run.platform;
    // The run was authorised when it was queued (a member's start or the account's schedule);
    // the worker acts within that organization only.
    this.#scope = grantOrganizationScope(run.organizationId, 'owner');
  }

  get #db() {
    return this.#deps.adPlatforms.db;
  }

  async execute(): Promise<void> {
    const account = await findAdAccountById(this.#db, this.#scope, this.#run.adAccountId);
    if (!account) throw new RunFailure('NO_CREATIVE_FOUND');
    const action = this.#run.updateMode === 'drop_direct' ? 'remove' : 'run';
    const obstacle = findRunObstacle(
      { connectionStatus: account.connectionStatus, hasTemplate: account.urlTemplateId !== null },
      action,
    );
    // A template taken away after the run was queued is #loadTemplate's concern, not a failure.
    if (obstacle === 'connection') throw new RunFailure('NO_PERMISSIONS');
    const login = await findPlatformAccountById(this.#db, this.#scope, account.platformAccountId);
    if (!login || login.connectionStatus !== 'CONNECTED') throw new RunFailure('NO_PERMISSIONS');
    this.#template = await this.#loadTemplate(account);
    this.#marks = await readResultMarks(this.#db, this.#run.id);
    const { client } = this.#deps.adPlatforms.platforms.require(this.#platform);
    const stored = { scope: this.#scope, login, platform: this.#platform, client };
    for (let pass = 1; ; pass += 1) {
      try {
        await this.#deps.adPlatforms.logins.run(stored, (credentials) =>
          this.#walkAccount(client, credentials, account),
        );
        return;
      } catch (error) {
        if (!isTransient(error) || pass >= MAX_PASSES) throw error;
        // Finished ads are remembered: the next pass only does what is left.
        await this.#wait(pass, error);
      }
    }
  }

  async #loadTemplate(account: AdAccountRow): Promise<PreparedTemplate | null> {
    if (this.#run.updateMode === 'drop_direct' || account.urlTemplateId === null) return null;
    const template = await findUrlTemplate(
      this.#db,
      this.#scope,
      this.#platform,
      account.urlTemplateId,
    );
    return template ? prepareTemplate(template.entries, this.#platform) : null;
  }

  async #wait(attempt: number, error: PlatformError): Promise<void> {
    const base = this.#deps.settings.retryDelayMs * 2 ** (attempt - 1);
    const delay = Math.min(MAX_WAIT_MS, Math.max(base, (error.retryAfterSeconds ?? 0) * 1000));
    this.#deps.adPlatforms.logger.warn(
      { runId: this.#run.id, code: error.code, delayMs: delay, attempt },
      'Platform asked the run to slow down; waiting',
    );
    const sleep = this.#deps.sleep ?? ((ms, signal) => sleepFor(ms, undefined, { signal }));
    await sleep(delay, this.#lease.signal).catch(() => this.#lease.check());
    this.#lease.check();
  }

  async #walkAccount(
    client: AdPlatform,
    credentials: PlatformCredentials,
    account: AdAccountRow,
  ): Promise<void> {
    const ads = client.listAds(
      credentials,
      { id: account.platformAdAccountId, managerId: account.managerId },
      { signal: this.#lease.signal },
    );
    for await (const page of ads) {
      this.#lease.check();
      await this.#processPage(client, credentials, account, page);
    }
  }

  async #processPage(
    client: AdPlatform,
    credentials: PlatformCredentials,
    account: AdAccountRow,
    page: PlatformAd[],
  ): Promise<void> {
    const open = page.filter((ad) => !this.#marks.get(ad.resourceName)?.status);
    if (open.length === 0) return;
    const histories =
      this.#run.updateMode === 'drop_direct'
        ? await findChangeHistories(
            this.#db,
            this.#scope,
            account.id,
            open.map((ad) => ad.resourceName),
          )
        : new Map();
    const finals: NewRunResult[] = [];
    const alreadyApplied: AppliedChange[] = [];
    const pending: PendingChange[] = [];
    const changedEarlier: { row: NewRunResult; applied: AppliedChange }[] = [];
    for (const ad of open) {
      const mark = this.#marks.get(ad.resourceName);
      // Written before a crash and already on the platform: record it, send nothing.
      if (mark && mark.status === null && areUrlFieldsEqual(readUrlFields(ad), mark.after)) {
        alreadyApplied.push({
          resourceName: ad.resourceName,
          before: mark.before,
          after: mark.after,
        });
        continue;
      }
      const decide = (view: PlatformAd) =>
        decideAdChange({
          ad: view,
          template: this.#template,
          mode: this.#run.updateMode,
          platform: this.#platform,
          history: histories.get(ad.resourceName) ?? null,
          accountName: account.name,
        });
      const earlier = this.#decideAsBeforeRun(ad, decide);
      if (earlier) {
        changedEarlier.push(earlier);
        continue;
      }
      const decision = decide(ad);
      if (decision.change) pending.push(this.#toPending(ad, decision as PendingDecision));
      else finals.push(toResultRow(this.#run.id, ad, decision));
    }
    if (finals.length > 0) await this.#writeFinal(finals, []);
    if (changedEarlier.length > 0) {
      await this.#writeFinal(
        changedEarlier.map((entry) => entry.row),
        changedEarlier.map((entry) => entry.applied),
      );
    }
    if (alreadyApplied.length > 0) await this.#confirmApplied(account, alreadyApplied);
    if (pending.length > 0) await this.#applyChanges(client, credentials, account, pending);
  }

  /**
   * A LinkedIn ad whose campaign this run already changed through an ad of an earlier page: decided
   * as the campaign was before the run, and when that decision is exactly what the campaign now
   * holds, recorded as changed by this run (with its history) without sending anything. null for
   * every other ad.
   */
  #decideAsBeforeRun(
    ad: PlatformAd,
    decide: (view: PlatformAd) => AdDecision,
  ): { row: NewRunResult; applied: AppliedChange } | null {
    const campaignId = ad.hierarchy.campaign.id;
    const current = ad.campaignTrackingParameters;
    if (!current || !this.#campaignParametersBeforeRun.has(campaignId)) return null;
    const view = {
      ...ad,
      campaignTrackingParameters: this.#campaignParametersBeforeRun.get(campaignId),
    };
    const decision = decide(view);
    const target = decision.change?.campaignTrackingParameters;
    if (!decision.change || !target || !areTrackingParametersEqual(target, current)) return null;
    const status = decision.status === 'partially_updated' ? 'partially_updated' : 'updated';
    const row = toAppliedRow(
      toInFlightRow(this.#run.id, view, decision as PendingDecision),
      status,
    );
    return {
      row,
      applied: { resourceName: ad.resourceName, before: decision.before, after: decision.after },
    };
  }

  /** Remembers, from rows just written, the parameters campaigns had before this run changed them. */
  #rememberCampaignChanges(rows: readonly NewRunResult[]): void {
    for (const row of rows) {
      if (row.status !== 'updated' && row.status !== 'partially_updated') continue;
      const before = row.before.campaignTrackingParameters;
      const after = row.after.campaignTrackingParameters;
      if (after === undefined || this.#campaignParametersBeforeRun.has(row.campaignId)) continue;
      this.#campaignParametersBeforeRun.set(row.campaignId, before ?? null);
    }
  }

  #toPending(ad: PlatformAd, decision: PendingDecision): PendingChange {
    const row = toInFlightRow(this.#run.id, ad, decision);
    return {
      row,
      request: decision.change,
      status: decision.status === 'partially_updated' ? 'partially_updated' : 'updated',
    };
  }

  /**
   * Final rows and, for applied changes, the change history, in one transaction. `answered` are
   * in-flight rows the platform applied: only their status is written (the rest went with the
   * change).
   */
  async #writeFinal(
    rows: NewRunResult[],
    applied: AppliedChange[],
    answered: NewRunResult[] = [],
  ): Promise<void> {
    this.#lease.check();
    await this.#db.transaction(async (transaction) => {
      if (rows.length > 0) await writeRunResults(transaction, this.#run.organizationId, rows);
      if (answered.length > 0) {
        await markResultsApplied(
          transaction,
          this.#run.id,
          answered.flatMap(({ resourceName, status }) =>
            status ? [{ resourceName, status }] : [],
          ),
        );
      }
      if (applied.length > 0) await this.#recordHistory(transaction, applied);
    });
    const written = [...rows, ...answered];
    this.#rememberCampaignChanges(written);
    for (const row of written) {
      if (row.status) {
        this.#marks.set(row.resourceName, {
          status: row.status,
          before: row.before,
          after: row.after,
        });
      }
    }
  }

  async #recordHistory(
    transaction: RunExecutorDependencies['adPlatforms']['db'],
    applied: AppliedChange[],
  ): Promise<void> {
    const accountId = this.#run.adAccountId;
    if (this.#run.updateMode === 'drop_direct') {
      const names = applied.map((change) => change.resourceName);
      await deleteChangeHistories(transaction, this.#scope, accountId, names);
    } else {
      await recordAppliedChanges(
        transaction,
        this.#scope,
        accountId,
        this.#run.id,
        applied,
        this.#deps.adPlatforms.now(),
      );
    }
  }

  /** In-flight rows of a resumed run whose change the platform already shows. */
  async #confirmApplied(account: AdAccountRow, applied: AppliedChange[]): Promise<void> {
    this.#lease.check();
    const names = applied.map((change) => change.resourceName);
    await this.#db.transaction(async (transaction) => {
      await confirmAppliedResults(transaction, this.#run.id, names);
      await this.#recordHistory(transaction, applied);
    });
    for (const change of applied) {
      this.#marks.set(change.resourceName, { status: 'updated', ...change });
    }
    this.#deps.adPlatforms.logger.info(
      { runId: this.#run.id, adAccountId: account.id, count: applied.length },
      'Recorded changes applied before the previous worker stopped',
    );
  }

  /**
   * Writes the changes first, then sends them; refusals for a transient reason are sent again
   * after a wait, everything else is recorded as the platform answered.
   */
  async #applyChanges(
    client: AdPlatform,
    credentials: PlatformCredentials,
    account: AdAccountRow,
    pending: PendingChange[],
  ): Promise<void> {
    this.#lease.check();
    await writeRunResults(
      this.#db,
      this.#run.organizationId,
      pending.map((change) => change.row),
    );
    let waiting = pending;
    for (let attempt = 1; waiting.length > 0; attempt += 1) {
      this.#lease.check();
      const results = await client.applyUrlChanges(
        credentials,
        { id: account.platformAdAccountId, managerId: account.managerId },
        waiting.map((change) => change.request),
      );
      const { finals, answered, applied, retry, revoked, isOverQuota } = this.#sortResults(
        waiting,
        results,
        attempt,
      );
      await this.#writeFinal(finals, applied, answered);
      if (revoked) throw revoked;
      // The day's quota is spent: every later page would be refused too, so the run stops here
      // and waits for the quota to reset instead of failing each remaining batch.
      if (isOverQuota) throw new RunFailure(DAILY_LIMIT_REACHED);
      if (retry.length === 0) return;
      await this.#wait(attempt, retry[0]!.error);
      waiting = retry.map((entry) => entry.change);
    }
  }

  #sortResults(waiting: PendingChange[], results: PlatformChangeResult[], attempt: number) {
    const finals: NewRunResult[] = [];
    const answered: NewRunResult[] = [];
    const applied: AppliedChange[] = [];
    const retry: { change: PendingChange; error: PlatformError }[] = [];
    let revoked: PlatformError | null = null;
    let isOverQuota = false;
    waiting.forEach((change, index) => {
      const result = results[index];
      if (result?.isApplied) {
        answered.push(toAppliedRow(change.row, change.status));
        applied.push({
          resourceName: change.row.resourceName,
          before: change.row.before,
          after: change.row.after,
        });
        return;
      }
      const details = result?.error ?? {
        code: 'UNKNOWN' as const,
        message: 'The platform gave no result for this change',
        httpStatus: null,
        platformCode: null,
      };
      if (details.code === 'AUTH_REVOKED') {
        // Left in flight: the run fails, and settling records them as errors.
        revoked ??= new PlatformError(details);
        return;
      }
      if (isDailyQuotaExhausted(details)) {
        // Left in flight: refused, so not applied; the resumed run sends it again.
        isOverQuota = true;
        return;
      }
      if (details.code === 'NOT_SUPPORTED') {
        // The platform refuses this ad as it is (a paused Google ad, an ad type AdService cannot
        // update): not an error of the run, and the platform's reason says what to do.
        finals.push(toNotSupportedRow(change.row, details.message));
        return;
      }
      if (TRANSIENT_CODES.has(details.code) && attempt < MAX_CHANGE_TRIES) {
        retry.push({ change, error: new PlatformError(details) });
        return;
      }
      finals.push(toRefusedRow(change.row, toAdErrorType(details.code)));
    });
    return {
      finals,
      answered,
      applied,
      retry,
      revoked: revoked as PlatformError | null,
      isOverQuota,
    };
  }
}

type PendingDecision = AdDecision & { change: PlatformUrlChange };
