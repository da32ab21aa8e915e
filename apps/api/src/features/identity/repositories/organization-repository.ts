import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { memberships, organizations } from '../schema.js';
import type { MemberRole } from '@utmost/ads-sdk';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
export type OrganizationChanges = Partial<
  Omit<NewOrganizationRow, 'id' | 'createdAt' | 'updatedAt'>
>;

export async function insertOrganization(
  executor: DatabaseExecutor,
  organization: NewOrganizationRow,
): Promise<OrganizationRow> {
  const [inserted] = await executor.insert(organizations).values(organization).returning();
  if (!inserted) throw new Error('Inserting an organization returned no row');
  return inserted;
}

export async function findOrganization(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<OrganizationRow> {
  const [organization] = await executor
    .select()
    .from(organizations)
    .where(eq(organizations.id, scope.organizationId))
    .limit(1);
  if (!organization) throw new Error(`Organization ${scope.organizationId} vanished`);
  return organization;
}

export async function updateOrganization(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  changes: OrganizationChanges,
): Promise<OrganizationRow> {
  const [updated] = await executor
    .update(organizations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(organizations.id, scope.organizationId))
    .returning();
  if (!updated) throw new Error(`Organization ${scope.organizationId} vanished`);
  return updated;
}

/** The organizations a user is an active member of, with their role, in the order they joined. */
export async function listOrganizationsOfUser(
  executor: DatabaseExecutor,
  userId: string,
): Promise<{ organization: OrganizationRow; role: MemberRole }[]> {
  return executor
    .select({ organization: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.joinedAt), asc(memberships.id));
}
