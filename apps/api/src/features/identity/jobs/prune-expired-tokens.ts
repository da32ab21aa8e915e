import { deleteExpiredTokens } from '../repositories/expiring-token-repository.js';
import { deleteExpiredConnectAttempts } from '../../ad-platforms/index.js';
import { deleteRateLimitBucketsBefore } from '../repositories/rate-limit-repository.js';
import { deleteExpiredSessions } from '../repositories/session-repository.js';
import {
  RESENDABLE_LINK_PURPOSES,
  RESEND_LINK_GRACE_SECONDS,
} from '../services/link-resend-service.js';
import { RATE_LIMIT_RETENTION_SECONDS } from '../services/rate-limit-service.js';
import { IDEMPOTENCY_KEY_RETENTION_SECONDS } from '@utmost/ads-sdk';
import { z } from 'zod';
import { deleteIdempotencyKeysBefore } from '../../../core/db/idempotency-key-repository.js';
import type { AppContext } from '../../../core/app-context.js';
import { defineJob, registerJob, type JobContext } from '../../../core/jobs/job-definition.js';

export const pruneExpiredTokensJob = defineJob({
  name: 'prune-expired-tokens',
  payloadSchema: z.object({}).strict(),
  cron: '0 * * * *',
  queue: {
    // Deleting expired rows is idempotent, so a failed run is simply tried again a bit later.
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    // One waiting run is enough: a second queued prune would find nothing the first left behind.
    policy: 'standard',
  },
  work: { batchSize: 1, pollingIntervalSeconds: 1 },
});

/** All the prune needs: it runs on a bare worker too (the two-workers test). */
export type PruneContext = Pick<AppContext, 'db' | 'logger' | 'now'>;

/** Rows deleted per statement, and the most statements one run issues per table. */
export const PRUNE_BATCH_SIZE = 1_000;
export const PRUNE_MAX_BATCHES = 50;

export interface PruneExpiredTokensResult {
  /** Expiring tokens (invitation links; reset and verification links after a grace period). */
  deletedCount: number;
  /** Refresh tokens past their expiry (revoked ones included: they are kept until then). */
  deletedSessionCount: number;
  /** Rate-limit counters whose window no rule looks at any more. */
  deletedRateLimitBucketCount: number;
  /** Ad-platform connect attempts past their ten minutes (used or not). */
  deletedConnectAttemptCount: number;
  /** Idempotency keys past their day (issue 27). */
  deletedIdempotencyKeyCount: number;
  /** True when the cap stopped the run with rows left; the next run carries on. */
  isCapped: boolean;
  workerId: string;
}

type DeleteBatch = (limit: number) => Promise<number>;

async function deleteInBatches(
  deleteBatch: DeleteBatch,
): Promise<{ count: number; isCapped: boolean }> {
  let count = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch += 1) {
    const deleted = await deleteBatch(PRUNE_BATCH_SIZE);
    count += deleted;
    if (deleted < PRUNE_BATCH_SIZE) return { count, isCapped: false };
  }
  return { count, isCapped: true };
}

/**
 * Deletes what has outlived its use: expired link tokens, expired refresh tokens and old
 * rate-limit counters. Safe to run twice: the second finds none.
 */
export async function pruneExpiredTokens(
  context: JobContext<PruneContext>,
): Promise<PruneExpiredTokensResult> {
  const now = context.now();
  const bucketCutoff = new Date(now.getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000);
  // Reset and verification links outlive their expiry a while: "Resend link" needs their owner.
  const resendable = {
    purposes: RESENDABLE_LINK_PURPOSES,
    until: new Date(now.getTime() - RESEND_LINK_GRACE_SECONDS * 1000),
  };
  const tokens = await deleteInBatches((limit) =>
    deleteExpiredTokens(context.db, now, limit, resendable),
  );
  const sessions = await deleteInBatches((limit) => deleteExpiredSessions(context.db, now, limit));
  const buckets = await deleteInBatches((limit) =>
    deleteRateLimitBucketsBefore(context.db, bucketCutoff, limit),
  );
  const attempts = await deleteInBatches((limit) =>
    deleteExpiredConnectAttempts(context.db, now, limit),
  );
  const keyCutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_SECONDS * 1000);
  const keys = await deleteInBatches((limit) =>
    deleteIdempotencyKeysBefore(context.db, keyCutoff, limit),
  );
  const result = {
    deletedCount: tokens.count,
    deletedSessionCount: sessions.count,
    deletedRateLimitBucketCount: buckets.count,
    deletedConnectAttemptCount: attempts.count,
    deletedIdempotencyKeyCount: keys.count,
    isCapped:
      tokens.isCapped ||
      sessions.isCapped ||
      buckets.isCapped ||
      attempts.isCapped ||
      keys.isCapped,
    workerId: context.workerId,
  };
  if (result.isCapped) context.logger.warn(result, 'Pruned; more remain for the next run');
  else context.logger.info(result, 'Pruned expired tokens, sessions, counters, attempts and keys');
  return result;
}

export const pruneExpiredTokensWork = registerJob(
  pruneExpiredTokensJob,
  (context: JobContext<PruneContext>) => pruneExpiredTokens(context),
);
