import type { PgBoss } from 'pg-boss';
import type { DatabaseExecutor } from '../db/database-types.js';
import type { Logger } from '../logger.js';
import { pruneExpiredTokens } from './handlers/prune-expired-tokens.js';
import type { JobContext } from './job-context.js';
import type { JobDefinition } from './job-definition.js';
import { pruneExpiredTokensJob } from './job-definitions.js';

type JobHandler<Payload> = (context: JobContext, payload: Payload) => Promise<object>;

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

const REGISTRATIONS = [register(pruneExpiredTokensJob, (context) => pruneExpiredTokens(context))];

export interface WorkerDependencies {
  db: DatabaseExecutor;
  logger: Logger;
  workerId: string;
  /** Jobs of one queue this process runs at once, unless the job's definition says otherwise. */
  concurrency: number;
  now?: () => Date;
}

/** Subscribes this process to every queue and (re)declares the cron schedules. */
export async function startWorkers(boss: PgBoss, dependencies: WorkerDependencies): Promise<void> {
  for (const registration of REGISTRATIONS) {
    await startWorker(boss, registration as Registration<object>, dependencies);
  }
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
    const context: JobContext = {
      db: dependencies.db,
      logger: jobLogger,
      now: dependencies.now ?? (() => new Date()),
      workerId: dependencies.workerId,
    };
    return handle(context, payload.data);
  });
  if (definition.cron) {
    await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
  }
}
