import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: refresh tokens, reset and invitation links, API key secrets. */
const TOKEN_BYTES = 32;

/** A new random secret, URL-safe so it can travel in cookies and links as it is. */
export function createSecretToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What is stored instead of a secret. The secrets are 256 random bits, so a fast hash is enough:
 * nobody can guess their way back, and lookups stay one indexed equality.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
