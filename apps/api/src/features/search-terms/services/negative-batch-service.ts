import { APPLY_NEGATIVES_MESSAGES, type components } from '@utmost/ads-sdk';
import { applyNegativeKeywordsSchema, toFieldErrors } from '@utmost/ads-sdk/schemas';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { isUniqueViolation } from '../../../core/db/database-errors.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { JobSender } from '../../../core/jobs/job-sender.js';
import {
  findAdAccountsByResourceNames,
  readKeywordInventory,
  type AdPlatformDependencies,
} from '../../ad-platforms/index.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import { negativeKeywordBatchJob } from '../jobs/negative-keyword-batch.js';
import {
  countNegativeChanges,
  findActiveNegativeBatch,
  findNegativeBatch,
  insertNegativeBatch,
  listNegativeBatches,
  listNegativeChanges,
  startNegativeBatchUndo,
  type NegativeBatchRow,
  type NegativeChangeRow,
} from '../repositories/negative-batch-repository.js';
import { listRunPlannerTerms } from '../repositories/search-term-result-query-repository.js';
import { findResultsRun } from '../repositories/search-term-run-repository.js';
import { ACTIVE_NEGATIVE_BATCH_INDEX, type NegativeChangeState } from '../schema.js';
import { planNegativeBatch } from './negative-batch-plan.js';

// Applying chosen negatives and undoing a batch (issue 28 item 5): the request is checked and
// planned at once (a refusal answers 400 with nothing queued), then a leased job does the writing.

export interface NegativeBatchServiceDependencies {
  db: DatabaseExecutor;
  jobs: JobSender | undefined;
  adPlatforms: Pick<AdPlatformDependencies, 'platforms' | 'logins'>;
}

export interface NegativeBatchView {
  batch: NegativeBatchRow;
  counts: Partial<Record<NegativeChangeState, number>>;
  changes: NegativeChangeRow[];
}

function requireJobs(jobs: JobSender | undefined): JobSender {
  if (!jobs)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Applying negative keywords needs the job workers, and none run with this server.',
    );
  return jobs;
}

async function findGoogleAccount(
  db: DatabaseExecutor,
  scope: Parameters<typeof findAdAccountsByResourceNames>[1],
  customerId: string,
) {
  const [account] = await findAdAccountsByResourceNames(db, scope, 'google', [
    `customers/${customerId}`,
  ]);
  if (!account) throw new AppError('NOT_FOUND', 'Ad account not found.');
  return account;
}

export async function applyNegativeKeywords(
  deps: NegativeBatchServiceDependencies,
  caller: Caller,
  organizationId: string,
  body: components['schemas']['ApplyNegativeKeywordsInput'],
): Promise<NegativeBatchView> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const jobs = requireJobs(deps.jobs);
  const parsed = applyNegativeKeywordsSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors: toFieldErrors(parsed.error) });
  const request = parsed.data;
  const account = await findGoogleAccount(deps.db, scope, request.adAccountId);
  const active = await findActiveNegativeBatch(deps.db, scope, account.id);
  if (active) throw new AppError('CONFLICT', APPLY_NEGATIVES_MESSAGES.batchRunning);
  const run = await findResultsRun(deps.db, scope, account.id, request.jobId);
  if (!run && request.jobId !== undefined)
    throw new AppError('NOT_FOUND', 'Search-term validation run not found.');
  const terms = run ? await listRunPlannerTerms(deps.db, run.id) : [];
  const inventory = await readKeywordInventory(
    { db: deps.db, ...deps.adPlatforms },
    scope,
    account,
  );
  const plan = planNegativeBatch({ request, inventory, terms });
  if ('fieldErrors' in plan)
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors: plan.fieldErrors });
  let batch: NegativeBatchRow;
  try {
    batch = await deps.db.transaction((transaction) =>
      insertNegativeBatch(
        transaction,
        scope,
        {
          ...plan.batch,
          adAccountId: account.id,
          customerId: request.adAccountId,
          requestedByUserId: caller.kind === 'user' ? caller.userId : null,
        },
        plan.changes,
      ),
    );
  } catch (error) {
    // Two applies racing for one account: the index lets one in.
    if (isUniqueViolation(error, ACTIVE_NEGATIVE_BATCH_INDEX))
      throw new AppError('CONFLICT', APPLY_NEGATIVES_MESSAGES.batchRunning, { cause: error });
    throw error;
  }
  await jobs.send(negativeKeywordBatchJob, [{ batchId: batch.id }]);
  return readBatchView(deps.db, batch);
}

async function readBatchView(
  db: DatabaseExecutor,
  batch: NegativeBatchRow,
): Promise<NegativeBatchView> {
  const [changes, counts] = await Promise.all([
    listNegativeChanges(db, batch.id),
    countNegativeChanges(db, [batch.id]),
  ]);
  return { batch, changes, counts: counts.get(batch.id) ?? {} };
}

export async function getNegativeKeywordBatch(
  deps: Pick<NegativeBatchServiceDependencies, 'db'>,
  caller: Caller,
  organizationId: string,
  batchId: string,
): Promise<NegativeBatchView> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:view');
  const batch = await findNegativeBatch(deps.db, scope, batchId);
  if (!batch) throw new AppError('NOT_FOUND', APPLY_NEGATIVES_MESSAGES.batchNotFound);
  return readBatchView(deps.db, batch);
}

export async function listNegativeKeywordBatches(
  deps: Pick<NegativeBatchServiceDependencies, 'db'>,
  caller: Caller,
  organizationId: string,
  customerId: string,
): Promise<NegativeBatchView[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'analysis:view');
  const account = await findGoogleAccount(deps.db, scope, customerId);
  const batches = await listNegativeBatches(deps.db, scope, account.id);
  const counts = await countNegativeChanges(
    deps.db,
    batches.map((batch) => batch.id),
  );
  return batches.map((batch) => ({ batch, changes: [], counts: counts.get(batch.id) ?? {} }));
}

export async function undoNegativeKeywordBatch(
  deps: NegativeBatchServiceDependencies,
  caller: Caller,
  organizationId: string,
  batchId: string,
): Promise<NegativeBatchView> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'adAccounts:edit');
  const jobs = requireJobs(deps.jobs);
  const batch = await findNegativeBatch(deps.db, scope, batchId);
  if (!batch) throw new AppError('NOT_FOUND', APPLY_NEGATIVES_MESSAGES.batchNotFound);
  if (batch.state === 'undone')
    throw new AppError('CONFLICT', APPLY_NEGATIVES_MESSAGES.alreadyUndone);
  const active = await findActiveNegativeBatch(deps.db, scope, batch.adAccountId);
  if (active) throw new AppError('CONFLICT', APPLY_NEGATIVES_MESSAGES.batchRunning);
  let undoing: NegativeBatchRow | null;
  try {
    undoing = await startNegativeBatchUndo(deps.db, scope, batchId);
  } catch (error) {
    if (isUniqueViolation(error, ACTIVE_NEGATIVE_BATCH_INDEX))
      throw new AppError('CONFLICT', APPLY_NEGATIVES_MESSAGES.batchRunning, { cause: error });
    throw error;
  }
  if (!undoing) throw new AppError('CONFLICT', APPLY_NEGATIVES_MESSAGES.undoNotFinished);
  await jobs.send(negativeKeywordBatchJob, [{ batchId }]);
  return readBatchView(deps.db, undoing);
}
