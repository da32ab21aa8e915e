import type { OrganizationSummary } from './session-types';

/**
 * What became of an organization named in the address (`?org=`): none named (or the one already
 * chosen), followed (another of the user's organizations, now selected), or not the user's.
 */
export type AddressOrganizationOutcome = 'none' | 'followed' | 'not-member';

interface OrganizationChoice {
  organization: OrganizationSummary | undefined;
  outcome: AddressOrganizationOutcome;
}

/**
 * Picks the organization to work in from the server's list of the user's organizations: the one
 * the address names when the user belongs to it, else the preferred one (the current, or the one
 * remembered for this user) when still theirs, else the first. Ids from the address or the device
 * are only ever matched against that list, so no id the user does not belong to is chosen.
 */
export function chooseOrganization(
  organizations: readonly OrganizationSummary[],
  {
    requestedId,
    preferredId,
  }: { requestedId?: string | null | undefined; preferredId?: string | null | undefined },
): OrganizationChoice {
  const preferred =
    organizations.find((organization) => organization.id === preferredId) ?? organizations[0];
  if (requestedId === undefined || requestedId === null || requestedId === preferred?.id) {
    return { organization: preferred, outcome: 'none' };
  }
  const requested = organizations.find((organization) => organization.id === requestedId);
  if (requested === undefined) return { organization: preferred, outcome: 'not-member' };
  return { organization: requested, outcome: 'followed' };
}
