import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from '../src/app.js';
import { ensureAppSecret } from '../src/core/config/app-secret.js';
import { loadConfig, type AppConfig } from '../src/core/config/load-config.js';
import { loadContract } from '../src/core/contract/load-contract.js';
import { createJobQueue, startJobQueue } from '../src/core/jobs/job-queue.js';
import { createJobSender } from '../src/core/jobs/job-sender.js';
import {
  createUtmostContext,
  JOB_DEFINITIONS,
  JOB_REGISTRATIONS,
  type UtmostContext,
} from '../src/features.js';
import { startWorkers } from '../src/core/jobs/start-workers.js';
import { createLogger } from '../src/core/logging/logger.js';
import { readApiVersion } from '../src/core/package-paths.js';
import type { BenchDatabase } from './bench-database.js';

// The app as `pnpm start` runs it in one process ("all": API, mounted sandbox, tagging workers),
// over a benchmark database, answering through `app.inject`. Production settings, so the
// contract's response validation (a development and test aid) is not measured.

export interface BenchApp {
  app: FastifyInstance;
  config: AppConfig;
  /**
   * A context as a worker process has it, whose platform clients reach the mounted sandbox
   * through `wrapPlatformFetch(the app's in-process fetch)`: a benchmark runs a job's executor
   * with it and times the platform calls.
   */
  createWorkerContext(wrapPlatformFetch?: WrapFetch): UtmostContext;
  /** Stops the workers and the app; the database stays (its owner destroys it). */
  close(): Promise<void>;
}

type WrapFetch = (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;

export interface BenchAppOptions {
  /** More environment variables for loadConfig. */
  env?: Record<string, string>;
  /**
   * Starts pg-boss and the tagging workers in this process. Their platform clients reach the
   * mounted sandbox through `wrapPlatformFetch(the app's in-process fetch)`, so a benchmark can
   * time the platform calls of runs.
   */
  workers?: { wrapPlatformFetch?: WrapFetch };
}

export async function buildBenchApp(
  benchDatabase: BenchDatabase,
  options: BenchAppOptions = {},
): Promise<BenchApp> {
  const { database, dataDir } = benchDatabase;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PLATFORM_MODE: 'sandbox',
    ...(database.target.kind === 'postgres' && {
      DATABASE_URL: database.target.url,
      APP_SECRET: 'benchmark-secret-that-is-long-enough-for-the-rules',
    }),
    ...options.env,
  });
  const readyConfig = await ensureAppSecret(config);
  const logger = createLogger(config);
  let boss: PgBoss | undefined;
  if (options.workers) {
    boss = createJobQueue(database, logger, { isScheduling: false });
    await startJobQueue(boss, JOB_DEFINITIONS);
  }
  const jobs = boss && createJobSender(boss);
  const context = createUtmostContext({
    config: readyConfig,
    db: database.db,
    logger,
    apiVersion: readApiVersion(),
    pingDatabase: () => database.ping(),
    ...(jobs && { jobs }),
  });
  const app = await buildApp(context, { contract: await loadContract() });
  await app.ready();
  // The workers' platform calls are timed: their own context, whose outbound fetch wraps the
  // app's (the sandbox mounted in-process).
  const createWorkerContext = (wrap: WrapFetch = (fetch) => fetch) =>
    createUtmostContext({
      config: readyConfig,
      db: database.db,
      logger,
      apiVersion: readApiVersion(),
      pingDatabase: () => database.ping(),
      ...(jobs && { jobs }),
      fetch: wrap(context.outbound.fetch),
    });
  if (boss && options.workers) {
    const workerContext = createWorkerContext(options.workers.wrapPlatformFetch);
    await startWorkers(boss, workerContext, {
      workerId: 'bench-worker',
      concurrency: config.jobConcurrency,
      registrations: JOB_REGISTRATIONS,
    });
  }
  return {
    app,
    config,
    createWorkerContext,
    close: async () => {
      await boss?.stop({ graceful: true, close: true, timeout: 10_000 });
      await app.close();
    },
  };
}
