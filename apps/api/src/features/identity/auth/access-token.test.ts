import { describe, expect, it } from 'vitest';
import { deriveAccessTokenKey } from '../../../core/security/access-token-key.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';

const key = deriveAccessTokenKey('a-secret-that-is-at-least-32-characters');
const NOW = new Date('2026-05-01T12:00:00Z');
const claims = { userId: 'user-1', familyId: 'family-1', expiresAt: NOW.getTime() / 1000 + 900 };

describe('access tokens', () => {
  it('verify while unexpired with the key that signed them', () => {
    const token = signAccessToken(key, claims);
    expect(verifyAccessToken(key, token, NOW)).toEqual(claims);
    expect(verifyAccessToken(key, token, new Date(NOW.getTime() + 900_000))).toBeUndefined();
    expect(
      verifyAccessToken(deriveAccessTokenKey('another-secret-of-at-least-32-chars'), token, NOW),
    ).toBeUndefined();
  });

  it('refuse any change to the claims or the format', () => {
    const token = signAccessToken(key, claims);
    const [version, , signature] = token.split('.');
    const otherClaims = Buffer.from(
      JSON.stringify({ sub: 'user-2', sid: 'family-1', exp: claims.expiresAt }),
    ).toString('base64url');
    for (const bad of [
      `${version}.${otherClaims}.${signature}`,
      `v2${token.slice(2)}`,
      `${token}.x`,
      token.slice(0, -2),
      '',
    ]) {
      expect(verifyAccessToken(key, bad, NOW)).toBeUndefined();
    }
  });

  it('derive a key that depends on the secret', () => {
    expect(deriveAccessTokenKey('x'.repeat(32)).equals(deriveAccessTokenKey('x'.repeat(32)))).toBe(
      true,
    );
    expect(deriveAccessTokenKey('x'.repeat(32)).equals(deriveAccessTokenKey('y'.repeat(32)))).toBe(
      false,
    );
  });
});
