import type { DatabaseExecutor } from '../db/database-types.js';
import type { Logger } from '../logger.js';

/** What every job handler receives besides its payload. */
export interface JobContext {
  db: DatabaseExecutor;
  logger: Logger;
  now: () => Date;
  /** Names the process that ran the job; stored in the job's output. */
  workerId: string;
}
