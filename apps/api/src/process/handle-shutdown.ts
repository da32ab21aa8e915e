import type { Logger } from '../core/logging/logger.js';

/** Longer than the job queue's own graceful stop, so a clean stop is never cut short. */
const SHUTDOWN_DEADLINE_MS = 30_000;

/**
 * SIGTERM (orchestrators) and SIGINT (Ctrl-C) stop the process cleanly and exit 0. A second signal,
 * or a stop that takes too long, exits at once with 1.
 */
export function handleShutdownSignals(stop: () => Promise<void>, logger: Logger): void {
  let isStopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isStopping) {
      logger.warn({ signal }, 'Second signal: exiting without waiting');
      process.exit(1);
    }
    isStopping = true;
    logger.info({ signal }, 'Shutting down');
    const deadline = setTimeout(() => {
      logger.error('Shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    stop().then(
      () => {
        logger.info('Stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
