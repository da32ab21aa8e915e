import { randomUUID } from 'node:crypto';
import { NEGATIVE_BATCH_FAILURES, NEGATIVE_ISSUE_CODES, NEGATIVE_MESSAGES } from '@utmost/ads-sdk';
import {
  describeNegativeRefusal,
  isPlatformError,
  PlatformError,
  type PlatformCredentials,
  type PlatformErrorDetails,
  type PlatformNegativeCreate,
  type PlatformNegativeKeywords,
} from '@utmost/platforms';
import { grantOrganizationScope } from '../../../core/db/organization-scope.js';
import type { Lease } from '../../../core/jobs/lease.js';
import { runLeasedWork } from '../../../core/jobs/leased-work.js';
import type { Logger } from '../../../core/logging/logger.js';
import {
  findAdAccountById,
  findPlatformAccountById,
  type AdPlatformDependencies,
} from '../../ad-platforms/index.js';
import {
  claimNegativeBatch,
  finishNegativeBatch,
  listNegativeChanges,
  markNegativeChangesSending,
  recordNegativeChanges,
  releaseNegativeBatch,
  renewNegativeBatch,
  saveBatchSharedList,
  type ChangeOutcome,
  type NegativeBatchRow,
  type NegativeChangeRow,
} from '../repositories/negative-batch-repository.js';
import type { NegativeBatchState } from '../schema.js';

// Applies a batch of negatives, or undoes one, under a lease (DESIGN §6). Each slice of changes
// is recorded `sending` before it goes; Google's answers are recorded after. Creates are not
// idempotent (platform-apis.md addendum §2.2), so a change left `sending` — by a crash, or an
// answer lost to a 5xx — is looked up in the account before anything is sent again: found, it is
// `added` with Google's name for it; missing, it is sent once more. An undo removes exactly the
// changes this batch recorded `added`, newest first, and nothing else.

export interface NegativeBatchDependencies {
  adPlatforms: Pick<AdPlatformDependencies, 'db' | 'platforms' | 'logins'>;
  logger: Logger;
  now: () => Date;
  staleAfterMs: number;
  workerId: string;
}

/** Changes sent per request (Google takes 10,000; smaller slices record progress more often). */
const SLICE = 1_000;
/** A change whose answer is lost, looked up and still missing, is sent at most this many times. */
const SEND_ATTEMPTS = 2;
const CONNECTION_WIDE = new Set(['AUTH_REVOKED', 'RATE_LIMITED', 'CONFIGURATION_ERROR']);

class BatchStopped extends Error {}

export async function executeNegativeBatch(
  deps: NegativeBatchDependencies,
  batchId: string,
): Promise<NegativeBatchState | 'not_claimed'> {
  const owner = `${deps.workerId}:${randomUUID()}`;
  const { db } = deps.adPlatforms;
  const outcome = await runLeasedWork(
    {
      subject: `Negative keyword batch ${batchId}`,
      owner,
      store: {
        claim: (claimer, now, staleBefore) =>
          claimNegativeBatch(db, batchId, claimer, now, staleBefore),
        renew: (holder, now, progress) =>
          renewNegativeBatch(
            db,
            batchId,
            holder,
            now,
            progress as { done: number; total: number } | undefined,
          ),
        release: (holder) => releaseNegativeBatch(db, batchId, holder),
      },
      staleAfterMs: deps.staleAfterMs,
      now: deps.now,
      logger: deps.logger.child({ batchId }),
    },
    (batch, lease) => executeClaimedBatch(deps, batch, owner, lease),
  );
  return outcome ?? 'not_claimed';
}

