import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { defineJob, registerJob, type JobContext } from '../../../core/jobs/job-definition.js';
import { blockEndedTrials } from '../repositories/subscription-repository.js';

/**
 * Spec §9: the free trial lasts 7 days. Every few minutes the trials that ended are blocked
 * (spec §4: type blocked stops auto runs, validations, connecting and enabling); nothing is
 * deleted, and a plan brings everything back.
 */
export const expireTrialsJob = defineJob({
  name: 'expire-trials',
  payloadSchema: z.object({}).strict(),
  cron: '*/5 * * * *',
  // A trial that ended while the app was down is blocked at start, not minutes later.
  isSentOnStart: true,
  queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 5 * 60, policy: 'standard' },
  work: { batchSize: 1, pollingIntervalSeconds: 1, localConcurrency: 1 },
});

export type ExpireTrialsContext = Pick<AppContext, 'db' | 'logger' | 'now'>;

export async function expireTrials(
  context: JobContext<ExpireTrialsContext>,
): Promise<{ blockedOrganizationIds: string[]; workerId: string }> {
  const blockedOrganizationIds = await blockEndedTrials(context.db, context.now());
  if (blockedOrganizationIds.length > 0) {
    context.logger.info({ blockedOrganizationIds }, 'Blocked subscriptions whose trial ended');
  }
  return { blockedOrganizationIds, workerId: context.workerId };
}

export const expireTrialsWork = registerJob(
  expireTrialsJob,
  (context: JobContext<ExpireTrialsContext>) => expireTrials(context),
);
