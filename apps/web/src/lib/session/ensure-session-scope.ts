import type { AuthStore } from '../auth/auth-store';
import { organizationsQueryOptions } from '@utmost/ads-sdk/query';
import {
  applyOrganizationScope,
  loadOrganizationScope,
  type SessionServices,
} from './organization-scope';

// One load per auth store at a time: the protected layout's guard runs again for every
// navigation and preload while the first load is still on its way.
const loadsInFlight = new WeakMap<Pick<AuthStore, 'getState'>, Promise<void>>();

/**
 * After a reload only the user and the logged-in flag are restored (spec §3), so the protected
 * layout waits here for the organization and workspace before any page asks for data: the first
 * organization is selected again and the user's role in it read afresh (it may have changed).
 */
export function ensureSessionScope(services: SessionServices): Promise<void> {
  const { auth } = services;
  const state = auth.getState();
  if (!state.isLoggedIn || state.userId === null || state.organizationId !== null) {
    return Promise.resolve();
  }
  const inFlight = loadsInFlight.get(auth);
  if (inFlight !== undefined) return inFlight;
  const load = loadFirstOrganization(services, state.userId).finally(() => {
    loadsInFlight.delete(auth);
  });
  loadsInFlight.set(auth, load);
  return load;
}

async function loadFirstOrganization(services: SessionServices, userId: string): Promise<void> {
  const organizations = await services.queryClient.fetchQuery(
    organizationsQueryOptions(services.sdk, userId),
  );
  const organization = organizations[0];
  if (organization === undefined) return;
  const scope = await loadOrganizationScope(services, organization);
  // Logged out meanwhile (a failed refresh, the logout button): nothing to select any more.
  if (services.auth.getState().userId !== userId) return;
  applyOrganizationScope(services, scope);
}
