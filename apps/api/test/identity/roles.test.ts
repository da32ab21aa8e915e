import {
  DENIED_MESSAGE_BY_PERMISSION,
  LAST_OWNER_MESSAGE,
  ROLE_NOT_ASSIGNABLE,
  type MemberRole,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../src/core/security/secret-tokens.js';
import { insertApiKey } from '../../src/features/identity/repositories/api-key-repository.js';
import { grantOrganizationScope } from '../../src/core/db/organization-scope.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addMember,
  asBrowser,
  createTestAccount,
  signIn,
  uniqueEmail,
  type TestAccount,
} from '../helpers/identity-fixtures.js';
import { TINY_PNG, buildMultipart } from '../helpers/multipart.js';

let testApp: TestApp;
let owner: TestAccount;
let target: TestAccount;
const cookies = {} as Record<MemberRole, string>;
let organizationId: string;

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(db(), 'Owner', 'Roles Co');
  organizationId = owner.organization.id;
  cookies.owner = await signIn(testApp.app, owner);
  for (const role of ['admin', 'member', 'external'] as const) {
    const account = await createTestAccount(db(), role);
    await addMember(db(), organizationId, account, role);
    cookies[role] = await signIn(testApp.app, account);
  }
  target = await createTestAccount(db(), 'Target');
  await addMember(db(), organizationId, target, 'member');
});

afterAll(async () => {
  await testApp.close();
});

interface RouteCase {
  operationId: string;
  /** Roles that may; the others get 403 with the permission's message. */
  allowed: readonly MemberRole[];
  deniedPermission?: keyof typeof DENIED_MESSAGE_BY_PERMISSION;
  request: () => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }>;
}

const MANAGERS = ['owner', 'admin'] as const;
const EDITORS = ['owner', 'admin', 'member'] as const;
const EVERYONE = ['owner', 'admin', 'member', 'external'] as const;

const ORGANIZATION_INPUT = {
  name: 'Roles Co',
  legalName: 'Roles Company Ltd',
  contactEmail: 'contact@roles.example',
  billingEmail: 'billing@roles.example',
};

async function insertKey(): Promise<string> {
  const key = await insertApiKey(db(), grantOrganizationScope(organizationId, 'owner'), {
    name: 'to revoke',
    role: 'member',
    prefix: 'utm_test',
    keyHash: hashSecretToken(uniqueEmail('key')),
  });
  return key.id;
}

