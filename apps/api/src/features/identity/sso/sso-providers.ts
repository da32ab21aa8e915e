import { z } from 'zod';
import type { MicrosoftIdToken } from './microsoft-id-token.js';
import type { SsoProviderConfig, SsoProviderName } from '../../../core/config/sso-config.js';

// What differs between the three sign-in providers: endpoints (paths as the real providers serve
// them, below configurable hosts), scopes, and the shape of the profile they return.

/** A person as a provider vouches for them, in our terms. */
export interface SsoProfile {
  provider: SsoProviderName;
  /**
   * The provider's stable id of the person: Google/LinkedIn `sub`; Entra `{tid}:{oid}` (an object
   * id is only unique within its directory).
   */
  subject: string;
  /** Lower-cased; undefined when the provider gave none or did not verify it. */
  email: string | undefined;
  /**
   * Whether the provider vouches that this person owns `email`, strongly enough to link the
   * identity to an existing account of that address: Google for @gmail.com and hosted (`hd`)
   * accounts, Microsoft when the domain owner verified it (`xms_edov`), LinkedIn for a verified
   * address. An address that is not proven may still name a new account, never join an existing
   * one.
   */
  isEmailProven: boolean;
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
  /**
   * Whether the provider takes PKCE from a web app. LinkedIn documents it for native apps only,
   * enabled per app (https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow-native),
   * and answers a web app's `code_verifier` with 401 invalid_client (UsefulSoftwareCo/executor#2087);
   * there `state` and the nonce bind the callback to the attempt.
   */
  isPkceUsed: boolean;
  /** Parameters of the authorization request beyond the OAuth ones every provider takes. */
  extraAuthorizeParams: Readonly<Record<string, string>>;
  findAuthorizeUrl(config: SsoProviderConfig): string;
  findTokenUrl(config: SsoProviderConfig): string;
  findProfileUrl(config: SsoProviderConfig): string;
  /**
   * Whether the token answer must carry an ID token, validated (microsoft-id-token.ts) before the
   * profile is read: Microsoft, whose identity and address proof are in it, not in Graph.
   */
  isIdTokenRequired: boolean;
  /** Undefined when the answer does not have the provider's profile shape. */
  readProfile(body: unknown, idToken?: MicrosoftIdToken): SsoProfile | undefined;
}

// OIDC standard claims, as Google's and LinkedIn's userinfo endpoints return them.
const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  /** Google: the Workspace (hosted) domain of the account; absent for consumer accounts. */
  hd: z.string().optional(),
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
    isEmailProven: email !== undefined && isOwnershipVouched(provider, email, claims.hd),
    ...findNames(claims.given_name, claims.family_name, claims.name, email),
  };
}

/**
 * Google verified the address of every account, but vouches for its owner only where Google
 * hosts it: @gmail.com, or a Workspace account (`hd`). Anyone can make a Google account with
 * someone else's work address once they read one mail there
 * (https://developers.google.com/identity/openid-connect/openid-connect, "An ID token's
 * payload" on `email`, `email_verified` and `hd`; "Google is considered the authoritative source for
 * @gmail.com and verified G Suite accounts" in
 * https://developers.google.com/identity/account-linking/oauth-with-sign-in-linking).
 * LinkedIn's `email_verified` means LinkedIn confirmed the mailbox itself.
 */
function isOwnershipVouched(
  provider: SsoProviderName,
  email: string,
  hostedDomain: string | undefined,
): boolean {
  if (provider !== 'google') return true;
  return email.endsWith('@gmail.com') || (hostedDomain ?? '').trim() !== '';
}

/**
 * The person is the validated ID token's `tid` + `oid`; Graph `/me` only adds names. The
 * address is the token's `email` claim, proven only with `xms_edov`; without that claim, Graph
 * `mail` or the user principal name still names a new account, unproven.
 */
function readGraphUser(
  body: unknown,
  idToken: MicrosoftIdToken | undefined,
): SsoProfile | undefined {
  const parsed = graphUserSchema.safeParse(body);
  if (!parsed.success || idToken === undefined) return undefined;
  const user = parsed.data;
  const tokenEmail = normalizeEmail(idToken.email);
  const email =
    tokenEmail ?? normalizeEmail(user.mail ?? user.userPrincipalName ?? idToken.preferredUsername);
  return {
    provider: 'microsoft',
    subject: `${idToken.tid}:${idToken.oid}`,
    email,
    isEmailProven: tokenEmail !== undefined && idToken.isEmailDomainVerified,
    ...findNames(user.givenName, user.surname, user.displayName ?? idToken.name, email),
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
      isPkceUsed: true,
      // Lets a person with several Google accounts pick one instead of being signed in silently.
      extraAuthorizeParams: { prompt: 'select_account' },
      findAuthorizeUrl: (config) => `${config.authBaseUrl}/o/oauth2/v2/auth`,
      findTokenUrl: (config) => `${config.tokenBaseUrl}/token`,
      findProfileUrl: (config) => `${config.profileBaseUrl}/v1/userinfo`,
      isIdTokenRequired: false,
      readProfile: (body) => readUserinfo('google', body),
    },
    linkedin: {
      name: 'linkedin',
      scopes: ['openid', 'profile', 'email'],
      refusedCodeErrors: ['invalid_grant', 'invalid_request'],
      isPkceUsed: false,
      extraAuthorizeParams: {},
      findAuthorizeUrl: (config) => `${config.authBaseUrl}/oauth/v2/authorization`,
      findTokenUrl: (config) => `${config.tokenBaseUrl}/oauth/v2/accessToken`,
      findProfileUrl: (config) => `${config.profileBaseUrl}/v2/userinfo`,
      isIdTokenRequired: false,
      readProfile: (body) => readUserinfo('linkedin', body),
    },
    microsoft: {
      name: 'microsoft',
      scopes: ['openid', 'profile', 'email', 'User.Read'],
      refusedCodeErrors: ['invalid_grant'],
      isPkceUsed: true,
      extraAuthorizeParams: { response_mode: 'query', prompt: 'select_account' },
      findAuthorizeUrl: (config) =>
        `${config.authBaseUrl}/${encodeURIComponent(config.tenant)}/oauth2/v2.0/authorize`,
      findTokenUrl: (config) =>
        `${config.tokenBaseUrl}/${encodeURIComponent(config.tenant)}/oauth2/v2.0/token`,
      findProfileUrl: (config) => `${config.profileBaseUrl}/v1.0/me`,
      isIdTokenRequired: true,
      readProfile: readGraphUser,
    },
  };
