import type { Queue, WorkOptions } from 'pg-boss';
import type { z } from 'zod';
import type { Logger } from '../logging/logger.js';

/**
 * What a job is, apart from what it does: its queue name, the payload it accepts, when it runs on
 * its own and how often a failure is retried. A feature keeps each definition beside its handler.
 */
export interface JobDefinition<Payload extends object = object> {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  /** A cron expression evaluated in UTC; absent for jobs only ever sent by code. */
  cron?: string;
  /** Sent once whenever a worker starts (work a dead worker left is picked up at once). */
  isSentOnStart?: boolean;
  queue: Omit<Queue, 'name'>;
  /** Per process; `localConcurrency` defaults to the JOB_CONCURRENCY setting. */
  work: Pick<WorkOptions, 'localConcurrency' | 'pollingIntervalSeconds' | 'batchSize'>;
}

export function defineJob<Payload extends object>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}

/** The least a job runs in: the application context (AppContext) has it and more. */
export interface JobBaseContext {
  logger: Logger;
}

/** What every job handler receives: the application context, its own logger and its worker. */
export type JobContext<Context extends JobBaseContext = JobBaseContext> = Context & {
  /** Names the process that ran the job; stored in the job's output. */
  workerId: string;
};

export type JobHandler<Context extends JobBaseContext, Payload> = (
  context: JobContext<Context>,
  payload: Payload,
) => Promise<object>;

/** A definition and its handler: what a feature hands the workers. */
export interface JobRegistration<Context extends JobBaseContext = JobBaseContext> {
  definition: JobDefinition;
  handle: JobHandler<Context, object>;
}

export function registerJob<Context extends JobBaseContext, Payload extends object>(
  definition: JobDefinition<Payload>,
  handle: JobHandler<Context, Payload>,
): JobRegistration<Context> {
  return {
    definition: definition as JobDefinition,
    handle: handle as JobHandler<Context, object>,
  };
}
