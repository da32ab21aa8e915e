import type { MemberRole } from '@utmost/ads-sdk';

declare const scopeBrand: unique symbol;

/**
 * Proof that the caller may act in one organization, with the role it acts with. Repositories of
 * organization data take this instead of a bare id, so a query cannot forget the tenancy check:
 * the only way to get one is `resolveOrganizationScope` (services/organization-access.ts), which
 * reads the caller's membership (or API key) first.
 */
export interface OrganizationScope {
  readonly organizationId: string;
  readonly role: MemberRole;
  readonly [scopeBrand]: true;
}

/** For the access service only: it calls this after it has checked the membership. */
export function grantOrganizationScope(
  organizationId: string,
  role: MemberRole,
): OrganizationScope {
  return { organizationId, role } as OrganizationScope;
}
