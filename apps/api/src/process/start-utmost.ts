import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from '../app.js';
import { ensureAppSecret } from '../core/config/app-secret.js';
import type { AppConfig } from '../core/config/load-config.js';
import { loadContract } from '../core/contract/load-contract.js';
import { createDatabase, type Database } from '../core/db/create-database.js';
import { migrateDatabase } from '../core/db/migrate-database.js';
import { createJobQueue, startJobQueue } from '../core/jobs/job-queue.js';
import { createJobSender } from '../core/jobs/job-sender.js';
import { createUtmostContext, JOB_DEFINITIONS, JOB_REGISTRATIONS } from '../features.js';
import { startWorkers } from '../core/jobs/start-workers.js';
import type { Logger } from '../core/logging/logger.js';
import { PRIVATE_DIR_MODE, makeDataDirPrivate } from '../core/private-files.js';
import { findMailboxLink } from '../core/mail/local-mailbox.js';
import { readApiVersion } from '../core/package-paths.js';
import { seedDemoPlatforms } from './demo-platform-seed.js';
import {
  seedDemoAccount,
  type DemoLogin,
} from '../features/identity/services/demo-seed-service.js';
import type { Role } from './banner.js';
import { saveMailboxLink } from './mailbox-link-file.js';
import { StartupRefusedError } from '../core/errors/startup-refused-error.js';

export interface RunningUtmost {
  app?: FastifyInstance;
  /** Embedded mode: the seeded demo owner's login, for the banner. */
  demoLogin?: DemoLogin;
  /** Where the local mailbox is on: its link with the install key, for the banner. */
  mailboxLink?: string;
  /** Stops accepting requests, lets in-flight work finish, then closes pg-boss and the database. */
  stop(): Promise<void>;
}

const JOB_STOP_TIMEOUT_MS = 20_000;

export async function startUtmost(
  role: Role,
  config: AppConfig,
  logger: Logger,
): Promise<RunningUtmost> {
  if (role === 'worker' && config.database.kind === 'pglite') {
    throw new StartupRefusedError(
      'PGlite is single-process; set DATABASE_URL to run workers separately ' +
        '(or run "all" to serve the API and run jobs in one process).',
    );
  }
  // Before anything is written into it: the data folder and all it holds are the owner's alone.
  await makeDataDirPrivate(config.dataDir);
  const readyConfig = await ensureAppSecret(config);
  await mkdir(config.uploadsDir, { recursive: true, mode: PRIVATE_DIR_MODE });

  const resources: { database?: Database; boss?: PgBoss; app?: FastifyInstance } = {};
  let demoLogin: DemoLogin | undefined;
  let mailboxLink: string | undefined;
  const stop = async () => {
    // Reverse order of start: nothing may use the database once it is closed.
    await resources.app?.close();
    await resources.boss?.stop({ graceful: true, close: true, timeout: JOB_STOP_TIMEOUT_MS });
    await resources.database?.close();
  };
  try {
    resources.database = await createDatabase(config.database);
    await migrateDatabase(resources.database);
    // Server mode seeds nothing: a real deployment starts empty.
    if (config.database.kind === 'pglite' && role !== 'worker') {
      demoLogin = await seedDemoAccount(resources.database.db, config.dataDir);
    }
    resources.boss = createJobQueue(resources.database, logger, { isScheduling: role !== 'api' });
    await startJobQueue(resources.boss, JOB_DEFINITIONS);
    const database = resources.database;
    // One context for the HTTP app and the workers of this process: in one process the workers
    // reach the platforms as the API does (the mounted sandbox in-process); a worker process
    // alone reaches them over HTTP, the sandbox at PUBLIC_URL.
    const context = createUtmostContext({
      config: readyConfig,
      db: database.db,
      logger,
      apiVersion: readApiVersion(),
      pingDatabase: () => database.ping(),
      jobs: createJobSender(resources.boss),
    });
    if (role !== 'worker') {
      resources.app = await buildApp(context, { contract: await loadContract() });
      await resources.app.ready();
    }
    if (role !== 'api') {
      await startWorkers(resources.boss, context, {
        workerId: `${hostname()}:${process.pid}`,
        concurrency: config.jobConcurrency,
        registrations: JOB_REGISTRATIONS,
      });
    }
    if (config.database.kind === 'pglite' && role !== 'worker') {
      // Kept beside demo-login.txt for when the banner has scrolled away (and for the e2e
      // suite); written before the server listens, so whoever sees it ready finds the file.
      mailboxLink = findMailboxLink(readyConfig);
      await saveMailboxLink(config.dataDir, mailboxLink);
    }
    if (resources.app) {
      // Embedded demo: its platform logins connect through the sandbox the app just mounted.
      if (demoLogin && config.platformMode === 'sandbox') {
        await seedDemoPlatforms(context.adPlatforms, demoLogin.email);
      }
      await resources.app.listen({ port: config.port, host: config.host });
    }
  } catch (error) {
    await stop().catch((stopError: unknown) =>
      logger.error({ err: stopError }, 'Cleaning up after a failed start failed'),
    );
    throw error;
  }
  return {
    app: resources.app,
    stop,
    ...(demoLogin && { demoLogin }),
    ...(mailboxLink && { mailboxLink }),
  };
}
