import {
  GOOGLE_DEFAULT_API_VERSION,
  LINKEDIN_DEFAULT_API_VERSION,
  livePlatformUrls,
  sandboxPlatformUrls,
  type PlatformEndpoints,
} from '@utmost/platforms';
import { PLATFORM_VALUES } from '@utmost/ads-sdk/enums';
import { z } from 'zod';

// Ad-platform settings (Google Ads, LinkedIn Ads): the OAuth clients of the connect flow, the
// optional Google Ads developer token (sunset, ignored by Google), API hosts and versions, and
// retry limits. load-config.ts spreads AD_PLATFORM_ENVIRONMENT_SHAPE into its schema. In sandbox
// mode every platform works at once against the mounted simulator; in live mode a platform is
// enabled by its client id and secret.

export type AdPlatformName = (typeof PLATFORM_VALUES)[number];

export interface AdPlatformSettings {
  clientId: string;
  clientSecret: string;
  /** OAuth endpoints and the API base URL (without the version). */
  urls: PlatformEndpoints;
  /** Google `vNN`, LinkedIn `YYYYMM` (the `LinkedIn-Version` header). */
  apiVersion: string;
}

export interface GoogleAdsSettings extends AdPlatformSettings {
  /**
   * Optional: Google sunset developer tokens on 2026-09-09 and ignores the header; access comes
   * from the OAuth client's Cloud project (developers.google.com/google-ads/api/docs/api-policy/
   * developer-token). Sent only when set.
   */
  developerToken: string | null;
}

export interface AdPlatformConfig {
  /** `undefined`: not configured (live mode without a client); its routes answer 400. */
  google: GoogleAdsSettings | undefined;
  linkedin: AdPlatformSettings | undefined;
  retry: {
    /** Tries per platform request, the first included. */
    maxAttempts: number;
    /** The longest single wait between tries, whatever `Retry-After` asks for. */
    maxDelayMs: number;
  };
  /** How long listing a login's ad accounts may take before the login is reported unreachable. */
  listTimeoutMs: number;
}

/** Connect-flow clients the mounted sandbox is told about (distinct from the sign-in clients). */
export function findSandboxAdsClientId(platform: AdPlatformName): string {
  return `utmost-sandbox-${platform}-ads`;
}
export const SANDBOX_ADS_CLIENT_SECRET = 'utmost-sandbox-ads-secret';

const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1, 'must not be blank').optional(),
);

const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http:// or https:// URL',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

function optionalInteger(min: number, max: number) {
  const message = `must be an integer between ${min} and ${max}`;
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message))
      .optional(),
  );
}

export const AD_PLATFORM_ENVIRONMENT_SHAPE = {
  GOOGLE_ADS_CLIENT_ID: optionalText,
  GOOGLE_ADS_CLIENT_SECRET: optionalText,
  GOOGLE_ADS_DEVELOPER_TOKEN: optionalText,
  GOOGLE_ADS_API_BASE_URL: optionalUrl,
  GOOGLE_ADS_API_VERSION: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^v\d{1,3}$/, 'must look like v25')
      .optional(),
  ),
  LINKEDIN_ADS_CLIENT_ID: optionalText,
  LINKEDIN_ADS_CLIENT_SECRET: optionalText,
  LINKEDIN_ADS_API_BASE_URL: optionalUrl,
  LINKEDIN_ADS_API_VERSION: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(
        /^\d{6}$/,
        'must be a live YYYYMM version such as 202608 (LinkedIn lists sunset dates on its migrations page)',
      )
      .optional(),
  ),
  PLATFORM_RETRY_MAX_ATTEMPTS: optionalInteger(1, 10),
  PLATFORM_RETRY_MAX_DELAY_MS: optionalInteger(0, 120_000),
  PLATFORM_LIST_TIMEOUT_MS: optionalInteger(1_000, 120_000),
};

