import { createUtmostClient, type UtmostClient } from '@utmost/ads-sdk';
import type { AuthStore } from './auth/auth-store';

/**
 * The browser's SDK client: same origin, session cookies, the selected workspace on every call.
 * The SDK refreshes an expired session once; when that fails it calls `onSessionExpired`.
 */
export function createAppSdk(options: {
  auth: Pick<AuthStore, 'getState'>;
  onSessionExpired: () => void;
  /** Tests answer requests through this instead of the network. */
  fetch?: typeof globalThis.fetch;
  /** Time allowed for one call; the SDK's default (30 s) without it. */
  timeoutMs?: number;
}): UtmostClient {
  return createUtmostClient({
    baseUrl: window.location.origin,
    credentials: 'include',
    getWorkspaceId: () => options.auth.getState().workspaceId,
    onSessionExpired: options.onSessionExpired,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}
