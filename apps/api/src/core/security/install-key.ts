import { createHash, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The header that carries the install key (the local mailbox, the sandbox's control routes).
 * Lower case, as Node hands header names over.
 */
export const INSTALL_KEY_HEADER = 'x-utmost-install-key';

/**
 * The install key: one secret per install that opens what only the person running it may see (the
 * local mailbox, the sandbox's control routes). Derived from APP_SECRET, so it survives restarts
 * and no other use of the secret shares it; printed in the start-up banner, never logged.
 */
export function deriveInstallKey(appSecret: string): string {
  return Buffer.from(hkdfSync('sha256', appSecret, '', 'utmost install key v1', 32)).toString(
    'base64url',
  );
}

/**
 * Whether a request's key is this install's, in constant time. Both sides are hashed first so
 * that neither the length nor a common prefix of a wrong guess shows in the timing.
 */
export function isInstallKey(
  candidate: string | string[] | undefined,
  installKey: string,
): boolean {
  if (typeof candidate !== 'string' || candidate === '') return false;
  return timingSafeEqual(digest(candidate), digest(installKey));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