export type AdPlatformEnvironment = {
  [Name in keyof typeof AD_PLATFORM_ENVIRONMENT_SHAPE]?: z.output<
    (typeof AD_PLATFORM_ENVIRONMENT_SHAPE)[Name]
  >;
};

const VARIABLE_PREFIX: Record<AdPlatformName, string> = {
  google: 'GOOGLE_ADS',
  linkedin: 'LINKEDIN_ADS',
};

/**
 * Half a client (an id without its secret, or the reverse) is a set-up that would fail at the first
 * connect: reported at start instead. A missing Google developer token is no problem: tokens were
 * sunset on 2026-09-09 and the header is ignored
 * (developers.google.com/google-ads/api/docs/api-policy/developer-token).
 */
export function findAdPlatformConfigProblems(
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  const problems = PLATFORM_VALUES.flatMap((platform) => {
    const id = `${VARIABLE_PREFIX[platform]}_CLIENT_ID`;
    const secret = `${VARIABLE_PREFIX[platform]}_CLIENT_SECRET`;
    if (isSet(id) && !isSet(secret)) return [`${secret}: is required when ${id} is set`];
    if (isSet(secret) && !isSet(id)) return [`${id}: is required when ${secret} is set`];
    return [];
  });
  return problems;
}

const DEFAULT_RETRY_MAX_ATTEMPTS = 4;
const DEFAULT_RETRY_MAX_DELAY_MS = 30_000;
const DEFAULT_LIST_TIMEOUT_MS = 20_000;

export function buildAdPlatformConfig(
  env: AdPlatformEnvironment,
  mode: { platformMode: 'sandbox' | 'live'; sandboxBaseUrl: string },
): AdPlatformConfig {
  const isSandbox = mode.platformMode === 'sandbox';
  const client = (platform: AdPlatformName, id?: string, secret?: string) => {
    if (id !== undefined && secret !== undefined) return { clientId: id, clientSecret: secret };
    if (!isSandbox) return undefined;
    return { clientId: findSandboxAdsClientId(platform), clientSecret: SANDBOX_ADS_CLIENT_SECRET };
  };
  const defaultUrls = isSandbox ? sandboxPlatformUrls(mode.sandboxBaseUrl) : livePlatformUrls();
  const urls = (platform: AdPlatformName, apiBaseUrl: string | undefined): PlatformEndpoints => ({
    ...defaultUrls[platform],
    apiBaseUrl: apiBaseUrl ?? defaultUrls[platform].apiBaseUrl,
  });
  const googleClient = client('google', env.GOOGLE_ADS_CLIENT_ID, env.GOOGLE_ADS_CLIENT_SECRET);
  const linkedinClient = client(
    'linkedin',
    env.LINKEDIN_ADS_CLIENT_ID,
    env.LINKEDIN_ADS_CLIENT_SECRET,
  );
  return {
    google:
      googleClient !== undefined
        ? {
            ...googleClient,
            developerToken: env.GOOGLE_ADS_DEVELOPER_TOKEN ?? null,
            urls: urls('google', env.GOOGLE_ADS_API_BASE_URL),
            apiVersion: env.GOOGLE_ADS_API_VERSION ?? GOOGLE_DEFAULT_API_VERSION,
          }
        : undefined,
    linkedin: linkedinClient && {
      ...linkedinClient,
      urls: urls('linkedin', env.LINKEDIN_ADS_API_BASE_URL),
      apiVersion: env.LINKEDIN_ADS_API_VERSION ?? LINKEDIN_DEFAULT_API_VERSION,
    },
    retry: {
      maxAttempts: env.PLATFORM_RETRY_MAX_ATTEMPTS ?? DEFAULT_RETRY_MAX_ATTEMPTS,
      maxDelayMs: env.PLATFORM_RETRY_MAX_DELAY_MS ?? DEFAULT_RETRY_MAX_DELAY_MS,
    },
    listTimeoutMs: env.PLATFORM_LIST_TIMEOUT_MS ?? DEFAULT_LIST_TIMEOUT_MS,
  };
}
