import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRIEF_IN_USE } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError, createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildBrief, buildBriefRoutes } from '../test/brief-api-routes';

const IN_USE = buildBrief({
  adAccounts: [
    { id: 'acc-1', resourceName: 'customers/111', name: 'Hearthly UK', platform: 'google' },
  ],
});

function renderList(routes: FakeRoutes = {}, path = '/ai-briefs') {
  const api = createFakeApi(buildBriefRoutes({ brief: IN_USE }, routes));
  const view = renderApp({
    path,
    mode: 'search-terms',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  return { ...view, api };
}

describe('AI briefs list', () => {
  it('lists each brief with its company, website, ad accounts and last change', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'AI briefs' });
    const row = await within(table).findByRole('row', { name: /Hearthly stoves/ });
    expect(row).toHaveTextContent('Hearthly');
    expect(row).toHaveTextContent('https://www.hearthly.example/');
    expect(row).toHaveTextContent('Hearthly UK');
    expect(row).toHaveTextContent('Nov 02, 2026');
    expect(within(row).getByRole('link', { name: 'Hearthly stoves' })).toHaveAttribute(
      'href',
      `/ai-briefs/edit-brief/${IN_USE.id}?from=%2Fai-briefs`,
    );
    expect(within(row).getByRole('link', { name: 'Edit Hearthly stoves' })).toHaveAttribute(
      'href',
      `/ai-briefs/edit-brief/${IN_USE.id}?from=%2Fai-briefs`,
    );
    // One way to a new brief: the header's button, not a second one in the page.
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Create new AI brief' }),
    ).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Create new AI brief' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: 'Create new AI brief' })).toHaveLength(0);
  });

  it('goes to the empty state when there are no briefs', async () => {
    const { router } = renderList({ 'GET /api/v1/searchTerms/brands': () => answerContent([]) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No AI briefs yet' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ai-briefs/empty-state');
    // One way to a new brief here too: the header's button, named in the page (issue 25 item 7).
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Create new AI brief' }),
    ).toBeNull();
    expect(
      screen.getByText('Start one with “Create new AI brief” at the top of the page.'),
    ).toBeInTheDocument();
    expect(
      await screen.findAllByRole('button', { name: 'Create new AI brief' }, { timeout: 3000 }),
    ).toHaveLength(1);
  });

  it('asks again when the brief is in use, then deletes it with confirmInUse', async () => {
    let remaining = [IN_USE];
    const { api } = renderList({
      'GET /api/v1/searchTerms/brands': () => answerContent(remaining),
      'DELETE /api/v1/searchTerms/brands': (call) => {
        const body = call.body as { confirmInUse?: boolean };
        if (body.confirmInUse !== true) return answerError(409, 'CONFLICT', BRIEF_IN_USE);
        remaining = [];
        return answerContent({ deleted: [IN_USE.id], detachedAdAccounts: ['customers/111'] });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Hearthly stoves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Hearthly stoves”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText(BRIEF_IN_USE)).toBeInTheDocument();
    const accounts = within(dialog).getByRole('list', {
      name: 'Ad accounts that lose this AI brief',
    });
    expect(accounts).toHaveTextContent('Hearthly UK');
    // The 409 is the dialog's to show: no notification repeats it.
    expect(screen.getAllByText(BRIEF_IN_USE)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));

    expect(
      await screen.findByText('“Hearthly stoves” deleted. 1 ad account has no AI brief now.'),
    ).toBeInTheDocument();
    expect(api.findCalls('DELETE /api/v1/searchTerms/brands').map((call) => call.body)).toEqual([
      { brandIds: [IN_USE.id], confirmInUse: false },
      { brandIds: [IN_USE.id], confirmInUse: true },
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'No AI briefs yet' }),
      ).toBeInTheDocument(),
    );
  });
});
