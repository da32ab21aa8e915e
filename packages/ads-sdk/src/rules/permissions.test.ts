import { describe, expect, it } from 'vitest';
import {
  DENIED_MESSAGE_BY_PERMISSION,
  MEMBER_ROLES,
  PERMISSIONS,
  can,
  isRoleAtLeast,
  listPermissions,
  type Permission,
} from './permissions.js';

describe('the role matrix (spec §6)', () => {
  it('gives admins edit access to users, subscription, billing, ad accounts and templates', () => {
    const adminEdits: Permission[] = [
      'members:invite',
      'members:delete',
      'members:assign-role',
      'subscription:edit',
      'billing:view',
      'billing:edit',
      'adAccounts:edit',
      'templates:edit',
    ];
    expect(adminEdits.filter((permission) => !can('admin', permission))).toEqual([]);
  });

  it('gives members edit access to ad accounts and templates only', () => {
    const edits = listPermissions('member').filter((permission) => !permission.endsWith(':view'));
    expect(edits).toEqual([
      'adAccounts:edit',
      'templates:edit',
      'runs:start',
      'briefs:edit',
      'analysis:start',
    ]);
    expect(can('member', 'billing:view')).toBe(false);
    expect(can('member', 'members:invite')).toBe(false);
    expect(can('member', 'members:delete')).toBe(false);
  });

  it('keeps external members read-only and away from the organization', () => {
    const granted = listPermissions('external');
    expect(granted.every((permission) => permission.endsWith(':view'))).toBe(true);
    expect(granted).not.toContain('organization:view');
    expect(granted).not.toContain('members:view');
    expect(granted).not.toContain('billing:view');
    expect(granted).toContain('adAccounts:view');
  });

  it('gives owners everything admins have, plus deletion and owners', () => {
    expect(listPermissions('admin').filter((permission) => !can('owner', permission))).toEqual([]);
    expect(PERMISSIONS.every((permission) => can('owner', permission))).toBe(true);
    expect(can('admin', 'organization:delete')).toBe(false);
    expect(can('admin', 'members:manage-owners')).toBe(false);
  });

  it('never gives a lower role a permission a higher role lacks', () => {
    for (const permission of PERMISSIONS) {
      for (const [index, role] of MEMBER_ROLES.entries()) {
        const higher = MEMBER_ROLES.slice(0, index);
        if (can(role, permission))
          expect(higher.filter((other) => !can(other, permission))).toEqual([]);
      }
    }
  });

  it('ranks roles owner > admin > member > external', () => {
    expect(isRoleAtLeast('owner', 'admin')).toBe(true);
    expect(isRoleAtLeast('admin', 'admin')).toBe(true);
    expect(isRoleAtLeast('member', 'admin')).toBe(false);
    expect(isRoleAtLeast('external', 'member')).toBe(false);
  });
});

describe('DENIED_MESSAGE_BY_PERMISSION', () => {
  it('uses the spec §6 wording for its four denied messages', () => {
    expect(DENIED_MESSAGE_BY_PERMISSION['organization:view']).toBe(
      "You don't have permission to view organization details",
    );
    expect(DENIED_MESSAGE_BY_PERMISSION['billing:view']).toBe(
      "You don't have permission to view payment details",
    );
    expect(DENIED_MESSAGE_BY_PERMISSION['members:invite']).toBe(
      "You don't have permission to invite a new user",
    );
    expect(DENIED_MESSAGE_BY_PERMISSION['members:delete']).toBe(
      "You don't have permission to delete users",
    );
  });

  it('has one distinct message per permission in the same style', () => {
    const messages = PERMISSIONS.map((permission) => DENIED_MESSAGE_BY_PERMISSION[permission]);
    expect(new Set(messages).size).toBe(PERMISSIONS.length);
    expect(messages.every((message) => message.startsWith("You don't have permission to "))).toBe(
      true,
    );
  });
});
