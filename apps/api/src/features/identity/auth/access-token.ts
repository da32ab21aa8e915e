import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short, so a stolen access cookie is worth little; the refresh cookie renews it. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

const VERSION = 'v1';

export interface AccessTokenClaims {
  /** The user id. */
  userId: string;
  /** The refresh-token family this access token was issued from; revoking it ends the session. */
  familyId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`${VERSION}.${payload}`).digest('base64url');
}

/** `v1.<base64url JSON claims>.<base64url HMAC-SHA256>` */
export function signAccessToken(key: Buffer, claims: AccessTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: claims.userId, sid: claims.familyId, exp: claims.expiresAt }),
  ).toString('base64url');
  return `${VERSION}.${payload}.${sign(key, payload)}`;
}

/** The claims of a well-signed, unexpired token; undefined for anything else. */
export function verifyAccessToken(
  key: Buffer,
  token: string,
  now: Date,
): AccessTokenClaims | undefined {
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= now.getTime()) return undefined;
  return { userId: claims.sub, familyId: claims.sid, expiresAt: claims.exp };
}

function isClaims(value: unknown): value is { sub: string; sid: string; exp: number } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.sub === 'string' &&
    typeof record.sid === 'string' &&
    typeof record.exp === 'number'
  );
}