async function executeClaimedBatch(
  deps: NegativeBatchDependencies,
  batch: NegativeBatchRow,
  owner: string,
  lease: Lease,
): Promise<NegativeBatchState | undefined> {
  const { db } = deps.adPlatforms;
  const isUndo = batch.state === 'undoing';
  const finish = async (state: NegativeBatchState, failureReason: string | null) => {
    const progress = countProgress(await listNegativeChanges(db, batch.id), isUndo);
    const isFinished = await finishNegativeBatch(db, batch.id, owner, {
      state,
      failureReason,
      progress,
      now: deps.now(),
    });
    return isFinished ? state : undefined;
  };
  const changes = await listNegativeChanges(db, batch.id);
  try {
    const negatives = await openAccount(deps, batch);
    await negatives.run((credentials) =>
      isUndo
        ? undoChanges(deps, negatives.client, credentials, batch.id, changes, lease)
        : applyChanges(deps, negatives.client, credentials, batch, owner, changes, lease),
    );
    lease.check();
    const after = await listNegativeChanges(db, batch.id);
    if (isUndo) {
      const isClean = after.every((change) => change.state !== 'remove_failed');
      return finish(isClean ? 'undone' : 'undo_failed', null);
    }
    return finish('completed', null);
  } catch (error) {
    const reason = describeStop(error);
    if (reason === null) throw error;
    lease.check();
    deps.logger.warn({ err: error, batchId: batch.id, reason }, 'Negative keyword batch stopped');
    // What was never sent is listed as not sent, with the reason: nothing is left half-recorded.
    if (!isUndo) {
      const unsent = (await listNegativeChanges(db, batch.id)).filter(
        (change) => change.state === 'planned',
      );
      await recordNegativeChanges(
        db,
        unsent.map((change) => ({
          id: change.id,
          state: 'failed',
          code: 'NOT_SENT',
          message: reason,
        })),
      );
    }
    return finish(isUndo ? 'undo_failed' : 'failed', reason);
  }
}

/** Apply: every change that is not skipped, answered or not; undo: what the batch had added. */
function countProgress(changes: NegativeChangeRow[], isUndo: boolean) {
  if (isUndo) {
    const undone = changes.filter((change) => ['removed', 'remove_failed'].includes(change.state));
    return {
      done: undone.length,
      total: undone.length + changes.filter((change) => change.state === 'added').length,
    };
  }
  const sent = changes.filter((change) => change.state !== 'skipped');
  return {
    done: sent.filter((change) => !['planned', 'sending'].includes(change.state)).length,
    total: sent.length,
  };
}

async function openAccount(deps: NegativeBatchDependencies, batch: NegativeBatchRow) {
  const { db } = deps.adPlatforms;
  // The batch was authorised when it was requested; the worker acts within that organization.
  const scope = grantOrganizationScope(batch.organizationId, 'owner');
  const account = await findAdAccountById(db, scope, batch.adAccountId);
  if (!account) throw new BatchStopped(NEGATIVE_BATCH_FAILURES.accountRemoved);
  const login = await findPlatformAccountById(db, scope, account.platformAccountId);
  if (!login || login.connectionStatus !== 'CONNECTED')
    throw new BatchStopped(NEGATIVE_BATCH_FAILURES.notConnected);
  const { client } = deps.adPlatforms.platforms.require('google');
  const writer = client.negativeKeywords;
  if (!writer) throw new BatchStopped('Negative keywords cannot be written to this platform.');
  const ref = { id: account.platformAdAccountId, managerId: account.managerId };
  return {
    client: { writer, ref },
    run: <T>(work: (credentials: PlatformCredentials) => Promise<T>) =>
      deps.adPlatforms.logins.run({ scope, login, platform: 'google', client }, work),
  };
}

type Writer = { writer: PlatformNegativeKeywords; ref: { id: string; managerId: string | null } };

function describeStop(error: unknown): string | null {
  if (error instanceof BatchStopped) return error.message;
  if (!isPlatformError(error)) return null;
  if (error.code === 'AUTH_REVOKED') return NEGATIVE_BATCH_FAILURES.revoked;
  if (error.code === 'RATE_LIMITED' || error.code === 'SERVER_ERROR')
    return NEGATIVE_BATCH_FAILURES.unavailable;
  return `Google Ads refused the batch (${error.message}).`;
}

/** Stops the batch when an answer is about the connection, not the change (a revoked grant). */
function stopOnConnectionError(error: PlatformErrorDetails): void {
  if (CONNECTION_WIDE.has(error.code)) throw new PlatformError(error);
}

