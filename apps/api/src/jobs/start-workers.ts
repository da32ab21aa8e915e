import type { PgBoss } from 'pg-boss';
import type { DatabaseExecutor } from '../db/database-types.js';
import type { Logger } from '../logger.js';
import { redactErrorForLog } from '../redact-error.js';
import { pruneExpiredTokens } from './handlers/prune-expired-tokens.js';
import { scheduleTaggingRuns } from './handlers/schedule-tagging-runs.js';
import { runTaggingJob } from './handlers/tagging-run.js';
import type { JobContext, RunJobContext } from './job-context.js';
import type { JobDefinition } from './job-definition.js';
import { pruneExpiredTokensJob, scheduleTaggingRunsJob, taggingRunJob } from './job-definitions.js';

type JobHandler<Payload> = (context: JobContext, payload: Payload) => Promise<object>;
type CoreJobContext = Omit<JobContext, 'runs'>;

interface Registration<Payload extends object> {
  definition: JobDefinition<Payload>;
  handle: JobHandler<Payload>;
}

function register<Payload extends object>(
  definition: JobDefinition<Payload>,
  handle: JobHandler<Payload>,
): Registration<Payload> {
  return { definition, handle };
}

const CORE_REGISTRATIONS = [
  register(pruneExpiredTokensJob, (context) => pruneExpiredTokens(context)),
];
const RUN_REGISTRATIONS = [
  register(taggingRunJob, runTaggingJob),
  register(scheduleTaggingRunsJob, (context) => scheduleTaggingRuns(context)),
];

export interface WorkerDependencies {
  db: DatabaseExecutor;
  logger: Logger;
  workerId: string;
  /** Jobs of one queue this process runs at once, unless the job's definition says otherwise. */
  concurrency: number;
  now?: () => Date;
  /** Without it, this process runs no tagging jobs (the prune test's bare worker). */
  runs?: RunJobContext;
}

/** Subscribes this process to every queue and (re)declares the cron schedules. */
export async function startWorkers(boss: PgBoss, dependencies: WorkerDependencies): Promise<void> {
  const registrations = dependencies.runs
    ? [...CORE_REGISTRATIONS, ...RUN_REGISTRATIONS]
    : CORE_REGISTRATIONS;
  for (const registration of registrations) {
    await startWorker(boss, registration as Registration<object>, dependencies);
  }
  // Runs a dead worker left are picked up at start, not only at the next minute.
  if (dependencies.runs) await boss.send(scheduleTaggingRunsJob.name, {});
}

async function startWorker(
  boss: PgBoss,
  { definition, handle }: Registration<object>,
  dependencies: WorkerDependencies,
): Promise<void> {
  const logger = dependencies.logger.child({ job: definition.name });
  const options = { localConcurrency: dependencies.concurrency, ...definition.work };
  await boss.work<object>(definition.name, options, async ([job]) => {
    if (!job) return undefined;
    const jobLogger = logger.child({ jobId: job.id, attempt: job.retryCount });
    const payload = definition.payloadSchema.safeParse(job.data ?? {});
    if (!payload.success) {
      jobLogger.error({ issues: payload.error.issues }, 'Job payload does not match its schema');
      throw new Error(`Invalid payload for ${definition.name}`);
    }
    const context: CoreJobContext & { runs?: RunJobContext } = {
      db: dependencies.db,
      logger: jobLogger,
      now: dependencies.now ?? (() => new Date()),
      workerId: dependencies.workerId,
      ...(dependencies.runs && { runs: dependencies.runs }),
    };
    try {
      // Run jobs are only registered when `runs` is there.
      return await handle(context as JobContext, payload.data);
    } catch (error) {
      // pg-boss keeps the thrown error's message and stack with the job: never SQL parameters.
      const redacted = redactErrorForLog(error);
      jobLogger.error({ err: redacted }, 'Job failed');
      throw redacted;
    }
  });
  if (definition.cron) {
    await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
  }
}
