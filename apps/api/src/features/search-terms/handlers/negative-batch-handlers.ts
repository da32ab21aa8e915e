import type { components } from '@utmost/ads-sdk';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import { requireCaller } from '../../identity/index.js';
import {
  applyNegativeKeywords,
  getNegativeKeywordBatch,
  listNegativeKeywordBatches,
  undoNegativeKeywordBatch,
  type NegativeBatchServiceDependencies,
  type NegativeBatchView,
} from '../services/negative-batch-service.js';

/** Applying chosen negatives to a Google ad account, and undoing a batch (issue 28 item 5). */
export function createNegativeBatchHandlers(deps: NegativeBatchServiceDependencies): {
  applyNegativeKeywords: OperationHandler<'applyNegativeKeywords'>;
  listNegativeKeywordBatches: OperationHandler<'listNegativeKeywordBatches'>;
  getNegativeKeywordBatch: OperationHandler<'getNegativeKeywordBatch'>;
  undoNegativeKeywordBatch: OperationHandler<'undoNegativeKeywordBatch'>;
} {
  return {
    applyNegativeKeywords: async (request, reply) => {
      const view = await applyNegativeKeywords(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body,
      );
      reply.code(202);
      return { content: presentNegativeBatch(view) };
    },
    listNegativeKeywordBatches: async (request) => {
      const views = await listNegativeKeywordBatches(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.query.adAccountId,
      );
      return { content: views.map(presentNegativeBatch) };
    },
    getNegativeKeywordBatch: async (request) => {
      const view = await getNegativeKeywordBatch(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.params.batchId,
      );
      return { content: presentNegativeBatch(view) };
    },
    undoNegativeKeywordBatch: async (request, reply) => {
      const view = await undoNegativeKeywordBatch(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.params.batchId,
      );
      reply.code(202);
      return { content: presentNegativeBatch(view) };
    },
  };
}

type Batch = components['schemas']['NegativeKeywordBatch'];

export function presentNegativeBatch({ batch, changes, counts }: NegativeBatchView): Batch {
  const list = batch.sharedList;
  const isFinished = !['pending', 'undoing'].includes(batch.state);
  const keywordTotal = Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);
  return {
    id: batch.id,
    adAccountId: batch.customerId,
    level: batch.level,
    state: batch.state,
    sharedList: list ? { id: list.id, name: list.name, isCreated: list.isCreated } : null,
    campaignIds: batch.campaignIds,
    adGroupIds: batch.adGroupIds,
    // A finished batch shows its whole count done; a running one what its worker last reported.
    progress: batch.progress ?? { done: isFinished ? keywordTotal : 0, total: keywordTotal },
    counts: {
      added: counts.added ?? 0,
      skipped: counts.skipped ?? 0,
      failed: counts.failed ?? 0,
      removed: counts.removed ?? 0,
    },
    failureReason: batch.failureReason,
    createdAt: batch.createdAt.toISOString(),
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    undoneAt: batch.undoneAt?.toISOString() ?? null,
    changes: changes.map((change) => ({
      kind: change.kind,
      text: change.text,
      matchType: change.matchType,
      campaignId: change.campaignId,
      adGroupId: change.adGroupId,
      state: change.state,
      resourceName: change.resourceName,
      code: change.code,
      message: change.message,
      isOverridden: change.isOverridden,
    })),
  };
}
