import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/create-database.js';
import type { Logger } from '../logging/logger.js';
import type { JobDefinition } from './job-definition.js';

export const JOB_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  /** Only worker processes evaluate cron schedules; API-only processes just send jobs. */
  isScheduling: boolean;
  /** Pool size pg-boss opens on PostgreSQL (its own pool, next to the application's). */
  poolSize?: number;
}

/**
 * pg-boss on the application's database: on PostgreSQL with its own connection pool, in embedded
 * mode on the same PGlite instance through pg-boss's adapter (PGlite has one connection only).
 */
export function createJobQueue(
  database: Database,
  logger: Logger,
  options: JobQueueOptions,
): PgBoss {
  const shared = {
    schema: JOB_SCHEMA,
    schedule: options.isScheduling,
    // Maintenance is safe to run in several processes; pg-boss takes turns through the database.
    supervise: true,
    migrate: true,
  };
  const boss = database.pglite
    ? new PgBoss({ ...shared, db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({
        ...shared,
        connectionString: requirePostgresUrl(database),
        max: options.poolSize ?? 4,
        application_name: 'utmost-jobs',
      });
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'Job queue warning'));
  return boss;
}

function requirePostgresUrl(database: Database): string {
  if (database.target.kind !== 'postgres') throw new Error('Expected a PostgreSQL database');
  return database.target.url;
}

/** Starts pg-boss (installing or migrating its schema) and creates the features' queues. */
export async function startJobQueue(
  boss: PgBoss,
  definitions: readonly JobDefinition[],
): Promise<void> {
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const definition of definitions) {
    if (existing.has(definition.name)) {
      await boss.updateQueue(definition.name, withoutCreateOnlyOptions(definition.queue));
    } else {
      await boss.createQueue(definition.name, definition.queue);
    }
  }
}

function withoutCreateOnlyOptions<T extends { policy?: unknown; partition?: unknown }>(
  options: T,
): Omit<T, 'policy' | 'partition'> {
  const { policy: _policy, partition: _partition, ...updatable } = options;
  return updatable;
}
