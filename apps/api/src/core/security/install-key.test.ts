import { describe, expect, it } from 'vitest';
import { deriveAccessTokenKey } from './access-token-key.js';
import { deriveInstallKey, isInstallKey } from './install-key.js';

const SECRET = 'an-app-secret-that-is-long-enough-for-the-rules';

describe('deriveInstallKey', () => {
  it('is one stable URL-safe key per secret, not the secret and not the token key', () => {
    const key = deriveInstallKey(SECRET);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deriveInstallKey(SECRET)).toBe(key);
    expect(deriveInstallKey(`${SECRET}!`)).not.toBe(key);
    expect(key).not.toContain(SECRET);
    expect(key).not.toBe(deriveAccessTokenKey(SECRET).toString('base64url'));
  });
});

describe('isInstallKey', () => {
  const key = deriveInstallKey(SECRET);

  it('accepts the key only, exactly', () => {
    expect(isInstallKey(key, key)).toBe(true);
    for (const wrong of [
      undefined,
      '',
      `${key}x`,
      key.slice(0, -1),
      key.toUpperCase(),
      [key, key],
    ]) {
      expect(isInstallKey(wrong, key)).toBe(false);
    }
  });
});
