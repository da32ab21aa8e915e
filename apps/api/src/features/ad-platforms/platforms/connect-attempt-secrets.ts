import { timingSafeEqual } from 'node:crypto';
import { createValueSealer, type ValueSealer } from '../../../core/security/sealed-value.js';
import { createSecretToken, hashSecretToken } from '../../../core/security/secret-tokens.js';

// What ties a connect callback to the popup that started it. The attempt row keeps hashes only;
// the browser keeps a sealed nonce in a short-lived httpOnly cookie, so a `state` copied into
// another browser (or forged) matches nothing there.

export const CONNECT_BROWSER_COOKIE = 'utmost_platform_connect';
/** Start and callback live under /api/v1/{platform}/authenticate…; a cookie path cannot say so. */
export const CONNECT_BROWSER_COOKIE_PATH = '/api/v1';
export const CONNECT_ATTEMPT_LIFETIME_SECONDS = 10 * 60;

export interface ConnectAttemptSecrets {
  /**
   * The browser's nonce from its cookie, or a new one when it has none that opens. Reusing it
   * lets one browser run several popups (Google and LinkedIn) at once.
   */
  findBrowserNonce(cookie: string | undefined): { nonce: string; cookie: string };
  /** Whether the cookie holds the nonce whose hash the attempt stored. */
  isSameBrowser(cookie: string | undefined, bindingHash: string): boolean;
  sealCodeVerifier(verifier: string): string;
  openCodeVerifier(sealed: string): string | undefined;
}

export function createConnectAttemptSecrets(appSecret: string): ConnectAttemptSecrets {
  const browserSealer: ValueSealer = createValueSealer(appSecret, 'platform-connect-browser');
  const verifierSealer: ValueSealer = createValueSealer(appSecret, 'platform-connect-verifier');
  return {
    findBrowserNonce: (cookie) => {
      const existing = cookie === undefined ? undefined : browserSealer.open(cookie);
      const nonce = existing ?? createSecretToken();
      return { nonce, cookie: browserSealer.seal(nonce) };
    },
    isSameBrowser: (cookie, bindingHash) => {
      const nonce = cookie === undefined ? undefined : browserSealer.open(cookie);
      if (nonce === undefined) return false;
      const left = Buffer.from(hashSecretToken(nonce));
      const right = Buffer.from(bindingHash);
      return left.length === right.length && timingSafeEqual(left, right);
    },
    sealCodeVerifier: (verifier) => verifierSealer.seal(verifier),
    openCodeVerifier: (sealed) => verifierSealer.open(sealed),
  };
}