function toCreate(
  change: NegativeChangeRow,
  batch: NegativeBatchRow,
  sharedSetId: string | null,
): PlatformNegativeCreate {
  const list = batch.sharedList;
  const setId = sharedSetId ?? '';
  const keyword = { text: change.text ?? '', matchType: change.matchType ?? 'PHRASE' };
  switch (change.kind) {
    case 'sharedSet':
      return {
        kind: 'sharedSet',
        name: list?.name ?? '',
        type: list?.isAccountLevel ? 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS' : 'NEGATIVE_KEYWORDS',
      };
    case 'customerNegativeCriterion':
      return { kind: 'customerNegativeCriterion', sharedSetId: setId };
    case 'campaignSharedSet':
      return { kind: 'campaignSharedSet', campaignId: change.campaignId ?? '', sharedSetId: setId };
    case 'sharedCriterion':
      return { kind: 'sharedCriterion', sharedSetId: setId, ...keyword };
    case 'campaignCriterion':
      return { kind: 'campaignCriterion', campaignId: change.campaignId ?? '', ...keyword };
    case 'adGroupCriterion':
      return { kind: 'adGroupCriterion', adGroupId: change.adGroupId ?? '', ...keyword };
  }
}

async function applyChanges(
  deps: NegativeBatchDependencies,
  { writer, ref }: Writer,
  credentials: PlatformCredentials,
  batch: NegativeBatchRow,
  owner: string,
  changes: NegativeChangeRow[],
  lease: Lease,
): Promise<void> {
  const { db } = deps.adPlatforms;
  let sharedSetId = batch.sharedList?.id ?? null;
  const total = changes.filter((change) => change.state !== 'skipped').length;
  const isDone = (change: NegativeChangeRow) => !['planned', 'sending'].includes(change.state);
  let done = changes.filter((change) => change.state !== 'skipped' && isDone(change)).length;
  lease.reportProgress({ done, total });
  const refuse = (change: NegativeChangeRow, error: PlatformErrorDetails): ChangeOutcome => {
    const refusal = describeNegativeRefusal(error, {
      text: change.text,
      listName: batch.sharedList?.isAccountLevel ? null : (batch.sharedList?.name ?? null),
    });
    return { id: change.id, state: 'failed', code: refusal.code, message: refusal.message };
  };

  // Kinds in the order they depend on each other; the planner recorded them in this order.
  const kinds = [...new Set(changes.map((change) => change.kind))];
  for (const kind of kinds) {
    let pending = changes.filter((change) => change.kind === kind && !isDone(change));
    const needsList =
      kind !== 'sharedSet' && kind !== 'campaignCriterion' && kind !== 'adGroupCriterion';
    if (pending.length > 0 && needsList && sharedSetId === null) {
      // The list could not be made: nothing can go into it or be attached to it.
      const outcomes = pending.map((change) => ({
        id: change.id,
        state: 'failed' as const,
        code: NEGATIVE_ISSUE_CODES.listNotFound,
        message: NEGATIVE_MESSAGES.SHARED_LIST_NOT_FOUND.replace(
          '{id}',
          `“${batch.sharedList?.name ?? ''}”`,
        ),
      }));
      await recordNegativeChanges(db, outcomes);
      done += outcomes.length;
      lease.reportProgress({ done, total });
      continue;
    }
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      lease.check();
      // Reconcile first: whatever a previous attempt left `sending` may already be in Google Ads.
      const inFlight = pending.filter((change) => change.state === 'sending');
      const outcomes: ChangeOutcome[] = [];
      if (inFlight.length > 0) {
        const found = await writer.find(
          credentials,
          ref,
          inFlight.map((change) => toCreate(change, batch, sharedSetId)),
          { signal: lease.signal },
        );
        inFlight.forEach((change, index) => {
          const resourceName = found[index];
          if (resourceName)
            outcomes.push({
              id: change.id,
              state: 'added',
              resourceName,
              code: null,
              message: null,
            });
          else if (attempt > SEND_ATTEMPTS)
            outcomes.push({
              id: change.id,
              state: 'failed',
              code: NEGATIVE_ISSUE_CODES.outcomeUnknown,
              message: NEGATIVE_MESSAGES.NEGATIVE_OUTCOME_UNKNOWN.replace(
                '{text}',
                change.text ?? batch.sharedList?.name ?? '',
              ),
            });
        });
      }
      const settled = new Set(outcomes.map((outcome) => outcome.id));
      const toSend = pending.filter(
        (change) => !settled.has(change.id) && attempt <= SEND_ATTEMPTS,
      );
      for (let start = 0; start < toSend.length; start += SLICE) {
        const slice = toSend.slice(start, start + SLICE);
        lease.check();
        await markNegativeChangesSending(
          db,
          slice.map((change) => change.id),
        );
        const results = await writer.create(
          credentials,
          ref,
          slice.map((change) => toCreate(change, batch, sharedSetId)),
          { signal: lease.signal },
        );
        const sliceOutcomes: ChangeOutcome[] = [];
        let stop: PlatformErrorDetails | null = null;
        slice.forEach((change, index) => {
          const result = results[index]!;
          if (result.status === 'added')
            sliceOutcomes.push({
              id: change.id,
              state: 'added',
              resourceName: result.resourceName,
              code: null,
              message: null,
            });
          else if (result.status === 'failed') {
            if (CONNECTION_WIDE.has(result.error.code)) {
              // Not sent (or refused whole): back to planned, and the batch stops below.
              sliceOutcomes.push({ id: change.id, state: 'planned' });
              stop ??= result.error;
            } else sliceOutcomes.push(refuse(change, result.error));
          }
          // `unknown` stays `sending`: the next round looks it up before sending again.
        });
        await recordNegativeChanges(db, sliceOutcomes);
        done += sliceOutcomes.filter((outcome) => outcome.state !== 'planned').length;
        lease.reportProgress({ done, total });
        if (stop) stopOnConnectionError(stop);
      }
      await recordNegativeChanges(db, outcomes);
      done += outcomes.length;
      lease.reportProgress({ done, total });
      pending = (await listNegativeChanges(db, batch.id)).filter(
        (change) => change.kind === kind && !isDone(change),
      );
      if (attempt > SEND_ATTEMPTS) break;
    }
    if (kind === 'sharedSet') {
      const [created] = (await listNegativeChanges(db, batch.id)).filter(
        (change) => change.kind === 'sharedSet' && change.state === 'added',
      );
      sharedSetId = created?.resourceName?.split('/').pop() ?? null;
      if (sharedSetId !== null && batch.sharedList) {
        await saveBatchSharedList(db, batch.id, owner, { ...batch.sharedList, id: sharedSetId });
      }
    }
  }
}

