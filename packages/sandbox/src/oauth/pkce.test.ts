import { describe, expect, it } from 'vitest';
import { computeS256Challenge, doesVerifierMatch, isValidCodeChallenge } from './pkce.js';

describe('PKCE S256', () => {
  it('matches the RFC 7636 appendix B example', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(computeS256Challenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(doesVerifierMatch(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
  });

  it('refuses a different, short or badly-charactered verifier', () => {
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    expect(doesVerifierMatch('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXj', challenge)).toBe(false);
    expect(doesVerifierMatch('short', challenge)).toBe(false);
    expect(doesVerifierMatch(`${'a'.repeat(42)} `, challenge)).toBe(false);
  });

  it('accepts only 43 base64url characters as a challenge', () => {
    expect(isValidCodeChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(isValidCodeChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c=')).toBe(false);
    expect(isValidCodeChallenge('abc')).toBe(false);
  });
});
