import type { Logger } from '../../../core/logging/logger.js';

export interface ReadinessReport {
  isReady: boolean;
  checks: { database: 'ok' | 'failing' };
}

/** Ready when the database answers; migrations are applied before the server listens. */
export async function checkReadiness(
  pingDatabase: () => Promise<void>,
  logger: Logger,
): Promise<ReadinessReport> {
  try {
    await pingDatabase();
    return { isReady: true, checks: { database: 'ok' } };
  } catch (error) {
    logger.warn({ err: error }, 'Readiness check: the database does not answer');
    return { isReady: false, checks: { database: 'failing' } };
  }
}
