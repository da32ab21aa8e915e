import type { Platform } from '@utmost/ads-sdk';
import { isRoutePlatform } from '../platforms';

/**
 * Spec §2: choose-account is opened after a successful connection, carrying the platform and the
 * connected login's e-mail as navigation (history) state, not in the URL.
 */
export interface ConnectedLogin {
  platform: Platform;
  email: string;
}

const CONNECTED_LOGIN_KEY = 'connectedLogin';

/** The history state to navigate to choose-account with. */
export function toConnectedLoginState(login: ConnectedLogin): Record<string, unknown> {
  return { [CONNECTED_LOGIN_KEY]: { platform: login.platform, email: login.email } };
}

/**
 * Reads it back. History state is the browser's (it survives reloads and can be anything), so
 * whatever is not a platform and an e-mail counts as missing. Plain checks rather than a schema:
 * the route guard that calls this is part of the first load.
 */
export function readConnectedLoginState(state: unknown): ConnectedLogin | null {
  if (typeof state !== 'object' || state === null) return null;
  const login: unknown = (state as Record<string, unknown>)[CONNECTED_LOGIN_KEY];
  if (typeof login !== 'object' || login === null) return null;
  const { platform, email } = login as Record<string, unknown>;
  if (typeof platform !== 'string' || !isRoutePlatform(platform)) return null;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return { platform, email };
}
