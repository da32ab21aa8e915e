import {
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { OAuthTransport } from './oauth-client.js';
import { GUID_PATTERN, type SsoProviderConfig } from '../../../core/config/sso-config.js';
import { SsoFailure } from './sso-failure.js';

// Who signed in with Microsoft is what a validated ID token says, never what Graph's `mail` says:
// an admin of any Entra tenant can set a user's `mail` to any address, so an address is proof of
// nothing unless Microsoft marks it domain-owner verified (issue 11, finding 3). Sources:
// - claims (tid, oid, email, preferred_username, nonce, iss, aud):
//   https://learn.microsoft.com/entra/identity-platform/id-token-claims-reference
// - multi-tenant issuer check, `https://login.microsoftonline.com/{tenantid}/v2.0` with the
//   token's own `tid` (a GUID), and the keys at `…/{tenant}/discovery/v2.0/keys`:
//   https://learn.microsoft.com/entra/identity-platform/access-tokens#validate-the-issuer
// - `xms_edov` (email domain owner verified, an optional claim the app registration must add)
//   and the unverified `mail` attribute:
//   https://learn.microsoft.com/entra/identity-platform/migrate-off-email-claim-authorization
//   https://learn.microsoft.com/entra/identity-platform/optional-claims-reference

/** What the sign-in keeps from a Microsoft ID token once it has been validated. */
export interface MicrosoftIdToken {
  /** Directory (tenant) id; with `oid` the person's stable, unique key. */
  tid: string;
  /** Object id of the person in that directory (the same value as Graph `/me` `id`). */
  oid: string;
  /** The `email` claim (the `mail` attribute), lower-cased; not proof of anything by itself. */
  email: string | undefined;
  /** True only when Microsoft says the address's domain owner verified it (`xms_edov`). */
  isEmailDomainVerified: boolean;
  name: string | undefined;
  /** Usually the user principal name; as mutable as `email` and never proof either. */
  preferredUsername: string | undefined;
}

/** Personal Microsoft accounts all sign in from this directory. */
export const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** Clocks of Entra and ours may differ a little; tokens live an hour. */
const CLOCK_TOLERANCE_SECONDS = 120;

const claimsSchema = z.object({
  tid: z.string().regex(GUID_PATTERN),
  oid: z.string().min(1),
  nonce: z.string().min(1),
  email: z.string().optional(),
  // Booleans in tokens issued today; the string forms are accepted in case a claims mapping
  // serialises it (the token is signed by Microsoft either way).
  xms_edov: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
});

export interface MicrosoftIdTokenVerifier {
  verify(
    idToken: string,
    expected: { config: SsoProviderConfig; nonce: string; now: number },
  ): Promise<MicrosoftIdToken>;
}

/**
 * Checks signature (RS256 by the tenant's published keys), audience, lifetime, nonce and the
 * tenant-specific issuer. Keys are fetched through the sign-in transport (the in-process sandbox
 * in sandbox mode) and cached per key set URL; an unknown `kid` refetches them (key rollover).
 */
export function createMicrosoftIdTokenVerifier(
  transport: OAuthTransport,
): MicrosoftIdTokenVerifier {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const findKeySet = (url: string) => {
    let keySet = keySets.get(url);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(url), {
        timeoutDuration: transport.timeoutMs,
        [customFetch]: (input, init) => transport.fetch(input, init),
      });
      keySets.set(url, keySet);
    }
    return keySet;
  };
  return {
    async verify(idToken, { config, nonce, now }) {
      const payload = await verifySignature(idToken, findKeySet(findJwksUrl(config)), {
        audience: config.clientId,
        now,
      });
      return readClaims(payload, config, nonce);
    },
  };
}

export function findJwksUrl(config: SsoProviderConfig): string {
  return `${config.jwksBaseUrl}/${encodeURIComponent(config.tenant)}/discovery/v2.0/keys`;
}

async function verifySignature(
  idToken: string,
  keySet: ReturnType<typeof createRemoteJWKSet>,
  expected: { audience: string; now: number },
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, keySet, {
      algorithms: ['RS256'],
      audience: expected.audience,
      currentDate: new Date(expected.now),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['iss', 'exp', 'iat', 'tid', 'oid', 'nonce'],
    });
    return payload;
  } catch (error) {
    throw new SsoFailure(
      'provider_error',
      `microsoft ID token refused: ${describeRefusal(error)}`,
      {
        cause: error,
      },
    );
  }
}

function describeRefusal(error: unknown): string {
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'signed by a key not in the key set';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `${error.claim} ${error.reason}`;
  if (error instanceof joseErrors.JOSEError) return error.code;
  return 'signing keys could not be fetched';
}

function readClaims(
  payload: JWTPayload,
  config: SsoProviderConfig,
  nonce: string,
): MicrosoftIdToken {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) {
    throw new SsoFailure('provider_error', 'microsoft ID token lacks a tenant or object id');
  }
  const claims = parsed.data;
  // A nonce of another attempt is a token replayed or injected into this browser's callback.
  if (!isSameText(claims.nonce, nonce)) {
    throw new SsoFailure('invalid_state', 'microsoft ID token nonce does not match the attempt');
  }
  const problem = findTenantProblem(payload.iss, claims.tid, config);
  if (problem !== undefined)
    throw new SsoFailure('provider_error', `microsoft ID token ${problem}`);
  return {
    tid: claims.tid,
    oid: claims.oid,
    email: claims.email?.trim().toLowerCase() || undefined,
    isEmailDomainVerified: [true, 'true', '1'].includes(claims.xms_edov ?? false),
    name: claims.name,
    preferredUsername: claims.preferred_username,
  };
}

/**
 * The issuer must be the token's own directory (`…/{tid}/v2.0`); `common` and `organizations`
 * take any directory (`organizations` no personal accounts), `consumers` only personal accounts,
 * and a tenant id only itself.
 */
function findTenantProblem(
  issuer: string | undefined,
  tid: string,
  config: SsoProviderConfig,
): string | undefined {
  if (issuer !== `${config.issuerBaseUrl}/${tid}/v2.0`) return `issuer ${issuer} is not of ${tid}`;
  const tenant = config.tenant.toLowerCase();
  if (tenant === 'common') return undefined;
  if (tenant === 'organizations') {
    return tid === MICROSOFT_CONSUMER_TENANT ? 'is of a personal account' : undefined;
  }
  if (tenant === 'consumers') {
    return tid === MICROSOFT_CONSUMER_TENANT ? undefined : 'is not of a personal account';
  }
  return tid === tenant ? undefined : `is of directory ${tid}, not ${tenant}`;
}

function isSameText(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
