import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.js';
import { deriveInstallKey, INSTALL_KEY_HEADER } from '../../src/core/security/install-key.js';
import { ensureAppSecret } from '../../src/core/config/app-secret.js';
import { loadConfig, type AppConfig } from '../../src/core/config/load-config.js';
import { loadContract } from '../../src/core/contract/load-contract.js';
import { createLogger } from '../../src/core/logging/logger.js';
import { createJobQueue, startJobQueue } from '../../src/core/jobs/job-queue.js';
import { startWorkers } from '../../src/core/jobs/start-workers.js';
import { readApiVersion } from '../../src/core/package-paths.js';
import { createJobSender } from '../../src/core/jobs/job-sender.js';
import {
  createUtmostContext,
  JOB_DEFINITIONS,
  JOB_REGISTRATIONS,
  type UtmostContext,
} from '../../src/features.js';
import { createRunQueue, type RunQueue } from '../../src/features/tagging-runs/runs/run-queue.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  testDatabase: TestDatabase;
  /** The application context the app (and its workers) run in. */
  context: UtmostContext;
  /** With `runWorkers`: the job queue runs are sent to. */
  runQueue?: RunQueue;
  /** Opens the local mailbox and the sandbox's control routes (derived from the app secret). */
  installKey: string;
  /** Closes the app and the database, and drops the database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Defaults to a folder with no web build, so `web` reads "unbuilt". */
  webDistDir?: string;
  onRoute?: (route: RouteOptions) => void;
  /** Share a database another app of the same file uses; `close()` then leaves it open. */
  testDatabase?: TestDatabase;
  /** More environment variables for loadConfig (PLATFORM_MODE, SMTP_URL, client ids…). */
  env?: Record<string, string>;
  /** The clock of sessions, tokens and rate limits. */
  now?: () => Date;
  /**
   * Starts pg-boss and the tagging-run workers in this process, as `pnpm start` does;
   * `queue-only` starts the queue runs are sent to but no worker (separate worker processes run
   * them).
   */
  runWorkers?: boolean | 'queue-only';
  /** Where the app's log lines go (with LOG_LEVEL in `env`), for tests of what is logged. */
  logDestination?: DestinationStream;
}

const installKeys = new WeakMap<FastifyInstance, string>();

/**
 * The header that opens the local mailbox and the sandbox's control routes of an app built here,
 * for helpers that are handed the app alone.
 */
export function installKeyHeaders(app: FastifyInstance): Record<string, string> {
  const installKey = installKeys.get(app);
  if (installKey === undefined) throw new Error('installKeyHeaders: not an app of buildTestApp');
  return { [INSTALL_KEY_HEADER]: installKey };
}

/**
 * The one way tests get an application: the real app over a real, migrated database (PGlite by
 * default, PostgreSQL when TEST_DATABASE_URL is set), answering through `app.inject`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = options.testDatabase === undefined;
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: testDatabase.dataDir,
    WEB_DIST_DIR: options.webDistDir ?? join(testDatabase.dataDir, 'no-web-build'),
    ...(testDatabase.target.kind === 'postgres' && {
      DATABASE_URL: testDatabase.target.url,
      APP_SECRET: 'test-secret-that-is-long-enough-for-the-rules',
    }),
    ...options.env,
  });
  const readyConfig = await ensureAppSecret(config);
  const logger = createLogger(config, options.logDestination);
  let boss: PgBoss | undefined;
  if (options.runWorkers) {
    // Cron schedules are not evaluated here: tests send the jobs they need.
    boss = createJobQueue(testDatabase.database, logger, { isScheduling: false });
    await startJobQueue(boss, JOB_DEFINITIONS);
  }
  const jobs = boss && createJobSender(boss);
  const runQueue = jobs && createRunQueue(jobs);
  const context = createUtmostContext({
    config: readyConfig,
    db: testDatabase.database.db,
    logger,
    ...(options.now && { now: options.now }),
    apiVersion: readApiVersion(),
    pingDatabase: () => testDatabase.database.ping(),
    ...(jobs && { jobs }),
  });
  const app = await buildApp(context, {
    contract: await loadContract(),
    ...(options.onRoute && { onRoute: options.onRoute }),
  });
  await app.ready();
  const installKey = deriveInstallKey(readyConfig.appSecret);
  installKeys.set(app, installKey);
  if (boss && options.runWorkers === true) {
    await startWorkers(boss, context, {
      workerId: 'test-worker',
      concurrency: 2,
      registrations: JOB_REGISTRATIONS,
    });
  }
  return {
    app,
    config,
    testDatabase,
    context,
    ...(runQueue && { runQueue }),
    installKey,
    close: async () => {
      await boss?.stop({ graceful: true, close: true, timeout: 10_000 });
      await app.close();
      if (ownsDatabase) await testDatabase.destroy();
    },
  };
}
