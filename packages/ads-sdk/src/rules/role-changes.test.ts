import { describe, expect, it } from 'vitest';
import { DENIED_MESSAGE_BY_PERMISSION } from './permissions.js';
import {
  canAssignRole,
  canCreateApiKey,
  capApiKeyRole,
  canInviteWithRole,
  canRemoveMember,
  listApiKeyRoles,
  listApiKeyRolesAbove,
  listAssignableRoles,
} from './role-changes.js';
import { LAST_OWNER_MESSAGE, ROLE_NOT_ASSIGNABLE } from './validation-messages.js';

const ALLOWED = { isAllowed: true };

describe('listAssignableRoles', () => {
  it('offers owners every role, admins every role but owner, others none', () => {
    expect(listAssignableRoles('owner')).toEqual(['owner', 'admin', 'member', 'external']);
    expect(listAssignableRoles('admin')).toEqual(['admin', 'member', 'external']);
    expect(listAssignableRoles('member')).toEqual([]);
    expect(listAssignableRoles('external')).toEqual([]);
  });
});

describe('canInviteWithRole', () => {
  it('denies members with the spec message and admins inviting an owner', () => {
    expect(canInviteWithRole('member', 'external')).toEqual({
      isAllowed: false,
      reason: 'forbidden',
      message: DENIED_MESSAGE_BY_PERMISSION['members:invite'],
    });
    expect(canInviteWithRole('admin', 'owner')).toMatchObject({
      isAllowed: false,
      message: ROLE_NOT_ASSIGNABLE,
    });
    expect(canInviteWithRole('admin', 'admin')).toEqual(ALLOWED);
    expect(canInviteWithRole('owner', 'owner')).toEqual(ALLOWED);
  });
});

describe('canAssignRole', () => {
  it('lets admins move people between admin, member and external', () => {
    expect(
      canAssignRole({
        actorRole: 'admin',
        currentRole: 'member',
        newRole: 'external',
        ownerCount: 1,
      }),
    ).toEqual(ALLOWED);
  });

  it("keeps owners out of an admin's reach", () => {
    expect(
      canAssignRole({ actorRole: 'admin', currentRole: 'member', newRole: 'owner', ownerCount: 1 }),
    ).toMatchObject({
      isAllowed: false,
      reason: 'forbidden',
    });
    expect(
      canAssignRole({ actorRole: 'admin', currentRole: 'owner', newRole: 'member', ownerCount: 2 }),
    ).toMatchObject({
      isAllowed: false,
      reason: 'forbidden',
    });
  });

  it('never demotes the last owner, even by themselves', () => {
    expect(
      canAssignRole({ actorRole: 'owner', currentRole: 'owner', newRole: 'admin', ownerCount: 1 }),
    ).toEqual({
      isAllowed: false,
      reason: 'last-owner',
      message: LAST_OWNER_MESSAGE,
    });
    expect(
      canAssignRole({ actorRole: 'owner', currentRole: 'owner', newRole: 'admin', ownerCount: 2 }),
    ).toEqual(ALLOWED);
  });

  it('refuses members and externals', () => {
    expect(
      canAssignRole({
        actorRole: 'member',
        currentRole: 'external',
        newRole: 'member',
        ownerCount: 1,
      }),
    ).toMatchObject({
      isAllowed: false,
      message: DENIED_MESSAGE_BY_PERMISSION['members:assign-role'],
    });
  });
});

describe('canRemoveMember', () => {
  it('lets admins remove non-owners and only owners remove owners', () => {
    expect(canRemoveMember({ actorRole: 'admin', memberRole: 'member', ownerCount: 1 })).toEqual(
      ALLOWED,
    );
    expect(
      canRemoveMember({ actorRole: 'admin', memberRole: 'owner', ownerCount: 2 }),
    ).toMatchObject({
      isAllowed: false,
      reason: 'forbidden',
    });
    expect(canRemoveMember({ actorRole: 'owner', memberRole: 'owner', ownerCount: 2 })).toEqual(
      ALLOWED,
    );
  });

  it('keeps the last owner and gives members the spec denied message', () => {
    expect(
      canRemoveMember({ actorRole: 'owner', memberRole: 'owner', ownerCount: 1 }),
    ).toMatchObject({
      reason: 'last-owner',
    });
    expect(
      canRemoveMember({ actorRole: 'member', memberRole: 'external', ownerCount: 1 }),
    ).toMatchObject({
      message: "You don't have permission to delete users",
    });
  });
});

describe('API key roles', () => {
  it("are at most the creator's role, and only managers create keys", () => {
    expect(listApiKeyRoles('owner')).toEqual(['admin', 'member', 'external']);
    expect(listApiKeyRoles('admin')).toEqual(['admin', 'member', 'external']);
    expect(listApiKeyRoles('member')).toEqual([]);
    expect(canCreateApiKey('admin', 'admin')).toEqual(ALLOWED);
    expect(canCreateApiKey('member', 'external')).toMatchObject({
      isAllowed: false,
      reason: 'forbidden',
    });
  });
});

describe('capApiKeyRole', () => {
  it('keeps a key its maker still stands behind and lowers one above them to their role', () => {
    expect(capApiKeyRole('admin', 'owner')).toBe('admin');
    expect(capApiKeyRole('admin', 'admin')).toBe('admin');
    expect(capApiKeyRole('member', 'admin')).toBe('member');
    expect(capApiKeyRole('admin', 'member')).toBe('member');
    expect(capApiKeyRole('admin', 'external')).toBe('external');
    expect(capApiKeyRole('member', 'external')).toBe('external');
    expect(capApiKeyRole('external', 'external')).toBe('external');
  });
});

describe('listApiKeyRolesAbove', () => {
  it('names the key roles stronger than the maker, none for owners and admins', () => {
    expect(listApiKeyRolesAbove('owner')).toEqual([]);
    expect(listApiKeyRolesAbove('admin')).toEqual([]);
    expect(listApiKeyRolesAbove('member')).toEqual(['admin']);
    expect(listApiKeyRolesAbove('external')).toEqual(['admin', 'member']);
  });
});
