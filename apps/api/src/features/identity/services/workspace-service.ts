import type { Caller } from '../auth/caller.js';
import { listWorkspaces, type WorkspaceRow } from '../repositories/workspace-repository.js';
import { authorizeOrganization } from './organization-access.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

/** Any member, external included: login loads the first organization's workspace. */
export async function listOrganizationWorkspaces(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
): Promise<WorkspaceRow[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'workspace:view');
  return listWorkspaces(deps.db, scope);
}
