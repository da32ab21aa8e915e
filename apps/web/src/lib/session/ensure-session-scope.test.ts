import { describe, expect, it } from 'vitest';
import { answerContent, TEST_ORGANIZATION } from '../../test/fake-api';
import { buildLoggedInState, TEST_USER } from '../../test/render-app';
import { createTestContext } from '../../test/test-context';
import { ensureSessionScope } from './ensure-session-scope';

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
