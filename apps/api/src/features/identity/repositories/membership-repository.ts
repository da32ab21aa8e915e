import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MemberRole } from '@utmost/ads-sdk';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { memberships, organizations, users } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { normalizeEmail } from './user-repository.js';

export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembershipRow = typeof memberships.$inferInsert;

export interface MemberListing {
  membershipId: string;
  email: string;
  role: MemberRole;
  status: 'active' | 'pending';
  firstName: string | null;
  lastName: string | null;
}

export async function insertMembership(
  executor: DatabaseExecutor,
  membership: NewMembershipRow,
): Promise<MembershipRow> {
  const [inserted] = await executor
    .insert(memberships)
    .values({
      ...membership,
      email: normalizeEmail(membership.email),
      ...(membership.status === 'active' && { joinedAt: sql`now()` }),
    })
    .returning();
  if (!inserted) throw new Error('Inserting a membership returned no row');
  return inserted;
}

/** The tenancy check: the user's role in the organization when they are an active member. */
export async function findActiveMemberRole(
  executor: DatabaseExecutor,
  userId: string,
  organizationId: string,
): Promise<MemberRole | undefined> {
  const [row] = await executor
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.status, 'active'),
      ),
    )
    .limit(1);
  return row?.role;
}

/** Active members first, then pending invitations, each in the order they were added. */
export async function listMembers(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<MemberListing[]> {
  return executor
    .select({
      membershipId: memberships.id,
      email: memberships.email,
      role: memberships.role,
      status: memberships.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(memberships)
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, scope.organizationId))
    .orderBy(
      sql`case when ${memberships.status} = 'active' then 0 else 1 end`,
      asc(memberships.createdAt),
      asc(memberships.id),
    );
}

export async function findMemberByEmail(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  email: string,
): Promise<MembershipRow | undefined> {
  const [row] = await executor
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, scope.organizationId),
        eq(memberships.email, normalizeEmail(email)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Active owners, locked until the transaction ends: two owners demoting each other at once
 * would otherwise both see a second owner and leave none.
 */
export async function countActiveOwnersForUpdate(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<number> {
  const owners = await executor
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, scope.organizationId),
        eq(memberships.role, 'owner'),
        eq(memberships.status, 'active'),
      ),
    )
    .for('update');
  return owners.length;
}

export async function updateMemberRole(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  membershipId: string,
  role: MemberRole,
): Promise<void> {
  await executor
    .update(memberships)
    .set({ role })
    .where(
      and(eq(memberships.id, membershipId), eq(memberships.organizationId, scope.organizationId)),
    );
}

export async function deleteMember(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  membershipId: string,
): Promise<void> {
  await executor
    .delete(memberships)
    .where(
      and(eq(memberships.id, membershipId), eq(memberships.organizationId, scope.organizationId)),
    );
}

/**
 * An invitation's membership, read with the authority of its token (the invited person is not a
 * member yet, so there is no scope to check).
 */
export async function findPendingMembership(
  executor: DatabaseExecutor,
  membershipId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await executor
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.status, 'pending')))
    .limit(1);
  return row;
}

export async function activateMembership(
  executor: DatabaseExecutor,
  membershipId: string,
  userId: string,
): Promise<MembershipRow> {
  const [row] = await executor
    .update(memberships)
    .set({ status: 'active', userId, joinedAt: sql`now()` })
    .where(and(eq(memberships.id, membershipId), eq(memberships.status, 'pending')))
    .returning();
  if (!row) throw new Error(`Membership ${membershipId} is not pending`);
  return row;
}

export interface InvitedMembership {
  membershipId: string;
  organizationId: string;
  organizationName: string;
  userId: string | null;
  email: string;
  role: MemberRole;
}

/**
 * The memberships (joined or pending) that `inviterUserId`'s invitations made, in one
 * organization or, without `organizationId`, in every one.
 */
export async function listMembershipsInvitedBy(
  executor: DatabaseExecutor,
  inviterUserId: string,
  organizationId?: string,
): Promise<InvitedMembership[]> {
  return executor
    .select({
      membershipId: memberships.id,
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      userId: memberships.userId,
      email: memberships.email,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.invitedByUserId, inviterUserId),
        organizationId === undefined ? undefined : eq(memberships.organizationId, organizationId),
      ),
    )
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

/** Deletes memberships by id, whatever their organization (the caller chose them). */
export async function deleteMembershipsById(
  executor: DatabaseExecutor,
  membershipIds: readonly string[],
): Promise<void> {
  if (membershipIds.length === 0) return;
  await executor.delete(memberships).where(inArray(memberships.id, [...membershipIds]));
}
