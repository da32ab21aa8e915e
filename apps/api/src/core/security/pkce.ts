import { createHash, randomBytes } from 'node:crypto';

// RFC 7636 with S256: the verifier stays with us, only its hash travels through the browser, so
// an intercepted authorization code is useless to whoever intercepted it.

const VERIFIER_BYTES = 32;
const STATE_BYTES = 32;

/** 43 characters of base64url: the shortest verifier RFC 7636 allows, with 256 bits of entropy. */
export function createCodeVerifier(): string {
  return randomBytes(VERIFIER_BYTES).toString('base64url');
}

export function computeCodeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The OAuth `state`: unguessable, so a callback we did not start cannot be passed off as ours. */
export function createState(): string {
  return randomBytes(STATE_BYTES).toString('base64url');
}
