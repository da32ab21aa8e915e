import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { ensureAppSecret } from '../../src/config/app-secret.js';
import { loadConfig, type AppConfig } from '../../src/config/load-config.js';
import { loadContract } from '../../src/contract/load-contract.js';
import { createLogger } from '../../src/logger.js';
import { readApiVersion } from '../../src/package-paths.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  testDatabase: TestDatabase;
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
  const app = await buildApp({
    config: readyConfig,
    db: testDatabase.database.db,
    ...(options.now && { now: options.now }),
    contract: await loadContract(),
    logger: createLogger(config),
    apiVersion: readApiVersion(),
    pingDatabase: () => testDatabase.database.ping(),
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    close: async () => {
      await app.close();
      if (ownsDatabase) await testDatabase.destroy();
    },
  };
}
