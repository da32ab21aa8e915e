import { resolve } from 'node:path';
import { z } from 'zod';
import {
  SANDBOX_PREFIX,
  SSO_ENVIRONMENT_SHAPE,
  buildSsoConfig,
  findSsoConfigProblems,
  type SsoConfig,
} from './sso-config.js';
import { DEFAULT_WEB_DIST_DIR } from '../package-paths.js';
import {
  AD_PLATFORM_ENVIRONMENT_SHAPE,
  buildAdPlatformConfig,
  findAdPlatformConfigProblems,
  type AdPlatformConfig,
} from './ad-platform-config.js';
import {
  AI_ENVIRONMENT_SHAPE,
  buildAiConfig,
  findAiConfigProblems,
  type AiConfig,
} from './ai-config.js';
import {
  BILLING_ENVIRONMENT_SHAPE,
  buildBillingConfig,
  findBillingConfigProblems,
  type BillingConfig,
} from './billing-config.js';

export type Environment = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_SECRET_LENGTH = 32;

/** Empty variables count as unset, the way shells and .env files usually mean them. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

function integerBetween(min: number, max: number, fallback: number) {
  const message = `must be an integer between ${min} and ${max}`;
  return optional(
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message)),
  ).transform((value) => value ?? fallback);
}

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const environmentSchema = z.object({
  PORT: integerBetween(1, 65535, 3000),
  // Loopback unless told otherwise: the embedded default is a single person's install, and other
  // machines on the network must not reach its demo login or mailbox (HOST=0.0.0.0 opens it).
  HOST: optional(z.string().trim().min(1, 'must not be blank')).transform(
    (value) => value ?? '127.0.0.1',
  ),
  DATA_DIR: optional(z.string()).transform((value) => value ?? './data'),
  DATABASE_URL: optional(
    z.string().refine((value) => isUrlWithProtocol(value, ['postgres:', 'postgresql:']), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
  ),
  APP_SECRET: optional(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`),
  ),
  PUBLIC_URL: optional(
    z.string().refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), {
      message: 'must be an http:// or https:// URL',
    }),
  ),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
  ).transform((value) => value ?? 'info'),
  // A person reading a terminal, or a log collector: see `logFormat`.
  LOG_FORMAT: optional(z.enum(['pretty', 'json'], { error: 'must be one of pretty, json' })),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'must be one of development, production, test',
    }),
  ).transform((value) => value ?? 'development'),
  WEB_DIST_DIR: optional(z.string()),
  PLATFORM_MODE: optional(
    z.enum(['sandbox', 'live'], { error: 'must be one of sandbox, live' }),
  ).transform((value) => value ?? 'sandbox'),
  JOB_CONCURRENCY: integerBetween(1, 64, 2),
  // Tagging runs: the auto-run interval, how long "Run now" waits, when a silent run is taken over.
  RUN_INTERVAL_MINUTES: integerBetween(5, 7 * 24 * 60, 24 * 60),
  RUN_WAIT_TIMEOUT_SECONDS: integerBetween(1, 175, 170),
  RUN_STALE_AFTER_SECONDS: integerBetween(2, 3600, 120),
  RUN_RETRY_DELAY_MS: integerBetween(0, 600_000, 5_000),
  SANDBOX_ADS_PER_SCALE_ACCOUNT: integerBetween(0, 1_000_000, 100_000),
  SANDBOX_SEARCH_TERMS_PER_SCALE_ACCOUNT: integerBetween(0, 1_000_000, 100_000),
  TRUST_PROXY_HOPS: integerBetween(0, 10, 0),
  // Sign-in with Google, LinkedIn and Microsoft: client ids, secrets and hosts.
  ...SSO_ENVIRONMENT_SHAPE,
  // Connecting Google Ads and LinkedIn Ads: clients, the optional (sunset) developer token, API
  // hosts and versions.
  ...AD_PLATFORM_ENVIRONMENT_SHAPE,
  // The AI provider of briefs: local (default) or any OpenAI-compatible endpoint.
  ...AI_ENVIRONMENT_SHAPE,
  // Payments: Stripe's keys, price ids and beta coupon; unset, the local mode takes no payment.
  ...BILLING_ENVIRONMENT_SHAPE,
  SMTP_URL: optional(
    z.string().refine((value) => isUrlWithProtocol(value, ['smtp:', 'smtps:']), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
  ),
  MAIL_FROM: optional(
    z.string().trim().min(3, 'must be an address such as Utmost <no-reply@example.com>'),
  ),
  SUPPORT_EMAIL: optional(
    z.email({ error: 'must be an e-mail address such as support@example.com' }),
  ),
});

/**
 * Rules across variables, checked on the raw values so they are reported together with the
 * per-variable problems (a zod refinement would be skipped while any variable is bad).
 */
function findCrossVariableProblems(env: Environment): string[] {
  const isSet = (name: string) => (env[name] ?? '') !== '';
  return isSet('DATABASE_URL') && !isSet('APP_SECRET')
    ? [
        `APP_SECRET: is required when DATABASE_URL is set (at least ${MIN_SECRET_LENGTH} characters)`,
      ]
    : [];
}

