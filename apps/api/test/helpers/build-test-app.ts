import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from '../../src/app.js';
import { deriveInstallKey, INSTALL_KEY_HEADER } from '../../src/auth/install-key.js';
import { ensureAppSecret } from '../../src/config/app-secret.js';
import { loadConfig, type AppConfig } from '../../src/config/load-config.js';
import { loadContract } from '../../src/contract/load-contract.js';
import { createLogger } from '../../src/logger.js';
import { createJobQueue, startJobQueue } from '../../src/jobs/job-queue.js';
import { startWorkers } from '../../src/jobs/start-workers.js';
import { readApiVersion } from '../../src/package-paths.js';
import { createRunQueue, type RunQueue } from '../../src/runs/run-queue.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  testDatabase: TestDatabase;
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
  const logger = createLogger(config);
  let boss: PgBoss | undefined;
  let runQueue: RunQueue | undefined;
  if (options.runWorkers) {
    // Cron schedules are not evaluated here: tests send the jobs they need.
    boss = createJobQueue(testDatabase.database, logger, { isScheduling: false });
    await startJobQueue(boss);
    runQueue = createRunQueue(boss);
  }
  const app = await buildApp({
    config: readyConfig,
    db: testDatabase.database.db,
    ...(options.now && { now: options.now }),
    contract: await loadContract(),
    logger,
    apiVersion: readApiVersion(),
    pingDatabase: () => testDatabase.database.ping(),
    onRoute: options.onRoute,
    ...(runQueue && { runQueue }),
  });
  await app.ready();
  const installKey = deriveInstallKey(readyConfig.appSecret);
  installKeys.set(app, installKey);
  if (boss && runQueue && options.runWorkers === true) {
    await startWorkers(boss, {
      db: testDatabase.database.db,
      logger,
      workerId: 'test-worker',
      concurrency: 2,
      runs: { adPlatforms: app.adPlatforms, settings: config.runs, queue: runQueue },
    });
  }
  return {
    app,
    config,
    testDatabase,
    ...(runQueue && { runQueue }),
    installKey,
    close: async () => {
      await boss?.stop({ graceful: true, close: true, timeout: 10_000 });
      await app.close();
      if (ownsDatabase) await testDatabase.destroy();
    },
  };
}
