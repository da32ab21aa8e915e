import type { PgBoss } from 'pg-boss';
import { redactErrorForLog } from '../logging/redact-error.js';
import type { JobBaseContext, JobContext, JobRegistration } from './job-definition.js';

export interface WorkerOptions<Context extends JobBaseContext> {
  /** Names this process in the jobs' output and in run leases. */
  workerId: string;
  /** Jobs of one queue this process runs at once, unless the job's definition says otherwise. */
  concurrency: number;
  /** The jobs this process runs: every feature's, or a test's few. */
  registrations: readonly JobRegistration<Context>[];
}

/** Subscribes this process to the registered queues and (re)declares their cron schedules. */
export async function startWorkers<Context extends JobBaseContext>(
  boss: PgBoss,
  context: Context,
  options: WorkerOptions<Context>,
): Promise<void> {
  for (const registration of options.registrations) {
    await startWorker(boss, context, registration, options);
  }
  for (const { definition } of options.registrations) {
    if (definition.isSentOnStart) await boss.send(definition.name, {});
  }
}

async function startWorker<Context extends JobBaseContext>(
  boss: PgBoss,
  context: Context,
  { definition, handle }: JobRegistration<Context>,
  options: WorkerOptions<Context>,
): Promise<void> {
  const logger = context.logger.child({ job: definition.name });
  const work = { localConcurrency: options.concurrency, ...definition.work };
  await boss.work<object>(definition.name, work, async ([job]) => {
    if (!job) return undefined;
    const jobLogger = logger.child({ jobId: job.id, attempt: job.retryCount });
    const payload = definition.payloadSchema.safeParse(job.data ?? {});
    if (!payload.success) {
      jobLogger.error({ issues: payload.error.issues }, 'Job payload does not match its schema');
      throw new Error(`Invalid payload for ${definition.name}`);
    }
    const jobContext: JobContext<Context> = {
      ...context,
      logger: jobLogger,
      workerId: options.workerId,
    };
    try {
      return await handle(jobContext, payload.data);
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
