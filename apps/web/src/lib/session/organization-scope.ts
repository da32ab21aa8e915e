import type { AppContext } from '../app-context';
import { workspacesQueryOptions } from '@utmost/ads-sdk/query';
import type { MemberRole } from '../auth/auth-state';
import type { OrganizationSummary } from './session-types';

export type SessionServices = Pick<
  AppContext,
  'sdk' | 'queryClient' | 'auth' | 'organizationMemory'
>;

/** What selecting an organization puts into the auth state. */
interface OrganizationScope {
  organizationId: string;
  workspaceId: string | null;
  role: MemberRole;
}

/** Loads the organization's workspace (the first; spec §3: a workspace per organization). */
export async function loadOrganizationScope(
  { sdk, queryClient }: Pick<SessionServices, 'sdk' | 'queryClient'>,
  organization: OrganizationSummary,
): Promise<OrganizationScope> {
  const workspaces = await queryClient.fetchQuery(workspacesQueryOptions(sdk, organization.id));
  return {
    organizationId: organization.id,
    workspaceId: workspaces[0]?.id ?? null,
    role: organization.role,
  };
}

/** Puts a loaded scope into the auth state; the user's role is their role in that organization. */
export function applyOrganizationScope(
  { auth }: Pick<SessionServices, 'auth'>,
  scope: OrganizationScope,
): void {
  const { user } = auth.getState();
  auth.updateAuthState({
    organizationId: scope.organizationId,
    workspaceId: scope.workspaceId,
    user: user === null ? null : { ...user, role: scope.role },
  });
}

/**
 * Spec §4: choosing an organization clears the workspace id, then loads that organization's
 * workspace. Clearing first matters: every request carries the selected `workspace_id`, and the
 * old organization's workspace must not travel with the new organization's calls.
 */
export async function switchOrganization(
  services: SessionServices,
  organization: OrganizationSummary,
): Promise<void> {
  services.auth.updateAuthState({ organizationId: organization.id, workspaceId: null });
  const scope = await loadOrganizationScope(services, organization);
  // A second, quicker switch may have happened while this one loaded: the last choice wins.
  if (services.auth.getState().organizationId !== organization.id) return;
  applyOrganizationScope(services, scope);
}
