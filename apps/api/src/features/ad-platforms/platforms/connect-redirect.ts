import type { components } from '@utmost/ads-sdk';

export type PlatformConnectError = components['schemas']['PlatformConnectError'];

/** Where a callback without a usable attempt sends the popup: the web app's success route. */
export const DEFAULT_CONNECT_RESULT_PATH = '/success';

/**
 * `requested` when it is an absolute http(s) URL on the app's own origin, so the connect flow
 * can never bounce a browser to another site; undefined otherwise.
 */
export function findSameOriginUrl(requested: string, publicUrl: string): string | undefined {
  if ([...requested].some((character) => character.charCodeAt(0) < 0x20 || character === '\x7f')) {
    return undefined;
  }
  if (!URL.canParse(requested)) return undefined;
  const url = new URL(requested);
  if (!['http:', 'https:'].includes(url.protocol)) return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.origin === new URL(publicUrl).origin ? url.toString() : undefined;
}

/** The success route's address with the outcome (spec §4: status 'true' and the e-mail). */
export function buildConnectResultUrl(
  redirectUrl: string,
  outcome: { email: string } | { error: PlatformConnectError },
): string {
  const url = new URL(redirectUrl);
  if ('email' in outcome) {
    url.searchParams.set('status', 'true');
    url.searchParams.set('email', outcome.email);
  } else {
    url.searchParams.set('status', 'false');
    url.searchParams.set('error', outcome.error);
  }
  return url.toString();
}

export function buildConnectCallbackUrl(publicUrl: string, platform: string): string {
  return `${publicUrl}/api/v1/${platform}/authenticate/callback`;
}