/** How tagging runs are scheduled, awaited and recovered (DESIGN §6). */
export interface RunSettings {
  /** Between two auto runs of one enabled account (default daily). */
  intervalMs: number;
  /** How long `startTaggingRun` waits for its runs before answering `running`. */
  waitTimeoutMs: number;
  /** A running run whose heartbeat is older than this is taken over by another worker. */
  staleAfterMs: number;
  /** The first wait before a run retries a platform call that failed as a whole (doubles). */
  retryDelayMs: number;
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds `pglite/`, `uploads/` and the generated `secret`. */
  dataDir: string;
  uploadsDir: string;
  secretFile: string;
  database: DatabaseTarget;
  /** Undefined only in embedded mode, where `ensureAppSecret` generates one into `secretFile`. */
  appSecret: string | undefined;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * `pretty`: short readable lines, one per request (the embedded start a newcomer reads in a
   * terminal); `json`: one JSON object per line for log collectors (the default with DATABASE_URL
   * or NODE_ENV=production).
   */
  logFormat: 'pretty' | 'json';
  nodeEnv: 'development' | 'production' | 'test';
  webDistDir: string;
  platformMode: 'sandbox' | 'live';
  /** Sandbox mode: ads of each seeded "Scale test" account. */
  sandboxAdsPerScaleAccount: number;
  /** Sandbox mode: search terms of the seeded "Pedalwise (scale search terms)" account. */
  sandboxSearchTermsPerScaleAccount: number;
  jobConcurrency: number;
  runs: RunSettings;
  /**
   * Proxies in front of the API whose X-Forwarded-For/-Proto to believe; 0 trusts none. Rate
   * limits count per client IP, so behind a load balancer this must be set.
   */
  trustProxyHops: number;
  /** Sign-in providers; `undefined` ones are not configured and their buttons hidden. */
  sso: SsoConfig;
  /** Ad platforms; an `undefined` platform is not configured and cannot be connected. */
  adPlatforms: AdPlatformConfig;
  /** The AI provider that drafts briefs. */
  ai: AiConfig;
  /** Who takes the payments: the local mode (no payment) or Stripe. */
  billing: BillingConfig;
  /** Mail goes through this SMTP server; unset, mail is kept in the outbox (the local mailbox). */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Where users write for help, shown in the Help dialog. */
  /** null: no SUPPORT_EMAIL and a loopback public host, whose mailbox reaches nobody. */
  supportEmail: string | null;
}

/** Thrown when the environment has bad values; `problems` lists every one of them. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from an environment object. Pure apart from resolving relative paths
 * against `cwd`, so tests pass any object they like.
 */
export function loadConfig(env: Environment, cwd: string = process.cwd()): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ...findCrossVariableProblems(env),
    ...findSsoConfigProblems(env),
    ...findAdPlatformConfigProblems(env),
    ...findAiConfigProblems(env),
    ...findBillingConfigProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  const dataDir = resolve(cwd, values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    secretFile: resolve(dataDir, 'secret'),
    database:
      values.DATABASE_URL === undefined
        ? { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') }
        : { kind: 'postgres', url: values.DATABASE_URL },
    appSecret: values.APP_SECRET,
    publicUrl,
    logLevel: values.LOG_LEVEL,
    logFormat:
      values.LOG_FORMAT ??
      (values.DATABASE_URL === undefined && values.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    nodeEnv: values.NODE_ENV,
    webDistDir: values.WEB_DIST_DIR ? resolve(cwd, values.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    platformMode: values.PLATFORM_MODE,
    sandboxAdsPerScaleAccount: values.SANDBOX_ADS_PER_SCALE_ACCOUNT,
    sandboxSearchTermsPerScaleAccount: values.SANDBOX_SEARCH_TERMS_PER_SCALE_ACCOUNT,
    jobConcurrency: values.JOB_CONCURRENCY,
    runs: {
      intervalMs: values.RUN_INTERVAL_MINUTES * 60_000,
      // Spec §9: the client gives up after 3 minutes; answer a little before that.
      waitTimeoutMs: values.RUN_WAIT_TIMEOUT_SECONDS * 1000,
      staleAfterMs: values.RUN_STALE_AFTER_SECONDS * 1000,
      retryDelayMs: values.RUN_RETRY_DELAY_MS,
    },
    trustProxyHops: values.TRUST_PROXY_HOPS,
    sso: buildSsoConfig(values, { platformMode: values.PLATFORM_MODE, publicUrl }),
    adPlatforms: buildAdPlatformConfig(values, {
      platformMode: values.PLATFORM_MODE,
      sandboxBaseUrl: `${publicUrl}${SANDBOX_PREFIX}`,
    }),
    ai: buildAiConfig(values),
    billing: buildBillingConfig(values),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `Utmost <no-reply@${new URL(publicUrl).hostname}>`,
    supportEmail: values.SUPPORT_EMAIL ?? deriveSupportEmail(publicUrl),
  };
}

/** Host names that only ever mean this machine: `support@` them would reach nobody. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** `support@` the public host, unless that host is loopback (issue 25): then no address at all. */
export function deriveSupportEmail(publicUrl: string): string | null {
  const { hostname } = new URL(publicUrl);
  return isLoopbackHost(hostname) ? null : `support@${hostname}`;
}
