import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AuthStore } from '../auth/auth-store';

/**
 * `?org=`: the organization a page of one organization's data belongs to (an ad account's
 * analysis or run history, a brief, a template). Kept in the address so that a copied link opens
 * in that organization for a user of several, in a new tab or another browser alike.
 */
export const ORGANIZATION_SEARCH_PARAM = 'org';

export function readAddressOrganizationId(search: Record<string, unknown>): string | undefined {
  const value = search[ORGANIZATION_SEARCH_PARAM];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A guard for the pages of one organization's data: writes the selected organization into the
 * address (replacing the entry) when the address does not name it yet. The protected layout's
 * guard has already followed or refused whatever the address named before this runs.
 */
export function keepOrganizationInAddress({
  context,
  location,
}: {
  context: { auth: Pick<AuthStore, 'getState'> };
  location: Pick<ParsedLocation, 'pathname' | 'search' | 'searchStr' | 'hash'>;
}): void {
  const { organizationId } = context.auth.getState();
  if (organizationId === null || readAddressOrganizationId(location.search) === organizationId) {
    return;
  }
  const search = new URLSearchParams(location.searchStr);
  search.set(ORGANIZATION_SEARCH_PARAM, organizationId);
  const hash = location.hash === '' ? '' : `#${location.hash}`;
  throw redirect({ href: `${location.pathname}?${search.toString()}${hash}`, replace: true });
}
