import type { Queue, WorkOptions } from 'pg-boss';
import type { z } from 'zod';

/**
 * What a job is, apart from what it does: its queue name, the payload it accepts, when it runs on
 * its own and how often a failure is retried. Handlers live in `handlers/`.
 */
export interface JobDefinition<Payload extends object = object> {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  /** A cron expression evaluated in UTC; absent for jobs only ever sent by code. */
  cron?: string;
  queue: Omit<Queue, 'name'>;
  /** Per process; `localConcurrency` defaults to the JOB_CONCURRENCY setting. */
  work: Pick<WorkOptions, 'localConcurrency' | 'pollingIntervalSeconds' | 'batchSize'>;
}

export function defineJob<Payload extends object>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}
