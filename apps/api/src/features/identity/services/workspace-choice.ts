import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { listWorkspaces } from '../repositories/workspace-repository.js';

/**
 * The workspace a request named (the web app sends `workspace_id` with every call) when it is
 * the organization's, else the organization's first one: a stray id never files data elsewhere.
 */
export async function chooseWorkspace(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  requested: string | undefined,
): Promise<string | null> {
  const workspaces = await listWorkspaces(db, scope);
  const match = workspaces.find((workspace) => workspace.id === requested);
  return (match ?? workspaces[0])?.id ?? null;
}
