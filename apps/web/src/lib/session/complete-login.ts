import { isUtmostError, type UtmostError } from '@utmost/ads-sdk';
import { handleUserInvitation, organizationsQueryOptions } from '@utmost/ads-sdk/query';
import type { AuthUser } from '../auth/auth-state';
import { chooseOrganization } from './choose-organization';
import { loadOrganizationScope, type SessionServices } from './organization-scope';
import type { ApiUser, OrganizationSummary } from './session-types';

/** The API's user as the auth state keeps it; the role comes from the selected organization. */
export function toAuthUser(user: ApiUser, role?: AuthUser['role']): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePictureUrl: user.profilePictureUrl,
    ...(role === undefined ? {} : { role }),
  };
}

interface LoginOutcome {
  /** The invitation could not be handled (unknown, used, expired, another e-mail's). */
  invitationError: UtmostError | null;
  /** The organization the user joined through the invitation. */
  joinedOrganization: OrganizationSummary | null;
}

/**
 * Spec §4 login success, shared by password login, sign-up, single sign-on and invitations: the
 * session cookies are set; with an invitation token the invitation is handled and its
 * organization selected, otherwise the one this user last worked in on this device, or their
 * first; its workspace is loaded; only then does the user count as logged in (so no page runs
 * its queries without the ids).
 */
export async function completeLogin(
  services: SessionServices,
  user: ApiUser,
  options: { invitationToken?: string | undefined } = {},
): Promise<LoginOutcome> {
  const { sdk, queryClient, auth } = services;
  let invitationError: UtmostError | null = null;
  let joinedOrganization: OrganizationSummary | null = null;
  if (options.invitationToken !== undefined) {
    try {
      joinedOrganization = await handleUserInvitation(sdk, options.invitationToken);
    } catch (error) {
      // A bad link must not lock the user out: log in to their own organization and say why.
      if (!isUtmostError(error) || error.status === undefined || error.status >= 500) throw error;
      invitationError = error;
    }
  }
  const organizations = await queryClient.fetchQuery(organizationsQueryOptions(sdk, user.id));
  const organization =
    organizations.find((candidate) => candidate.id === joinedOrganization?.id) ??
    joinedOrganization ??
    chooseOrganization(organizations, {
      preferredId: services.organizationMemory.recall(user.id),
    }).organization;
  if (organization === undefined) {
    auth.logIn(toAuthUser(user));
    return { invitationError, joinedOrganization };
  }
  const scope = await loadOrganizationScope(services, organization);
  auth.logIn(toAuthUser(user, scope.role), {
    organizationId: scope.organizationId,
    ...(scope.workspaceId === null ? {} : { workspaceId: scope.workspaceId }),
  });
  return { invitationError, joinedOrganization };
}
