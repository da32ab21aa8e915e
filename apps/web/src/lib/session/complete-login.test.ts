import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { API_USER } from '../../test/api-fixtures';
import {
  answerContent,
  answerFieldErrors,
  TEST_ORGANIZATION,
  TEST_WORKSPACE,
} from '../../test/fake-api';
import { createTestContext } from '../../test/test-context';
import { completeLogin, toAuthUser } from './complete-login';

const SECOND_ORGANIZATION: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};

describe('completeLogin (spec §4 login success)', () => {
  it('selects the first organization, loads its workspace, then counts the user as logged in', async () => {
    const { context, api } = createTestContext({
      'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION, SECOND_ORGANIZATION]),
    });
    const loggedInAt: string[] = [];
    context.auth.subscribe(() => {
      if (context.auth.getState().isLoggedIn) loggedInAt.push(String(api.calls.length));
    });

    const outcome = await completeLogin(context, API_USER);

    expect(outcome).toEqual({ invitationError: null, joinedOrganization: null });
    expect(api.findCalls('GET /api/v1/organizations')[0]?.url.searchParams.get('user_id')).toBe(
      'u-1',
    );
    expect(
      api.findCalls('GET /api/v1/workspaces')[0]?.url.searchParams.get('organization_id'),
    ).toBe('org-1');
    expect(context.auth.getState()).toMatchObject({
      isLoggedIn: true,
      userId: 'u-1',
      organizationId: 'org-1',
      workspaceId: TEST_WORKSPACE.id,
      user: { email: 'ada@example.com', role: 'owner' },
    });
    // Logged in only after both calls: no page queries without the ids.
    expect(loggedInAt[0]).toBe('2');
  });

  it('selects the organization this user last worked in on this device', async () => {
    const { context } = createTestContext({
      'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION, SECOND_ORGANIZATION]),
    });
    context.organizationMemory.remember('u-1', 'org-2');
    await completeLogin(context, API_USER);
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      user: { role: 'member' },
    });
  });

  it('with an invitation token handles the invitation and selects its organization instead', async () => {
    const { context, api } = createTestContext({
      'POST /api/v1/users/handle-user-invitation': () =>
        answerContent({
          organization: SECOND_ORGANIZATION,
          membership: { email: 'ada@example.com', status: 'active', role: 'member' },
        }),
      'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION, SECOND_ORGANIZATION]),
    });

    const outcome = await completeLogin(context, API_USER, { invitationToken: 'tkn-1' });

    expect(api.findCalls('POST /api/v1/users/handle-user-invitation')[0]?.body).toEqual({
      tkn: 'tkn-1',
    });
    expect(outcome.joinedOrganization?.id).toBe('org-2');
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      user: { role: 'member' },
    });
    expect(
      api.findCalls('GET /api/v1/workspaces')[0]?.url.searchParams.get('organization_id'),
    ).toBe('org-2');
  });

  it('logs in to the first organization and reports a refused invitation', async () => {
    const { context } = createTestContext({
      'POST /api/v1/users/handle-user-invitation': () =>
        answerFieldErrors({ tkn: 'This link is invalid or has expired' }),
    });

    const outcome = await completeLogin(context, API_USER, { invitationToken: 'used' });

    expect(outcome.invitationError?.fieldErrors).toEqual({
      tkn: 'This link is invalid or has expired',
    });
    expect(context.auth.getState()).toMatchObject({ isLoggedIn: true, organizationId: 'org-1' });
  });

  it('does not log in when the organizations cannot be loaded', async () => {
    const { context } = createTestContext({
      'GET /api/v1/organizations': () =>
        Response.json({ error: { code: 'SERVER_ERROR', message: 'x' } }, { status: 500 }),
    });
    await expect(completeLogin(context, API_USER)).rejects.toMatchObject({ status: 500 });
    expect(context.auth.getState().isLoggedIn).toBe(false);
  });
});

describe('toAuthUser', () => {
  it('keeps what the auth state needs, with the role of the selected organization', () => {
    expect(toAuthUser(API_USER, 'admin')).toEqual({
      id: 'u-1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profilePictureUrl: null,
      role: 'admin',
    });
  });
});
