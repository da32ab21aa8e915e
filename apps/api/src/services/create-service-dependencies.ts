import { deriveAccessTokenKey } from '../auth/access-token.js';
import { deriveInstallKey } from '../auth/install-key.js';
import type { AppConfig } from '../config/load-config.js';
import type { DatabaseExecutor } from '../db/database-types.js';
import type { Logger } from '../logger.js';
import { isLocalMailboxEnabled } from '../mail/local-mailbox.js';
import { createMailer } from '../mail/mailer.js';
import type { ServiceDependencies } from './service-dependencies.js';

export type ServiceConfig = Pick<
  AppConfig,
  'publicUrl' | 'uploadsDir' | 'database' | 'smtpUrl' | 'mailFrom' | 'nodeEnv'
> & { appSecret: string };

/** Builds the services' dependencies from the config once, for the app and for start-up work. */
export function createServiceDependencies(
  config: ServiceConfig,
  db: DatabaseExecutor,
  logger: Logger,
  now: () => Date = () => new Date(),
): ServiceDependencies {
  return {
    db,
    logger,
    now,
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db, logger }),
    settings: {
      publicUrl: config.publicUrl,
      accessTokenKey: deriveAccessTokenKey(config.appSecret),
      isSecureCookies: config.publicUrl.startsWith('https:'),
      uploadsDir: config.uploadsDir,
      isMailboxEnabled: isLocalMailboxEnabled(config),
      installKey: deriveInstallKey(config.appSecret),
    },
  };
}
