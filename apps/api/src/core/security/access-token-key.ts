import { hkdfSync } from 'node:crypto';

/** The signing key, derived from APP_SECRET so that no other use of the secret shares it. */
export function deriveAccessTokenKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, '', 'utmost access token v1', 32));
}
