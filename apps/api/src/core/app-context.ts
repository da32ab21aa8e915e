import type { AppConfig } from './config/load-config.js';
import type { DatabaseExecutor } from './db/database-types.js';
import type { JobSender } from './jobs/job-sender.js';
import type { Logger } from './logging/logger.js';
import { isLocalMailboxEnabled } from './mail/local-mailbox.js';
import { createMailer } from './mail/mailer.js';
import { deriveAccessTokenKey } from './security/access-token-key.js';
import { deriveInstallKey } from './security/install-key.js';
import type { IdentitySettings, ServiceDependencies } from './service-dependencies.js';

/** The part of the configuration the running application reads, with the secret resolved. */
export type AppRuntimeConfig = Pick<
  AppConfig,
  | 'nodeEnv'
  | 'logFormat'
  | 'dataDir'
  | 'webDistDir'
  | 'publicUrl'
  | 'uploadsDir'
  | 'database'
  | 'smtpUrl'
  | 'mailFrom'
  | 'platformMode'
  | 'sso'
  | 'adPlatforms'
  | 'trustProxyHops'
  | 'runs'
  | 'sandboxAdsPerScaleAccount'
  | 'sandboxSearchTermsPerScaleAccount'
  | 'supportEmail'
  | 'ai'
  | 'billing'
> & { appSecret: string };

/**
 * Everything the HTTP app and the workers share, built once at start-up (DESIGN §6): the
 * database, the clock, the logger, the mailer, the settings derived from the config, and how
 * the platform clients reach the outside. Features derive their own services from it
 * (`withAdPlatforms`), so an API process, a worker process and the two in one see the same.
 */
export interface AppContext extends ServiceDependencies {
  config: AppRuntimeConfig;
  apiVersion: string;
  /** Throws when the database does not answer; drives /readyz. */
  pingDatabase: () => Promise<void>;
  /**
   * How the platform clients and single sign-on reach the platforms. In sandbox mode the HTTP
   * app mounts the sandbox and answers its URLs in-process (`outbound.use`); a worker process on
   * its own reaches the sandbox at PUBLIC_URL over HTTP.
   */
  outbound: OutboundFetch;
  /** Sends jobs to the workers; absent where no job queue runs (starting a run answers 503). */
  jobs?: JobSender;
}

export interface OutboundFetch {
  fetch: typeof globalThis.fetch;
  /** Replaces what `fetch` calls (once, when the sandbox is mounted). */
  use(fetch: typeof globalThis.fetch): void;
}

export interface AppContextSetup {
  config: AppRuntimeConfig;
  db: DatabaseExecutor;
  logger: Logger;
  apiVersion: string;
  pingDatabase: () => Promise<void>;
  /** The clock of sessions, tokens, rate limits and runs; tests move it. */
  now?: () => Date;
  jobs?: JobSender;
  /** Where outbound requests go before the sandbox (if any) is mounted; defaults to fetch. */
  fetch?: typeof globalThis.fetch;
}

export function createAppContext(setup: AppContextSetup): AppContext {
  const { config, db, logger } = setup;
  return {
    config,
    db,
    logger,
    now: setup.now ?? (() => new Date()),
    apiVersion: setup.apiVersion,
    pingDatabase: setup.pingDatabase,
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db, logger }),
    settings: deriveIdentitySettings(config),
    outbound: createOutboundFetch(setup.fetch ?? globalThis.fetch),
    ...(setup.jobs && { jobs: setup.jobs }),
  };
}

function deriveIdentitySettings(config: AppRuntimeConfig): IdentitySettings {
  return {
    publicUrl: config.publicUrl,
    accessTokenKey: deriveAccessTokenKey(config.appSecret),
    isSecureCookies: config.publicUrl.startsWith('https:'),
    uploadsDir: config.uploadsDir,
    isMailboxEnabled: isLocalMailboxEnabled(config),
    installKey: deriveInstallKey(config.appSecret),
  };
}

function createOutboundFetch(initial: typeof globalThis.fetch): OutboundFetch {
  let current = initial;
  return {
    fetch: (input, init) => current(input, init),
    use: (fetch) => {
      current = fetch;
    },
  };
}
