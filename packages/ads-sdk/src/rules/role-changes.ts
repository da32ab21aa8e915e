// Who may give, change or take away which role. The API checks these before writing a membership
// or an API key; the Users tab uses them to offer only the roles the viewer may pick.
import {
  API_KEY_ROLES,
  DENIED_MESSAGE_BY_PERMISSION,
  MEMBER_ROLES,
  can,
  isRoleAtLeast,
  type ApiKeyRole,
  type MemberRole,
  type Permission,
} from './permissions.js';
import { LAST_OWNER_MESSAGE, ROLE_NOT_ASSIGNABLE } from './validation-messages.js';

/**
 * `forbidden`: the actor lacks the right (answer 403 with `message`). `last-owner`: the change
 * would leave the organization without an owner (answer 400 on the field with `message`).
 */
export type RoleChangeVerdict =
  { isAllowed: true } | { isAllowed: false; reason: 'forbidden' | 'last-owner'; message: string };

const ALLOWED: RoleChangeVerdict = { isAllowed: true };

function deny(permission: Permission): RoleChangeVerdict {
  return {
    isAllowed: false,
    reason: 'forbidden',
    message: DENIED_MESSAGE_BY_PERMISSION[permission],
  };
}

const LAST_OWNER: RoleChangeVerdict = {
  isAllowed: false,
  reason: 'last-owner',
  message: LAST_OWNER_MESSAGE,
};

/** The roles an actor may invite with or assign; owners only by owners. */
export function listAssignableRoles(actorRole: MemberRole): MemberRole[] {
  if (!can(actorRole, 'members:assign-role')) return [];
  return MEMBER_ROLES.filter((role) => role !== 'owner' || can(actorRole, 'members:manage-owners'));
}

/** Inviting a new person with `role`. */
export function canInviteWithRole(actorRole: MemberRole, role: MemberRole): RoleChangeVerdict {
  if (!can(actorRole, 'members:invite')) return deny('members:invite');
  if (role === 'owner' && !can(actorRole, 'members:manage-owners')) {
    return { isAllowed: false, reason: 'forbidden', message: ROLE_NOT_ASSIGNABLE };
  }
  return ALLOWED;
}

export interface RoleChange {
  actorRole: MemberRole;
  /** The member's role now. */
  currentRole: MemberRole;
  newRole: MemberRole;
  /** Active owners of the organization now, the member included if they are one. */
  ownerCount: number;
}

/** Changing a member's role: an admin neither makes nor touches owners; one owner always stays. */
export function canAssignRole(change: RoleChange): RoleChangeVerdict {
  if (!can(change.actorRole, 'members:assign-role')) return deny('members:assign-role');
  const touchesOwner = change.currentRole === 'owner' || change.newRole === 'owner';
  if (touchesOwner && !can(change.actorRole, 'members:manage-owners')) {
    return { isAllowed: false, reason: 'forbidden', message: ROLE_NOT_ASSIGNABLE };
  }
  if (change.currentRole === 'owner' && change.newRole !== 'owner' && change.ownerCount <= 1) {
    return LAST_OWNER;
  }
  return ALLOWED;
}

export interface MemberRemoval {
  actorRole: MemberRole;
  memberRole: MemberRole;
  ownerCount: number;
}

/** Removing a member or a pending invitation. */
export function canRemoveMember(removal: MemberRemoval): RoleChangeVerdict {
  if (!can(removal.actorRole, 'members:delete')) return deny('members:delete');
  if (removal.memberRole !== 'owner') return ALLOWED;
  if (!can(removal.actorRole, 'members:manage-owners')) return deny('members:manage-owners');
  return removal.ownerCount <= 1 ? LAST_OWNER : ALLOWED;
}

/** The roles an actor may give an API key: never above their own. */
export function listApiKeyRoles(actorRole: MemberRole): ApiKeyRole[] {
  if (!can(actorRole, 'apiKeys:manage')) return [];
  return API_KEY_ROLES.filter((role) => isRoleAtLeast(actorRole, role));
}

/** Creating an API key that acts with `keyRole`. */
export function canCreateApiKey(actorRole: MemberRole, keyRole: ApiKeyRole): RoleChangeVerdict {
  if (!can(actorRole, 'apiKeys:manage')) return deny('apiKeys:manage');
  if (!isRoleAtLeast(actorRole, keyRole)) {
    return { isAllowed: false, reason: 'forbidden', message: ROLE_NOT_ASSIGNABLE };
  }
  return ALLOWED;
}

/**
 * The role a key may act with while the person who made it holds `creatorRole`: a key never acts
 * above its maker, so demoting someone caps their keys (no key is an owner, so an owner's keys
 * stay as they are).
 */
export function capApiKeyRole(keyRole: ApiKeyRole, creatorRole: MemberRole): ApiKeyRole {
  if (creatorRole === 'owner' || isRoleAtLeast(creatorRole, keyRole)) return keyRole;
  return creatorRole;
}

/** The key roles a maker holding `creatorRole` no longer stands behind (strongest first). */
export function listApiKeyRolesAbove(creatorRole: MemberRole): ApiKeyRole[] {
  return API_KEY_ROLES.filter((role) => !isRoleAtLeast(creatorRole, role));
}
