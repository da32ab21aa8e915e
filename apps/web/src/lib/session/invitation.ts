import { unwrap, type UtmostClient } from '@utmost/ads-sdk';
import { invalidateQueryTags } from '@utmost/ads-sdk/query';
import { switchOrganization, type SessionServices } from './organization-scope';

/** `POST /users/handle-user-invitation`: joins the organization; answers with it. */
export async function handleInvitation(sdk: UtmostClient, invitationToken: string) {
  const answer = await sdk.POST('/api/v1/users/handle-user-invitation', {
    body: { tkn: invitationToken },
  });
  return unwrap(answer).content.organization;
}

/**
 * A logged-in user opened an invitation link: join the organization and switch to it (its
 * workspace loaded, the role of the invitation in the auth state).
 */
export async function acceptInvitation(
  services: SessionServices,
  invitationToken: string,
): Promise<void> {
  const organization = await handleInvitation(services.sdk, invitationToken);
  // The organization list (switcher) and the members of that organization have changed.
  await invalidateQueryTags(services.queryClient, ['organization']);
  await switchOrganization(services, organization);
}
