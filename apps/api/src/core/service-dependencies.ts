import type { DatabaseExecutor } from './db/database-types.js';
import type { Logger } from './logging/logger.js';
import type { Mailer } from './mail/mailer.js';

/** What identity code needs to know about the deployment, read once from the config. */
export interface IdentitySettings {
  /** The origin links in e-mails point to and the CSRF check accepts (no trailing slash). */
  publicUrl: string;
  /** HMAC key of the access tokens, derived from APP_SECRET. */
  accessTokenKey: Buffer;
  /** Cookies get `Secure` when the app is served over HTTPS. */
  isSecureCookies: boolean;
  uploadsDir: string;
  /** Embedded mode without SMTP, not production: mails stay in the outbox, the mailbox lists them. */
  isMailboxEnabled: boolean;
  /** Opens the local mailbox and the sandbox's control routes (derived from APP_SECRET). */
  installKey: string;
}

/** Everything a handler passes down to the services; one object built by the app. */
export interface ServiceDependencies {
  db: DatabaseExecutor;
  settings: IdentitySettings;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
}
