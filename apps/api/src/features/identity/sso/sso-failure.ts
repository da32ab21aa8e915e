import type { components } from '@utmost/ads-sdk';

export type SsoErrorCode = components['schemas']['SsoError'];

/**
 * Why a sign-in failed. `code` goes to the browser as `/login?ssoError=<code>`; the message is
 * for the log only and never holds a code, token, state or verifier.
 */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'SsoFailure';
  }
}
