import type { AuthStore } from '../auth/auth-store';
import { organizationsQueryOptions } from '@utmost/ads-sdk/query';
import { t } from '../../i18n/i18n';
import { notify } from '../notify';
import { chooseOrganization, type AddressOrganizationOutcome } from './choose-organization';
import {
  applyOrganizationScope,
  loadOrganizationScope,
  switchOrganization,
  type SessionServices,
} from './organization-scope';
import type { OrganizationSummary } from './session-types';

// One load per auth store at a time: the protected layout's guard runs again for every
// navigation and preload while the first load is still on its way.
const loadsInFlight = new WeakMap<Pick<AuthStore, 'getState'>, Promise<void>>();

/**
 * Makes sure an organization and workspace are selected before any page asks for data. After a
 * reload only the user and the logged-in flag are restored (spec §3): the organization the
 * address names (`?org=`, a pasted link) is selected when the user belongs to it, else the one
 * remembered for this user on this device, else the first; the role in it is read afresh. With a
 * session already in an organization, an address naming another of the user's organizations
 * switches to it. Either way a notice says when a link moved the user, or could not.
 */
export function ensureSessionScope(
  services: SessionServices,
  requestedOrganizationId?: string,
): Promise<void> {
  const { auth } = services;
  const state = auth.getState();
  if (!state.isLoggedIn || state.userId === null) return Promise.resolve();
  if (state.organizationId !== null) {
    if (requestedOrganizationId === undefined || requestedOrganizationId === state.organizationId) {
      return Promise.resolve();
    }
    return followAddressOrganization(services, state.userId, requestedOrganizationId);
  }
  const inFlight = loadsInFlight.get(auth);
  if (inFlight !== undefined) return inFlight;
  const load = loadRestoredOrganization(services, state.userId, requestedOrganizationId).finally(
    () => {
      loadsInFlight.delete(auth);
    },
  );
  loadsInFlight.set(auth, load);
  return load;
}

async function loadRestoredOrganization(
  services: SessionServices,
  userId: string,
  requestedId: string | undefined,
): Promise<void> {
  const organizations = await services.queryClient.fetchQuery(
    organizationsQueryOptions(services.sdk, userId),
  );
  const { organization, outcome } = chooseOrganization(organizations, {
    requestedId,
    preferredId: services.organizationMemory.recall(userId),
  });
  if (organization === undefined) return;
  const scope = await loadOrganizationScope(services, organization);
  // Logged out meanwhile (a failed refresh, the logout button): nothing to select any more.
  if (services.auth.getState().userId !== userId) return;
  applyOrganizationScope(services, scope);
  announceOutcome(outcome, organization);
}

async function followAddressOrganization(
  services: SessionServices,
  userId: string,
  requestedId: string,
): Promise<void> {
  const organizations = await services.queryClient.fetchQuery(
    organizationsQueryOptions(services.sdk, userId),
  );
  const { organization, outcome } = chooseOrganization(organizations, {
    requestedId,
    preferredId: services.auth.getState().organizationId,
  });
  if (organization === undefined) return;
  if (outcome === 'followed') await switchOrganization(services, organization);
  announceOutcome(outcome, organization);
}

function announceOutcome(
  outcome: AddressOrganizationOutcome,
  organization: OrganizationSummary,
): void {
  if (outcome === 'followed') {
    notify('info', t('organization.switchedByLink', { organization: organization.name }));
  } else if (outcome === 'not-member') {
    notify('warning', t('organization.linkNotMember', { organization: organization.name }));
  }
}
