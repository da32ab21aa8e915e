import type { components } from '@utmost/ads-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerContent, TEST_ORGANIZATION, type FakeRoutes } from '../../test/fake-api';
import { notify } from '../notify';
import { buildLoggedInState, TEST_USER } from '../../test/render-app';
import { createTestContext } from '../../test/test-context';
import { ensureSessionScope } from './ensure-session-scope';

vi.mock('../notify', () => ({ notify: vi.fn() }));

const JOINED: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};

/** The user belongs to TEST_ORGANIZATION (org-1, first) and JOINED (org-2), one workspace each. */
const TWO_ORGANIZATIONS: FakeRoutes = {
  'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION, JOINED]),
  'GET /api/v1/workspaces': (call) => {
    const organizationId = call.url.searchParams.get('organization_id') ?? '';
    return answerContent([{ id: `ws-of-${organizationId}`, organizationId, name: 'Default' }]);
  },
};

beforeEach(() => {
  vi.mocked(notify).mockClear();
});

describe('ensureSessionScope (after a reload)', () => {
  it('reloads the first organization and its workspace, and the role there', async () => {
    const { context } = createTestContext(
      {
        'GET /api/v1/organizations': () =>
          answerContent([{ ...TEST_ORGANIZATION, role: 'external' }]),
      },
      buildLoggedInState({ ...TEST_USER, role: 'owner' }),
    );
    await ensureSessionScope(context);
    expect(context.auth.getState()).toMatchObject({
      isLoggedIn: true,
      organizationId: 'org-1',
      workspaceId: 'ws-1',
      user: { role: 'external' },
    });
  });

  it('loads once for concurrent callers and not again once known', async () => {
    const { context, api } = createTestContext({}, buildLoggedInState());
    await Promise.all([ensureSessionScope(context), ensureSessionScope(context)]);
    await ensureSessionScope(context);
    expect(api.findCalls('GET /api/v1/organizations')).toHaveLength(1);
    expect(api.findCalls('GET /api/v1/workspaces')).toHaveLength(1);
  });

  it('does nothing when logged out', async () => {
    const { context, api } = createTestContext();
    await ensureSessionScope(context);
    expect(api.calls).toHaveLength(0);
  });
});

describe('ensureSessionScope: the organization survives reloads and follows links', () => {
  it('reloads into the organization remembered for this user, not the first', async () => {
    const { context } = createTestContext(TWO_ORGANIZATIONS, buildLoggedInState());
    context.organizationMemory.remember(TEST_USER.id, 'org-2');
    await ensureSessionScope(context);
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      workspaceId: 'ws-of-org-2',
      user: { role: 'member' },
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it("a reload with another of the user's organizations in the address opens it, with a notice", async () => {
    const { context } = createTestContext(TWO_ORGANIZATIONS, buildLoggedInState());
    await ensureSessionScope(context, 'org-2');
    expect(context.auth.getState().organizationId).toBe('org-2');
    expect(notify).toHaveBeenCalledWith('info', 'Switched to Difference Co to open this link.');
    // And it is remembered for the next visit.
    expect(context.organizationMemory.recall(TEST_USER.id)).toBe('org-2');
  });

  it('switches a session already in one organization to the one the address names', async () => {
    const { context } = createTestContext(TWO_ORGANIZATIONS, buildLoggedInState());
    await ensureSessionScope(context);
    expect(context.auth.getState().organizationId).toBe('org-1');
    await ensureSessionScope(context, 'org-2');
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      workspaceId: 'ws-of-org-2',
    });
  });

  it('never switches into an organization the user does not belong to', async () => {
    const { context, api } = createTestContext(TWO_ORGANIZATIONS, buildLoggedInState());
    await ensureSessionScope(context);
    await ensureSessionScope(context, 'org-of-strangers');
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-1',
      workspaceId: 'ws-of-org-1',
    });
    expect(notify).toHaveBeenCalledWith(
      'warning',
      'That link belongs to an organization you are not a member of. You are still in Analytical Engines.',
    );
    // Nothing of that organization was even asked for.
    const asked = api
      .findCalls('GET /api/v1/workspaces')
      .map((call) => call.url.searchParams.get('organization_id'));
    expect(asked).not.toContain('org-of-strangers');
  });
});
