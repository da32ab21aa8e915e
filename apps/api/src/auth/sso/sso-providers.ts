import { z } from 'zod';
import type { SsoProviderConfig, SsoProviderName } from './sso-config.js';

// What differs between the three sign-in providers: endpoints (paths as the real providers serve
// them, below configurable hosts), scopes, and the shape of the profile they return.

/** A person as a provider vouches for them, in our terms. */
export interface SsoProfile {
  provider: SsoProviderName;
  /** The provider's stable id of the person (Google/LinkedIn `sub`, Entra object id). */
  subject: string;
  /** Lower-cased; undefined when the provider gave none or did not verify it. */
  email: string | undefined;
  firstName: string;
  lastName: string;
}

export interface SsoProviderDescription {
  name: SsoProviderName;
  scopes: readonly string[];
  /**
   * The token endpoint's `error` values that mean the code itself was refused (expired, used,
   * PKCE verifier or redirect URI not matching): RFC 6749 says `invalid_grant`; LinkedIn answers
   * `invalid_request` for all of these.
   */
  refusedCodeErrors: readonly string[];
  /** Parameters of the authorization request beyond the OAuth ones every provider takes. */
  extraAuthorizeParams: Readonly<Record<string, string>>;
  findAuthorizeUrl(config: SsoProviderConfig): string;
  findTokenUrl(config: SsoProviderConfig): string;
  findProfileUrl(config: SsoProviderConfig): string;
  /** Undefined when the answer does not have the provider's profile shape. */
  readProfile(body: unknown): SsoProfile | undefined;
}

// OIDC standard claims, as Google's and LinkedIn's userinfo endpoints return them.
const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

// Microsoft Graph `GET /v1.0/me`; Graph sends null for unset properties.
const graphUserSchema = z.object({
  id: z.string().min(1),
  displayName: z.string().nullish(),
  givenName: z.string().nullish(),
  surname: z.string().nullish(),
  mail: z.string().nullish(),
  userPrincipalName: z.string().nullish(),
});

function readUserinfo(provider: SsoProviderName, body: unknown): SsoProfile | undefined {
  const parsed = userinfoSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const claims = parsed.data;
  // An address the provider has not verified could belong to anyone: it must not sign in as, or
  // link to, the account that owns it.
  const isVerified = claims.email_verified === true || claims.email_verified === 'true';
  const email = isVerified ? normalizeEmail(claims.email) : undefined;
  return {
    provider,
    subject: claims.sub,
    email,
    ...findNames(claims.given_name, claims.family_name, claims.name, email),
  };
}

function readGraphUser(body: unknown): SsoProfile | undefined {
  const parsed = graphUserSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const user = parsed.data;
  // `mail` is the mailbox; work accounts without one sign in with a UPN that is an address too.
  const email = normalizeEmail(user.mail ?? user.userPrincipalName ?? undefined);
  return {
    provider: 'microsoft',
    subject: user.id,
    email,
    ...findNames(user.givenName, user.surname, user.displayName, email),
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function normalizeEmail(email: string | undefined): string | undefined {
  const trimmed = email?.trim().toLowerCase();
  return trimmed && EMAIL_PATTERN.test(trimmed) ? trimmed : undefined;
}

/** Given and family names when the provider has them, else the display name, else the e-mail. */
function findNames(
  givenName: string | null | undefined,
  familyName: string | null | undefined,
  displayName: string | null | undefined,
  email: string | undefined,
): { firstName: string; lastName: string } {
  const given = givenName?.trim() ?? '';
  const family = familyName?.trim() ?? '';
  if (given !== '' || family !== '') return { firstName: given, lastName: family };
  const [first = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  if (first !== '') return { firstName: first, lastName: rest.join(' ') };
  return { firstName: email?.split('@')[0] ?? '', lastName: '' };
}

export const SSO_PROVIDER_DESCRIPTIONS: Readonly<Record<SsoProviderName, SsoProviderDescription>> =
  {
    google: {
      name: 'google',
      scopes: ['openid', 'email', 'profile'],
      refusedCodeErrors: ['invalid_grant'],
      // Lets a person with several Google accounts pick one instead of being signed in silently.
      extraAuthorizeParams: { prompt: 'select_account' },
      findAuthorizeUrl: (config) => `${config.authBaseUrl}/o/oauth2/v2/auth`,
      findTokenUrl: (config) => `${config.tokenBaseUrl}/token`,
      findProfileUrl: (config) => `${config.profileBaseUrl}/v1/userinfo`,
      readProfile: (body) => readUserinfo('google', body),
    },
    linkedin: {
      name: 'linkedin',
      scopes: ['openid', 'profile', 'email'],
      refusedCodeErrors: ['invalid_grant', 'invalid_request'],
      extraAuthorizeParams: {},
      findAuthorizeUrl: (config) => `${config.authBaseUrl}/oauth/v2/authorization`,
      findTokenUrl: (config) => `${config.tokenBaseUrl}/oauth/v2/accessToken`,
      findProfileUrl: (config) => `${config.profileBaseUrl}/v2/userinfo`,
      readProfile: (body) => readUserinfo('linkedin', body),
    },
    microsoft: {
      name: 'microsoft',
      scopes: ['openid', 'profile', 'email', 'User.Read'],
      refusedCodeErrors: ['invalid_grant'],
      extraAuthorizeParams: { response_mode: 'query', prompt: 'select_account' },
      findAuthorizeUrl: (config) =>
        `${config.authBaseUrl}/${encodeURIComponent(config.tenant)}/oauth2/v2.0/authorize`,
      findTokenUrl: (config) =>
        `${config.tokenBaseUrl}/${encodeURIComponent(config.tenant)}/oauth2/v2.0/token`,
      findProfileUrl: (config) => `${config.profileBaseUrl}/v1.0/me`,
      readProfile: readGraphUser,
    },
  };
