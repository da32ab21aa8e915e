import { SSO_PROVIDER_VALUES } from '@utmost/ads-sdk/enums';
import { z } from 'zod';

// Sign-in providers' settings, read from the environment by the config module (load-config.ts
// spreads SSO_ENVIRONMENT_SHAPE into its schema). Every host is configurable so the same client
// code talks to the real providers in live mode and to the mounted sandbox in sandbox mode.

export type SsoProviderName = (typeof SSO_PROVIDER_VALUES)[number];

/** Where one provider lives and how we identify ourselves to it. */
export interface SsoProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Host of the authorization endpoint. */
  authBaseUrl: string;
  /** Host of the token endpoint (the same as `authBaseUrl` except at Google). */
  tokenBaseUrl: string;
  /** Host of the profile endpoint: OIDC userinfo (Google, LinkedIn) or Microsoft Graph. */
  profileBaseUrl: string;
  /** Entra directory: `common`, `organizations`, `consumers` or a tenant id (Microsoft only). */
  tenant: string;
  /**
   * Host part of the ID token issuer `{issuerBaseUrl}/{tid}/v2.0` (Microsoft only; defaults to
   * the authorization host, as at Entra).
   */
  issuerBaseUrl: string;
  /** Host of the signing keys `{jwksBaseUrl}/{tenant}/discovery/v2.0/keys` (Microsoft only). */
  jwksBaseUrl: string;
}

/** A provider is `undefined` when it is not configured: its button is hidden. */
export type SsoConfig = Record<SsoProviderName, SsoProviderConfig | undefined>;

const LIVE_HOSTS: Record<SsoProviderName, { auth: string; token: string; profile: string }> = {
  google: {
    auth: 'https://accounts.google.com',
    token: 'https://oauth2.googleapis.com',
    profile: 'https://openidconnect.googleapis.com',
  },
  linkedin: {
    auth: 'https://www.linkedin.com',
    token: 'https://www.linkedin.com',
    profile: 'https://api.linkedin.com',
  },
  microsoft: {
    auth: 'https://login.microsoftonline.com',
    token: 'https://login.microsoftonline.com',
    profile: 'https://graph.microsoft.com',
  },
};

/** Where the sandbox answers for each provider, below `${PUBLIC_URL}/sandbox`. */
const SANDBOX_PATHS: Record<SsoProviderName, { auth: string; token: string; profile: string }> = {
  google: { auth: '/google', token: '/google', profile: '/google' },
  linkedin: { auth: '/linkedin', token: '/linkedin', profile: '/linkedin' },
  microsoft: { auth: '/microsoft', token: '/microsoft', profile: '/microsoft/graph' },
};

/** The sandbox accepts any client; fixed ids make its consent page and logs easy to read. */
export const SANDBOX_CLIENT_SECRET = 'utmost-sandbox-secret';
export function findSandboxClientId(provider: SsoProviderName): string {
  return `utmost-sandbox-${provider}`;
}

export const SANDBOX_PREFIX = '/sandbox';

const DEFAULT_MICROSOFT_TENANT = 'common';

/** The directory keywords Entra takes instead of a tenant id. */
export const MICROSOFT_TENANT_KEYWORDS = ['common', 'organizations', 'consumers'] as const;

/** Entra tenant and object ids are GUIDs. */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1, 'must not be blank').optional(),
);

const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .refine((value) => isHttpUrl(value), { message: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

export const SSO_ENVIRONMENT_SHAPE = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_BASE_URL: optionalUrl,
  GOOGLE_TOKEN_BASE_URL: optionalUrl,
  GOOGLE_USERINFO_BASE_URL: optionalUrl,
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_AUTH_BASE_URL: optionalUrl,
  LINKEDIN_USERINFO_BASE_URL: optionalUrl,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  // A tenant id rather than a domain name: ID tokens name their directory by id (`tid`), and a
  // single-tenant install accepts only tokens of that directory.
  MICROSOFT_TENANT: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.trim().toLowerCase() : undefined),
    z
      .string()
      .refine(
        (value) =>
          (MICROSOFT_TENANT_KEYWORDS as readonly string[]).includes(value) ||
          GUID_PATTERN.test(value),
        { message: 'must be common, organizations, consumers or a tenant (directory) id' },
      )
      .optional(),
  ),
  MICROSOFT_AUTH_BASE_URL: optionalUrl,
  MICROSOFT_GRAPH_BASE_URL: optionalUrl,
  MICROSOFT_ISSUER_BASE_URL: optionalUrl,
  MICROSOFT_JWKS_BASE_URL: optionalUrl,
};

