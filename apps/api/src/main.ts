import { ConfigError, loadConfig } from './config/load-config.js';
import { readEnvironment } from './config/read-environment.js';
import { createLogger } from './logger.js';
import { formatBanner, parseRole } from './process/banner.js';
import { handleShutdownSignals } from './process/handle-shutdown.js';
import { startUtmost } from './process/start-utmost.js';
import { StartupRefusedError } from './process/startup-refused-error.js';

// Usage: node dist/main.js [all|api|worker]
async function main(): Promise<void> {
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
    process.stderr.write(
      `Utmost could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