/** Dependents before what they depend on: keywords, attachments, then the list itself. */
const UNDO_ORDER = [
  'sharedCriterion',
  'campaignCriterion',
  'adGroupCriterion',
  'campaignSharedSet',
  'customerNegativeCriterion',
  'sharedSet',
] as const;

async function undoChanges(
  deps: NegativeBatchDependencies,
  { writer, ref }: Writer,
  credentials: PlatformCredentials,
  batchId: string,
  changes: NegativeChangeRow[],
  lease: Lease,
): Promise<void> {
  const { db } = deps.adPlatforms;
  deps.logger.info({ batchId, changes: changes.length }, 'Undoing a negative keyword batch');
  const added = changes.filter(
    (change) =>
      (change.state === 'added' || change.state === 'remove_failed') && change.resourceName,
  );
  const total = added.length;
  let done = 0;
  lease.reportProgress({ done, total });
  for (const kind of UNDO_ORDER) {
    const ofKind = added.filter((change) => change.kind === kind);
    for (let start = 0; start < ofKind.length; start += SLICE) {
      lease.check();
      const slice = ofKind.slice(start, start + SLICE);
      const results = await writer.remove(
        credentials,
        ref,
        slice.map((change) => ({ kind: change.kind, resourceName: change.resourceName ?? '' })),
        { signal: lease.signal },
      );
      let stop: PlatformErrorDetails | null = null;
      const outcomes: ChangeOutcome[] = slice.map((change, index) => {
        const result = results[index]!;
        if (result.status === 'removed') return { id: change.id, state: 'removed' };
        if (CONNECTION_WIDE.has(result.error.code)) stop ??= result.error;
        return {
          id: change.id,
          state: 'remove_failed',
          code: result.error.platformCode ?? result.error.code,
          message: result.error.message,
        };
      });
      await recordNegativeChanges(db, outcomes);
      done += slice.length;
      lease.reportProgress({ done, total });
      if (stop) stopOnConnectionError(stop);
    }
  }
}
