import { describe, expect, it } from 'vitest';
import { buildLoggedInState } from '../../test/render-app';
import { answerContent } from '../../test/fake-api';
import { createTestContext } from '../../test/test-context';
import { switchOrganization } from './organization-scope';

describe('switchOrganization (spec §4: choosing an organization clears the workspace id)', () => {
  it('clears the workspace before loading the new organization’s workspace, then selects it', async () => {
    const { context, api } = createTestContext(
      {
        'GET /api/v1/workspaces': () =>
          answerContent([{ id: 'ws-2', organizationId: 'org-2', name: 'Default' }]),
      },
      { ...buildLoggedInState(), organizationId: 'org-1', workspaceId: 'ws-1' },
    );
    const workspaceIds: (string | null)[] = [];
    context.auth.subscribe(() => workspaceIds.push(context.auth.getState().workspaceId));

    await switchOrganization(context, {
      id: 'org-2',
      name: 'Difference Co',
      logoUrl: null,
      role: 'admin',
    });

    expect(workspaceIds).toEqual([null, 'ws-2']);
    // The old workspace did not travel with the new organization's call.
    const workspacesCall = api.findCalls('GET /api/v1/workspaces')[0];
    expect(workspacesCall?.url.searchParams.get('organization_id')).toBe('org-2');
    expect(workspacesCall?.url.searchParams.has('workspace_id')).toBe(false);
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      workspaceId: 'ws-2',
      user: { role: 'admin' },
    });
  });

  it('lets the last of two quick switches win', async () => {
    const { context } = createTestContext({}, buildLoggedInState());
    const first = switchOrganization(context, {
      id: 'org-2',
      name: 'B',
      logoUrl: null,
      role: 'admin',
    });
    const second = switchOrganization(context, {
      id: 'org-3',
      name: 'C',
      logoUrl: null,
      role: 'member',
    });
    await Promise.all([first, second]);
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-3',
      user: { role: 'member' },
    });
  });
});
