import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError, createFakeApi, TEST_ORGANIZATION } from '../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../test/render-app';

const SECOND: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'external',
};

async function openProfileMenu() {
  await userEvent.click(
    await screen.findByRole('button', { name: /profile menu of Ada Lovelace/ }),
  );
}

describe('organization switcher (profile menu)', () => {
  it('lists the organizations of a user in several and switches, clearing the workspace first', async () => {
    const api = createFakeApi({
      'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION, SECOND]),
      'GET /api/v1/workspaces': (call) => {
        const organizationId = call.url.searchParams.get('organization_id') ?? '';
        return answerContent([
          { id: organizationId === 'org-2' ? 'ws-2' : 'ws-1', organizationId, name: 'Default' },
        ]);
      },
    });
    const { context, router } = renderApp({
      path: '/organization/users',
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });
    await openProfileMenu();
    expect(
      await screen.findByRole('menuitemradio', { name: 'Analytical Engines' }),
    ).toHaveAttribute('aria-checked', 'true');
    const workspaceIds: (string | null)[] = [];
    context.auth.subscribe(() => workspaceIds.push(context.auth.getState().workspaceId));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Difference Co' }));

    await waitFor(() => expect(context.auth.getState().workspaceId).toBe('ws-2'));
    expect(workspaceIds[0]).toBeNull();
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      user: { role: 'external' },
    });
    // An external user may not see the organization: the guards ran again.
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
  });

  it('shows no switcher for a user in one organization', async () => {
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState() });
    await openProfileMenu();
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
  });

  it('logs out through the API', async () => {
    const api = createFakeApi();
    const { context, router } = renderApp({
      path: '/ad-accounts',
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });
    await openProfileMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.findCalls('POST /api/v1/users/{id}/logout')).toHaveLength(1);
    expect(context.auth.getState().isLoggedIn).toBe(false);
  });
});

describe('a restored session the server no longer knows', () => {
  it('goes to /login, logged out, when the refresh fails', async () => {
    const api = createFakeApi({
      'GET /api/v1/organizations': () => answerError(401, 'UNAUTHORIZED', 'No session.'),
      'POST /api/v1/users/refreshToken': () => answerError(401, 'UNAUTHORIZED', 'No session.'),
    });
    const { context, router } = renderApp({
      path: '/run-history',
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/run-history' });
    expect(context.auth.getState().isLoggedIn).toBe(false);
    expect(context.errorDisplay.getState().isShown).toBe(false);
  });
});
