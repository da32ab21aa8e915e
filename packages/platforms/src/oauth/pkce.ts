import { createHash, randomBytes } from 'node:crypto';

// PKCE (RFC 7636) with S256, the only method both providers and the sandbox accept. The API keeps
// the verifier with the OAuth state and sends the challenge in the authorization URL.

export function computeCodeChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

/** 32 random bytes give the 43-character verifier RFC 7636 recommends. */
export function createPkcePair(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: computeCodeChallenge(codeVerifier) };
}
