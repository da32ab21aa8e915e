import type { components } from '@utmost/ads-sdk';
import { invalidateQueryTags } from '@utmost/ads-sdk/query';
import { switchOrganization, type SessionServices } from './organization-scope';

/**
 * A logged-in user accepted an invitation and joined `organization`: switch to it (its workspace
 * loaded, the role of the invitation in the auth state).
 */
export async function switchToJoinedOrganization(
  services: SessionServices,
  organization: components['schemas']['OrganizationSummary'],
): Promise<void> {
  // The organization list (switcher) and the members of that organization have changed.
  await invalidateQueryTags(services.queryClient, ['organization']);
  await switchOrganization(services, organization);
}
