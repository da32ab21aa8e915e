// The role matrix of spec §6, written once: the API enforces it on every route and the web app
// hides what it forbids. Where the spec is silent the choices are a careful SaaS's: owner has
// everything an admin has plus the organization's deletion and its owners; external is read-only
// on the work it is shown and never sees the organization, its members or its billing.
import type { components } from '../generated/schema.js';
import {
  NO_PERMISSION_TO_DELETE_USERS,
  NO_PERMISSION_TO_INVITE,
  NO_PERMISSION_TO_VIEW_ORGANIZATION,
  NO_PERMISSION_TO_VIEW_PAYMENT,
} from './validation-messages.js';

export type MemberRole = components['schemas']['MemberRole'];
export type ApiKeyRole = components['schemas']['ApiKeyRole'];

/** Highest first; the order the role selects list them in. */
export const MEMBER_ROLES = [
  'owner',
  'admin',
  'member',
  'external',
] as const satisfies readonly MemberRole[];

/** An API key acts as one of these; no key is an owner, so no script can remove an owner. */
export const API_KEY_ROLES = [
  'admin',
  'member',
  'external',
] as const satisfies readonly ApiKeyRole[];

const EVERY_ROLE: readonly MemberRole[] = MEMBER_ROLES;
const MANAGERS: readonly MemberRole[] = ['owner', 'admin'];
const EDITORS: readonly MemberRole[] = ['owner', 'admin', 'member'];
const OWNERS: readonly MemberRole[] = ['owner'];

/** Each permission with the roles that hold it. */
export const ROLES_BY_PERMISSION = {
  'organization:view': EDITORS,
  'organization:edit': MANAGERS,
  'organization:delete': OWNERS,
  'members:view': EDITORS,
  'members:invite': MANAGERS,
  'members:delete': MANAGERS,
  'members:assign-role': MANAGERS,
  // Making, demoting or removing an owner.
  'members:manage-owners': OWNERS,
  'apiKeys:manage': MANAGERS,
  // The limits behind the banner and the disabled connect button concern everyone.
  'subscription:view': EVERY_ROLE,
  'subscription:edit': MANAGERS,
  'billing:view': MANAGERS,
  'billing:edit': MANAGERS,
  'workspace:view': EVERY_ROLE,
  'adAccounts:view': EVERY_ROLE,
  'adAccounts:edit': EDITORS,
  'templates:view': EVERY_ROLE,
  'templates:edit': EDITORS,
  'runs:view': EVERY_ROLE,
  'runs:start': EDITORS,
  'briefs:view': EVERY_ROLE,
  'briefs:edit': EDITORS,
  'analysis:view': EVERY_ROLE,
  'analysis:start': EDITORS,
} as const satisfies Record<string, readonly MemberRole[]>;

export type Permission = keyof typeof ROLES_BY_PERMISSION;

export const PERMISSIONS = Object.keys(ROLES_BY_PERMISSION) as Permission[];

/** Whether a member (or an API key) with this role holds the permission. */
export function can(role: MemberRole, permission: Permission): boolean {
  const roles: readonly MemberRole[] = ROLES_BY_PERMISSION[permission];
  return roles.includes(role);
}

/** Every permission a role holds, in `PERMISSIONS` order. */
export function listPermissions(role: MemberRole): Permission[] {
  return PERMISSIONS.filter((permission) => can(role, permission));
}

/** The 403 message for each permission; spec §6 wording where the spec has one. */
export const DENIED_MESSAGE_BY_PERMISSION = {
  'organization:view': NO_PERMISSION_TO_VIEW_ORGANIZATION,
  'organization:edit': "You don't have permission to edit organization details",
  'organization:delete': "You don't have permission to delete the organization",
  'members:view': "You don't have permission to view users",
  'members:invite': NO_PERMISSION_TO_INVITE,
  'members:delete': NO_PERMISSION_TO_DELETE_USERS,
  'members:assign-role': "You don't have permission to change user roles",
  'members:manage-owners': "You don't have permission to change owners",
  'apiKeys:manage': "You don't have permission to manage API keys",
  'subscription:view': "You don't have permission to view the subscription",
  'subscription:edit': "You don't have permission to change the subscription",
  'billing:view': NO_PERMISSION_TO_VIEW_PAYMENT,
  'billing:edit': "You don't have permission to change payment details",
  'workspace:view': "You don't have permission to view this workspace",
  'adAccounts:view': "You don't have permission to view ad accounts",
  'adAccounts:edit': "You don't have permission to edit ad accounts",
  'templates:view': "You don't have permission to view tracking templates",
  'templates:edit': "You don't have permission to edit tracking templates",
  'runs:view': "You don't have permission to view run history",
  'runs:start': "You don't have permission to run auto-tagging",
  'briefs:view': "You don't have permission to view AI briefs",
  'briefs:edit': "You don't have permission to edit AI briefs",
  'analysis:view': "You don't have permission to view search term analysis",
  'analysis:start': "You don't have permission to start search term analysis",
} as const satisfies Record<Permission, string>;

const RANK_BY_ROLE = { owner: 3, admin: 2, member: 1, external: 0 } as const satisfies Record<
  MemberRole,
  number
>;

/** Whether `role` is at least as strong as `other` (owner > admin > member > external). */
export function isRoleAtLeast(role: MemberRole, other: MemberRole): boolean {
  return RANK_BY_ROLE[role] >= RANK_BY_ROLE[other];
}
