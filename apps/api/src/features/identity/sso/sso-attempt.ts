import { SSO_PROVIDER_VALUES } from '@utmost/ads-sdk/enums';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type SsoProviderName } from '../../../core/config/sso-config.js';
import { createValueSealer } from '../../../core/security/sealed-value.js';

// One sign-in in progress, kept in a sealed, short-lived cookie between start and callback. The
// cookie binds the callback to the browser that started it (so nobody can slip their own code
// into someone else's browser), and carries the PKCE verifier and the OIDC nonce without the
// browser reading them.

export const SSO_ATTEMPT_COOKIE = 'utmost_sso';
/** Only the start and callback routes ever see it. */
export const SSO_ATTEMPT_COOKIE_PATH = '/api/v1/users/sso';
export const SSO_ATTEMPT_LIFETIME_SECONDS = 10 * 60;

export interface SsoAttempt {
  provider: SsoProviderName;
  state: string;
  codeVerifier: string;
  /** Sent with the authorization request; the ID token must carry it back (Microsoft). */
  nonce: string;
  /** A same-origin app path to land on after sign-in. */
  redirectPath: string | undefined;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const attemptSchema = z.object({
  provider: z.enum(SSO_PROVIDER_VALUES),
  state: z.string().min(1),
  codeVerifier: z.string().min(43),
  nonce: z.string().min(1),
  redirectPath: z.string().optional(),
  expiresAt: z.number(),
});

export interface SsoAttemptSealer {
  seal(attempt: SsoAttempt): string;
  /**
   * The attempt when the cookie is ours, unexpired, for this provider and carries this `state`;
   * undefined otherwise (expired, forged, from another tab's attempt, or none at all).
   */
  open(
    cookie: string | undefined,
    expected: { provider: SsoProviderName; state: string | undefined; now: number },
  ): SsoAttempt | undefined;
}

export function createSsoAttemptSealer(appSecret: string): SsoAttemptSealer {
  const sealer = createValueSealer(appSecret, 'sso-attempt');
  return {
    seal: (attempt) => sealer.seal(JSON.stringify(attempt)),
    open: (cookie, expected) => {
      if (cookie === undefined || expected.state === undefined) return undefined;
      const plain = sealer.open(cookie);
      if (plain === undefined) return undefined;
      const parsed = attemptSchema.safeParse(parseJson(plain));
      if (!parsed.success) return undefined;
      const attempt: SsoAttempt = { ...parsed.data, redirectPath: parsed.data.redirectPath };
      if (attempt.provider !== expected.provider || attempt.expiresAt <= expected.now) {
        return undefined;
      }
      return isSameText(attempt.state, expected.state) ? attempt : undefined;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSameText(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
