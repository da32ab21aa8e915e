import type { AdPlatformDependencies } from '../ad-platforms/ad-platform-dependencies.js';
import type { RunSettings } from '../config/load-config.js';
import type { DatabaseExecutor } from '../db/database-types.js';
import type { Logger } from '../logger.js';
import type { RunQueue } from '../runs/run-queue.js';

/** What every job handler receives besides its payload. */
export interface JobContext {
  db: DatabaseExecutor;
  logger: Logger;
  now: () => Date;
  /** Names the process that ran the job; stored in the job's output. */
  workerId: string;
  /** Tagging runs: the platform clients and credentials, the run settings, the queue. */
  runs: RunJobContext;
}

export interface RunJobContext {
  adPlatforms: AdPlatformDependencies;
  settings: RunSettings;
  queue: RunQueue;
}
