import { describe, expect, it } from 'vitest';
import { createSsoAttemptSealer, type SsoAttempt } from './sso-attempt.js';

const SECRET = 'x'.repeat(40);
const NOW = 1_700_000_000_000;
const ATTEMPT: SsoAttempt = {
  provider: 'google',
  state: 'state-123',
  codeVerifier: 'v'.repeat(43),
  nonce: 'nonce-123',
  redirectPath: '/ad-accounts',
  expiresAt: NOW + 60_000,
};

describe('the sealed sign-in attempt', () => {
  const sealer = createSsoAttemptSealer(SECRET);
  const expected = { provider: 'google' as const, state: 'state-123', now: NOW };

  it('opens for the same provider and state before it expires, and hides the verifier', () => {
    const sealed = sealer.seal(ATTEMPT);
    expect(sealed).not.toContain(ATTEMPT.codeVerifier);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('vvvv');
    expect(sealer.open(sealed, expected)).toEqual(ATTEMPT);
  });

  it('refuses another state, another provider, an expired, a tampered or a foreign cookie', () => {
    const sealed = sealer.seal(ATTEMPT);
    expect(sealer.open(sealed, { ...expected, state: 'state-124' })).toBeUndefined();
    expect(sealer.open(sealed, { ...expected, state: undefined })).toBeUndefined();
    expect(sealer.open(sealed, { ...expected, provider: 'linkedin' })).toBeUndefined();
    expect(sealer.open(sealed, { ...expected, now: ATTEMPT.expiresAt })).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(sealer.open(bytes.toString('base64url'), expected)).toBeUndefined();
    expect(createSsoAttemptSealer('y'.repeat(40)).open(sealed, expected)).toBeUndefined();
    expect(sealer.open(undefined, expected)).toBeUndefined();
    expect(sealer.open('not-sealed', expected)).toBeUndefined();
  });
});