async function invitePending(): Promise<string> {
  const email = uniqueEmail('pending');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/invite-user?organization_id=${organizationId}`,
    headers: asBrowser(cookies.owner),
    payload: { email, role: 'member' },
  });
  expect(response.statusCode).toBe(201);
  return email;
}

/** Every organization operation with the roles allowed to call it (the SDK matrix). */
const ROUTES: RouteCase[] = [
  {
    operationId: 'listOrganizations',
    allowed: EVERYONE,
    request: async () => ({ method: 'GET', url: '/api/v1/organizations' }),
  },
  {
    operationId: 'getOrganization',
    allowed: EDITORS,
    deniedPermission: 'organization:view',
    request: async () => ({ method: 'GET', url: `/api/v1/organizations/${organizationId}` }),
  },
  {
    operationId: 'updateOrganization',
    allowed: MANAGERS,
    deniedPermission: 'organization:edit',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/organizations/${organizationId}`,
      payload: ORGANIZATION_INPUT,
    }),
  },
  {
    operationId: 'uploadOrganizationLogo',
    allowed: MANAGERS,
    deniedPermission: 'organization:edit',
    request: async () => {
      const body = buildMultipart(TINY_PNG);
      return {
        method: 'POST',
        url: `/api/v1/organizations/${organizationId}/logo`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  {
    operationId: 'listOrganizationMembers',
    allowed: EDITORS,
    deniedPermission: 'members:view',
    request: async () => ({
      method: 'GET',
      url: `/api/v1/organizations/${organizationId}/members`,
    }),
  },
  {
    operationId: 'inviteUser',
    allowed: MANAGERS,
    deniedPermission: 'members:invite',
    request: async () => ({
      method: 'POST',
      url: `/api/v1/users/invite-user?organization_id=${organizationId}`,
      payload: { email: uniqueEmail('invited'), role: 'member' },
    }),
  },
  {
    operationId: 'deleteOrganizationUser',
    allowed: MANAGERS,
    deniedPermission: 'members:delete',
    request: async () => ({
      method: 'DELETE',
      url: `/api/v1/organizations/delete-user?organization_id=${organizationId}`,
      payload: { email: await invitePending() },
    }),
  },
  {
    operationId: 'assignUserRole',
    allowed: MANAGERS,
    deniedPermission: 'members:assign-role',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/organizations/assign-user-role?organization_id=${organizationId}`,
      payload: { email: target.email, role: 'member' },
    }),
  },
  {
    operationId: 'listApiKeys',
    allowed: MANAGERS,
    deniedPermission: 'apiKeys:manage',
    request: async () => ({
      method: 'GET',
      url: `/api/v1/organizations/${organizationId}/api-keys`,
    }),
  },
  {
    operationId: 'createApiKey',
    allowed: MANAGERS,
    deniedPermission: 'apiKeys:manage',
    request: async () => ({
      method: 'POST',
      url: `/api/v1/organizations/${organizationId}/api-keys`,
      payload: { name: 'Script', role: 'external' },
    }),
  },
  {
    operationId: 'revokeApiKey',
    allowed: MANAGERS,
    deniedPermission: 'apiKeys:manage',
    request: async () => ({
      method: 'DELETE',
      url: `/api/v1/organizations/${organizationId}/api-keys/${await insertKey()}`,
    }),
  },
  {
    operationId: 'listWorkspaces',
    allowed: EVERYONE,
    request: async () => ({
      method: 'GET',
      url: `/api/v1/workspaces?organization_id=${organizationId}`,
    }),
  },
  {
    operationId: 'getSubscription',
    allowed: EVERYONE,
    request: async () => ({
      method: 'GET',
      url: `/api/v1/billing/subscription?organization_id=${organizationId}`,
    }),
  },
  {
    operationId: 'changeSubscriptionPlan',
    allowed: ['owner', 'admin'],
    deniedPermission: 'subscription:edit',
    request: async () => ({
      method: 'PUT',
      url: `/api/v1/billing/subscription?organization_id=${organizationId}`,
      payload: { productId: 'growth', interval: 'monthly' },
    }),
  },
  {
    operationId: 'listInvoices',
    allowed: ['owner', 'admin'],
    deniedPermission: 'billing:view',
    request: async () => ({
      method: 'GET',
      url: `/api/v1/billing/invoices?organization_id=${organizationId}`,
    }),
  },
];

describe.each(ROUTES)('$operationId', (route) => {
  it.each(EVERYONE)('as %s', async (role) => {
    const { headers, ...request } = await route.request();
    const response = await testApp.app.inject({
      ...request,
      headers: { ...asBrowser(cookies[role]), ...headers },
    } as never);
    if (route.allowed.includes(role)) {
      expect(response.statusCode, response.body).toBeLessThan(300);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: DENIED_MESSAGE_BY_PERMISSION[route.deniedPermission ?? 'organization:view'],
        },
      });
    }
  });
});

describe('owners', () => {
  function assign(role: MemberRole, email: string, newRole: MemberRole, orgId = organizationId) {
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/assign-user-role?organization_id=${orgId}`,
      headers: asBrowser(cookies[role]),
      payload: { email, role: newRole },
    });
  }
  function remove(role: MemberRole, email: string) {
    return testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/delete-user?organization_id=${organizationId}`,
      headers: asBrowser(cookies[role]),
      payload: { email },
    });
  }

  it('the last owner can be neither demoted nor removed', async () => {
    const demote = await assign('owner', owner.email, 'admin');
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ errors: { role: LAST_OWNER_MESSAGE } });
    const removal = await remove('owner', owner.email);
    expect(removal.statusCode).toBe(400);
    expect(removal.json()).toEqual({ errors: { email: LAST_OWNER_MESSAGE } });
  });

  it('an admin neither makes, demotes nor removes an owner', async () => {
    const promote = await assign('admin', target.email, 'owner');
    expect(promote.json()).toEqual({ errors: { role: ROLE_NOT_ASSIGNABLE } });
    const demote = await assign('admin', owner.email, 'member');
    expect(demote.json()).toEqual({ errors: { role: ROLE_NOT_ASSIGNABLE } });
    const removal = await remove('admin', owner.email);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().error.message).toBe(
      DENIED_MESSAGE_BY_PERMISSION['members:manage-owners'],
    );
  });

  it('an owner makes a second owner, who may then step down; answers list the members', async () => {
    const promote = await assign('owner', target.email, 'owner');
    expect(promote.statusCode, promote.body).toBe(200);
    expect(promote.json().content.organization.members).toContainEqual({
      email: target.email,
      firstName: 'Test',
      lastName: 'Target',
      status: 'active',
      role: 'owner',
    });
    const stepDown = await assign('owner', owner.email, 'admin');
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().content.organization.role).toBe('admin');
    // Now an admin: the former owner cannot come back on their own.
    const back = await assign('owner', owner.email, 'owner');
    expect(back.json()).toEqual({ errors: { role: ROLE_NOT_ASSIGNABLE } });
  });

  it('a removed member loses the organization at once', async () => {
    const removal = await remove('admin', (await findExternalEmail()) ?? '');
    expect(removal.statusCode, removal.body).toBe(200);
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/workspaces?organization_id=${organizationId}`,
      headers: { cookie: cookies.external },
    });
    expect(after.statusCode).toBe(404);
  });

  it('an unknown member answers 404', async () => {
    const response = await remove('admin', uniqueEmail('nobody'));
    expect(response.statusCode).toBe(404);
  });
});

async function findExternalEmail(): Promise<string | undefined> {
  const members = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${organizationId}/members`,
    headers: { cookie: cookies.admin },
  });
  return (members.json().content as { email: string; role: string }[]).find(
    (member) => member.role === 'external',
  )?.email;
}

describe('starting runs (the contract: owners, admins and members may; externals may not)', () => {
  // A member edits ad accounts (spec §4), and running or removing the parameters is part of that.
  // An unknown account gets past the permission check to a 404: nothing is queued either way.
  // People of their own: the suite above removes its external member from the organization.
  const runners = {} as Record<MemberRole, string>;
  beforeAll(async () => {
    runners.owner = cookies.owner;
    for (const role of ['admin', 'member', 'external'] as const) {
      const account = await createTestAccount(db(), `runner-${role}`);
      await addMember(db(), organizationId, account, role);
      runners[role] = await signIn(testApp.app, account);
    }
  });

  it.each(EVERYONE)('as %s', async (role) => {
    for (const updateApi of ['direct', 'drop_direct'] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/google/ads/autoUrlTemplate?organization_id=${organizationId}&update_api=${updateApi}`,
        headers: asBrowser(runners[role]),
        payload: { adAccounts: ['customers/9999999999'] },
      });
      if ((EDITORS as readonly MemberRole[]).includes(role)) {
        expect(response.statusCode, response.body).toBe(404);
      } else {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error.message).toBe(DENIED_MESSAGE_BY_PERMISSION['runs:start']);
      }
    }
  });
});
