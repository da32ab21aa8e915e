import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, createFakeApi, TEST_ORGANIZATION } from '../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../test/render-app';

const JOINED: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};

function createTwoOrganizationsApi() {
  return createFakeApi({
    'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION, JOINED]),
    'GET /api/v1/workspaces': (call) => {
      const organizationId = call.url.searchParams.get('organization_id') ?? '';
      return answerContent([{ id: `ws-of-${organizationId}`, organizationId, name: 'Default' }]);
    },
  });
}

async function findHeaderOrganization() {
  return within(await screen.findByRole('banner')).findByText(/Analytical Engines|Difference Co/);
}

describe('the organization you are in', () => {
  it('is named in the header', async () => {
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState() });
    const name = await findHeaderOrganization();
    expect(name).toHaveTextContent('Analytical Engines');
    expect(name.closest('[data-slot="current-organization"]')).toHaveTextContent(
      'Current organization: Analytical Engines',
    );
  });

  it("is written into the address of a page of that organization's data", async () => {
    const { router } = renderApp({
      path: '/run-history/123-456',
      authState: buildLoggedInState(),
      fetch: createTwoOrganizationsApi().fetch,
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ org: 'org-1' }));
    expect(router.state.location.pathname).toBe('/run-history/123-456');
  });

  it("a link to another of the user's organizations switches to it with a notice", async () => {
    const { context, router } = renderApp({
      path: '/run-history/123-456?org=org-2',
      authState: buildLoggedInState(),
      fetch: createTwoOrganizationsApi().fetch,
    });
    expect(
      await screen.findByText('Switched to Difference Co to open this link.'),
    ).toBeInTheDocument();
    expect(context.auth.getState()).toMatchObject({
      organizationId: 'org-2',
      workspaceId: 'ws-of-org-2',
    });
    expect(await findHeaderOrganization()).toHaveTextContent('Difference Co');
    expect(router.state.location.search).toMatchObject({ org: 'org-2' });
  });

  it('a link to an organization the user is not in keeps them where they are', async () => {
    const { context, router } = renderApp({
      path: '/run-history/123-456?org=org-of-strangers',
      authState: buildLoggedInState(),
      fetch: createTwoOrganizationsApi().fetch,
    });
    expect(
      await screen.findByText(
        'That link belongs to an organization you are not a member of. You are still in Analytical Engines.',
      ),
    ).toBeInTheDocument();
    expect(context.auth.getState().organizationId).toBe('org-1');
    // The address now names the organization the page shows.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ org: 'org-1' }));
  });

  it("switching in the menu on such a page leaves the old organization's page for home", async () => {
    const { context, router } = renderApp({
      path: '/run-history/123-456?org=org-1',
      authState: buildLoggedInState(),
      fetch: createTwoOrganizationsApi().fetch,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /profile menu of Ada Lovelace/ }),
    );
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Difference Co' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    expect(context.auth.getState().organizationId).toBe('org-2');
  });
});
