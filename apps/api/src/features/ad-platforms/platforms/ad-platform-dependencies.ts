import type { AppContext } from '../../../core/app-context.js';
import type { AdPlatformConfig } from '../../../core/config/ad-platform-config.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { Logger } from '../../../core/logging/logger.js';
import {
  createConnectAttemptSecrets,
  type ConnectAttemptSecrets,
} from './connect-attempt-secrets.js';
import { createLoginAccess, type LoginAccess } from './login-credentials.js';
import { createAdPlatformRegistry, type AdPlatformRegistry } from './platform-registry.js';
import { createPlatformTokenSealer, type PlatformTokenSealer } from './platform-token-sealer.js';
import { createSampleAdCache, type SampleAdCache } from './sample-ad-cache.js';

/** What the ad-platform services need; built once per app, shared by handlers and start-up work. */
export interface AdPlatformDependencies {
  db: DatabaseExecutor;
  logger: Logger;
  now: () => Date;
  /** The app's origin: connect redirects must stay on it, callbacks are built from it. */
  publicUrl: string;
  isSecureCookies: boolean;
  platforms: AdPlatformRegistry;
  /** How the clients reach the platforms (the mounted sandbox in sandbox mode). */
  fetch: typeof globalThis.fetch;
  tokens: PlatformTokenSealer;
  /** Seals the connect popup's browser nonce and PKCE verifier. */
  attempts: ConnectAttemptSecrets;
  logins: LoginAccess;
  /** How long listing one login's ad accounts may take in listPlatformAccounts. */
  listTimeoutMs: number;
  /** The tracking-template preview's sample ads, read once per account every few minutes. */
  sampleAds: SampleAdCache;
  /** Between two auto runs of an enabled account (spec §3 nextRun). */
  runIntervalMs: number;
}

/** Auto runs are daily unless RUN_INTERVAL_MINUTES says otherwise. */
export const DEFAULT_RUN_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface AdPlatformSetup {
  config: {
    adPlatforms: AdPlatformConfig;
    appSecret: string;
    publicUrl: string;
    runs?: { intervalMs: number };
  };
  db: DatabaseExecutor;
  logger: Logger;
  now?: () => Date;
  /** How the clients reach the platforms: the mounted sandbox in sandbox mode. */
  fetch: typeof globalThis.fetch;
}

export function createAdPlatformDependencies(setup: AdPlatformSetup): AdPlatformDependencies {
  const { config, db, logger } = setup;
  const now = setup.now ?? (() => new Date());
  const tokens = createPlatformTokenSealer(config.appSecret);
  return {
    db,
    logger,
    now,
    publicUrl: config.publicUrl,
    isSecureCookies: config.publicUrl.startsWith('https:'),
    platforms: createAdPlatformRegistry(config.adPlatforms, setup.fetch),
    fetch: setup.fetch,
    tokens,
    attempts: createConnectAttemptSecrets(config.appSecret),
    logins: createLoginAccess({ db, logger, now, tokens }),
    listTimeoutMs: config.adPlatforms.listTimeoutMs,
    sampleAds: createSampleAdCache(now),
    runIntervalMs: config.runs?.intervalMs ?? DEFAULT_RUN_INTERVAL_MS,
  };
}

/** The application context with the ad-platform clients, stored logins and sealers built. */
export type AdPlatformsContext = AppContext & { adPlatforms: AdPlatformDependencies };

/**
 * Builds the ad-platform services once from the application context; the HTTP app and the
 * workers of a process share the result (and so the sample-ad cache and the sandbox fetch).
 */
export function withAdPlatforms<Context extends AppContext>(
  context: Context,
): Context & { adPlatforms: AdPlatformDependencies } {
  return {
    ...context,
    adPlatforms: createAdPlatformDependencies({
      config: context.config,
      db: context.db,
      logger: context.logger,
      now: context.now,
      fetch: context.outbound.fetch,
    }),
  };
}
