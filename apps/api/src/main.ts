import { ConfigError, loadConfig } from './core/config/load-config.js';
import { readEnvironment } from './core/config/read-environment.js';
import { createLogger } from './core/logging/logger.js';
import { PRIVATE_UMASK } from './core/private-files.js';
import { redactErrorForLog } from './core/logging/redact-error.js';
import { formatBanner, parseRole } from './process/banner.js';
import { handleShutdownSignals } from './process/handle-shutdown.js';
import { startUtmost } from './process/start-utmost.js';
import { StartupRefusedError } from './core/errors/startup-refused-error.js';

// Usage: node dist/main.js [all|api|worker]
async function main(): Promise<void> {
  // Files and folders this process creates (PGlite's own included) are its user's alone.
  process.umask(PRIVATE_UMASK);
  const role = parseRole(process.argv[2]);
  const config = loadConfig(readEnvironment());
  const logger = createLogger(config).child({ role });
  const running = await startUtmost(role, config, logger);
  handleShutdownSignals(running.stop, logger);
  // performance.now() counts from process start, so this includes loading the code.
  process.stdout.write(
    `${formatBanner(role, config, performance.now(), {
      ...(running.demoLogin && { demoLogin: running.demoLogin }),
      ...(running.mailboxLink && { mailboxLink: running.mailboxLink }),
    })}\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupRefusedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    // A failed start-up statement (migration, demo seed) prints without its SQL parameters.
    const shown = redactErrorForLog(error);
    process.stderr.write(
      `Utmost could not start: ${shown instanceof Error ? (shown.stack ?? shown.message) : String(shown)}\n`,
    );
  }
  process.exit(1);
});
