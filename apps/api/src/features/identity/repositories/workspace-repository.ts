import { asc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { workspaces } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export async function insertWorkspace(
  executor: DatabaseExecutor,
  workspace: { organizationId: string; name: string },
): Promise<WorkspaceRow> {
  const [inserted] = await executor.insert(workspaces).values(workspace).returning();
  if (!inserted) throw new Error('Inserting a workspace returned no row');
  return inserted;
}

export async function listWorkspaces(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<WorkspaceRow[]> {
  return executor
    .select()
    .from(workspaces)
    .where(eq(workspaces.organizationId, scope.organizationId))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
}