export type SsoEnvironment = {
  [Name in keyof typeof SSO_ENVIRONMENT_SHAPE]?: string | undefined;
};

const VARIABLE_PREFIX: Record<SsoProviderName, string> = {
  google: 'GOOGLE',
  linkedin: 'LINKEDIN',
  microsoft: 'MICROSOFT',
};

/**
 * A client id without its secret (or the reverse) is a half-finished setup: reported at start
 * rather than leaving a button that fails at the provider.
 */
export function findSsoConfigProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  return SSO_PROVIDER_VALUES.flatMap((provider) => {
    const id = `${VARIABLE_PREFIX[provider]}_CLIENT_ID`;
    const secret = `${VARIABLE_PREFIX[provider]}_CLIENT_SECRET`;
    if (isSet(id) && !isSet(secret)) return [`${secret}: is required when ${id} is set`];
    if (isSet(secret) && !isSet(id)) return [`${id}: is required when ${secret} is set`];
    return [];
  });
}

interface SsoModeSettings {
  platformMode: 'sandbox' | 'live';
  publicUrl: string;
}

/**
 * Live mode enables a provider only when its client id and secret are set. Sandbox mode enables
 * all three against the mounted simulator unless variables say otherwise, so it works at once.
 */
export function buildSsoConfig(env: SsoEnvironment, mode: SsoModeSettings): SsoConfig {
  const settings = (
    provider: SsoProviderName,
    baseUrls: Partial<Record<'auth' | 'token' | 'profile' | 'issuer' | 'jwks', string>>,
  ) => {
    const prefix = VARIABLE_PREFIX[provider];
    const clientId = env[`${prefix}_CLIENT_ID` as keyof SsoEnvironment];
    const clientSecret = env[`${prefix}_CLIENT_SECRET` as keyof SsoEnvironment];
    const isSandbox = mode.platformMode === 'sandbox';
    if (!isSandbox && (clientId === undefined || clientSecret === undefined)) return undefined;
    const defaults = isSandbox ? findSandboxHosts(provider, mode.publicUrl) : LIVE_HOSTS[provider];
    const authBaseUrl = baseUrls.auth ?? defaults.auth;
    const config: SsoProviderConfig = {
      clientId: clientId ?? findSandboxClientId(provider),
      clientSecret: clientSecret ?? SANDBOX_CLIENT_SECRET,
      authBaseUrl,
      tokenBaseUrl: baseUrls.token ?? defaults.token,
      profileBaseUrl: baseUrls.profile ?? defaults.profile,
      tenant: env.MICROSOFT_TENANT ?? DEFAULT_MICROSOFT_TENANT,
      // Entra serves its issuer and keys on the authorization host
      // (https://login.microsoftonline.com/{tid}/v2.0, …/{tenant}/discovery/v2.0/keys), and so
      // does the sandbox below its prefix.
      issuerBaseUrl: baseUrls.issuer ?? authBaseUrl,
      jwksBaseUrl: baseUrls.jwks ?? authBaseUrl,
    };
    return config;
  };
  return {
    google: settings('google', {
      auth: env.GOOGLE_AUTH_BASE_URL,
      token: env.GOOGLE_TOKEN_BASE_URL,
      profile: env.GOOGLE_USERINFO_BASE_URL,
    }),
    // LinkedIn and Entra answer authorize and token on the same host.
    linkedin: settings('linkedin', {
      auth: env.LINKEDIN_AUTH_BASE_URL,
      token: env.LINKEDIN_AUTH_BASE_URL,
      profile: env.LINKEDIN_USERINFO_BASE_URL,
    }),
    microsoft: settings('microsoft', {
      auth: env.MICROSOFT_AUTH_BASE_URL,
      token: env.MICROSOFT_AUTH_BASE_URL,
      profile: env.MICROSOFT_GRAPH_BASE_URL,
      issuer: env.MICROSOFT_ISSUER_BASE_URL,
      jwks: env.MICROSOFT_JWKS_BASE_URL,
    }),
  };
}

function findSandboxHosts(provider: SsoProviderName, publicUrl: string) {
  const root = `${publicUrl}${SANDBOX_PREFIX}`;
  const paths = SANDBOX_PATHS[provider];
  return { auth: root + paths.auth, token: root + paths.token, profile: root + paths.profile };
}
