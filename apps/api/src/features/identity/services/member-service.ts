import {
  canAssignRole,
  canRemoveMember,
  listApiKeyRolesAbove,
  type MemberRole,
  type RoleChangeVerdict,
} from '@utmost/ads-sdk';
import type { Caller } from '../auth/caller.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  countActiveOwnersForUpdate,
  deleteMember,
  findActiveMemberRole,
  findMemberByEmail,
  listMembers,
  updateMemberRole,
  type MemberListing,
} from '../repositories/membership-repository.js';
import { findOrganization, type OrganizationRow } from '../repositories/organization-repository.js';
import {
  lowerApiKeysOfCreator,
  revokeApiKeysOfCreator,
} from '../repositories/api-key-repository.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { authorizeOrganization } from './organization-access.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

export const MEMBER_NOT_FOUND = 'User is not a member of the organization';

export interface OrganizationWithMembers {
  organization: OrganizationRow;
  role: MemberRole;
  members: MemberListing[];
}

export async function loadOrganizationWithMembers(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  caller?: Caller,
): Promise<OrganizationWithMembers> {
  // After a change to the caller's own membership the answer carries their new role.
  const currentRole =
    caller?.kind === 'user'
      ? await findActiveMemberRole(db, caller.userId, scope.organizationId)
      : undefined;
  return {
    organization: await findOrganization(db, scope),
    role: currentRole ?? scope.role,
    members: await listMembers(db, scope),
  };
}

export async function listOrganizationMembers(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
): Promise<MemberListing[]> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'members:view');
  return listMembers(deps.db, scope);
}

/** Turns a refused role change into its answer: 403 for a missing right, 400 on `field` else. */
function enforceVerdict(verdict: RoleChangeVerdict, field: string): void {
  if (verdict.isAllowed) return;
  if (verdict.reason === 'last-owner' || field === 'role') {
    throw new AppError('BAD_REQUEST', verdict.message, {
      fieldErrors: { [field]: verdict.message },
    });
  }
  throw new AppError('FORBIDDEN', verdict.message);
}

/**
 * Removes a member or a pending invitation, and revokes the API keys the member made here: a key
 * never outlives its maker's place in the organization. Owners are counted under a lock, so two
 * removals at once cannot leave the organization without one.
 */
export async function removeMember(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  email: string,
): Promise<OrganizationWithMembers> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'members:delete');
  await deps.db.transaction(async (transaction) => {
    const member = await findMemberByEmail(transaction, scope, email);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    const ownerCount = await countActiveOwnersForUpdate(transaction, scope);
    const verdict = canRemoveMember({
      actorRole: scope.role,
      memberRole: member.role,
      // A pending owner invitation is not one of the owners that must remain.
      ownerCount: member.status === 'active' ? ownerCount : ownerCount + 1,
    });
    enforceVerdict(verdict, 'email');
    await deleteMember(transaction, scope, member.id);
    if (member.userId) {
      await revokeApiKeysOfCreator(transaction, scope, member.userId, deps.now());
    }
  });
  return loadOrganizationWithMembers(deps.db, scope, caller);
}

/**
 * Changes a member's role within what the caller may assign (`canAssignRole`). A demotion lowers
 * the API keys the member made here to their new role (`capApiKeyRole`).
 */
export async function assignMemberRole(
  deps: ServiceDependencies,
  caller: Caller,
  organizationId: string,
  input: { email: string; role: MemberRole },
): Promise<OrganizationWithMembers> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'members:assign-role');
  await deps.db.transaction(async (transaction) => {
    const member = await findMemberByEmail(transaction, scope, input.email);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    const ownerCount = await countActiveOwnersForUpdate(transaction, scope);
    const verdict = canAssignRole({
      actorRole: scope.role,
      currentRole: member.role,
      newRole: input.role,
      ownerCount: member.status === 'active' ? ownerCount : ownerCount + 1,
    });
    enforceVerdict(verdict, 'role');
    if (member.role === input.role) return;
    await updateMemberRole(transaction, scope, member.id, input.role);
    if (member.userId && input.role !== 'owner') {
      await lowerApiKeysOfCreator(transaction, scope, member.userId, {
        rolesAbove: listApiKeyRolesAbove(input.role),
        role: input.role,
      });
    }
  });
  return loadOrganizationWithMembers(deps.db, scope, caller);
}
