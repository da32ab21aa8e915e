import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TEMPLATE_ID } from '@utmost/ads-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import { answerContent, createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { getField } from '../../../test/find-field';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { readTemplateDraft } from '../lib/template-draft-storage';
import { buildTemplateRoutes, SAVED_TEMPLATE } from '../test/template-api-routes';

// Leaving the editor with unpublished changes asks first (the router's blocker, in memory history
// here); the tab's own prompt (beforeunload) is checked in the e2e walk.

let unregister: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => unregister?.());

const SAVED_PATH = `/url-templates/edit-template/google/${SAVED_TEMPLATE.id}`;
const LEAVE_DIALOG = { name: 'Leave without publishing?' };

function renderEditor(path: string, routes: FakeRoutes = {}) {
  const api = createFakeApi(buildTemplateRoutes(routes));
  unregister = registerAnalyticsSink(vi.fn());
  return { ...renderApp({ path, authState: buildLoggedInState(), fetch: api.fetch }), api };
}

async function findNameField(): Promise<HTMLInputElement> {
  await screen.findByRole('form', { name: 'Tracking template' });
  return getField('Name') as HTMLInputElement;
}

function clickSidebarLink(name: string) {
  const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
  return userEvent.click(within(navigation).getByRole('link', { name }));
}

describe('leaving the template editor', () => {
  // Two navigations and much typing: jsdom's events take seconds on a busy machine.
  it(
    'asks first with unpublished changes: Stay keeps the editor, Leave goes, the draft kept',
    {
      timeout: 20_000,
    },
    async () => {
      const { router } = renderEditor(SAVED_PATH);
      const name = await findNameField();
      await userEvent.type(name, ' 2');
      await screen.findByText('Unpublished changes');

      await clickSidebarLink('Ad accounts');
      const dialog = await screen.findByRole('dialog', LEAVE_DIALOG);
      expect(dialog).toHaveTextContent(
        'Your changes are kept as a draft on this device: open the template again to publish or discard them.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog', LEAVE_DIALOG)).toBeNull());
      expect(router.state.location.pathname).toBe(SAVED_PATH);
      expect(getField('Name')).toHaveValue('Brand UTMs 2');

      await clickSidebarLink('Ad accounts');
      await userEvent.click(
        within(await screen.findByRole('dialog', LEAVE_DIALOG)).getByRole('button', {
          name: 'Leave',
        }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
      // What the dialog promised: the changes wait as a draft.
      expect(readTemplateDraft(localStorage, 'google', SAVED_TEMPLATE.id)?.name).toBe(
        'Brand UTMs 2',
      );
    },
  );

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderEditor(SAVED_PATH);
    await findNameField();
    await clickSidebarLink('Ad accounts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    expect(screen.queryByRole('dialog', LEAVE_DIALOG)).toBeNull();
  });

  it('leaves without asking once published', { timeout: 20_000 }, async () => {
    const { router } = renderEditor(SAVED_PATH, {
      'POST /api/v1/{platform}/urlTemplate': (call) =>
        answerContent({ ...SAVED_TEMPLATE, ...(call.body as object) }),
    });
    const name = await findNameField();
    await userEvent.type(name, ' 2');
    const publish = within(screen.getByRole('form', { name: 'Tracking template' })).getByRole(
      'button',
      { name: 'Publish' },
    );
    await waitFor(() => expect(publish).toBeEnabled());
    await userEvent.click(publish);
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Publish this tracking template?' }),
      ).getByRole('button', { name: 'Publish' }),
    );
    // Publishing goes on to the list by itself, with no question on the way.
    await waitFor(() => expect(router.state.location.pathname).toBe('/url-templates'));
    expect(screen.queryByRole('dialog', LEAVE_DIALOG)).toBeNull();
  });

  it('asks for a new template changed from the default, not for one left as it opened', async () => {
    const newPath = `/url-templates/edit-template/google/${DEFAULT_TEMPLATE_ID}`;
    const first = renderEditor(newPath);
    await findNameField();
    await clickSidebarLink('Ad accounts');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/ad-accounts'));
    first.unmount();
    localStorage.clear();

    const second = renderEditor(newPath);
    const name = await findNameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring');
    await clickSidebarLink('Ad accounts');
    expect(await screen.findByRole('dialog', LEAVE_DIALOG)).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe(newPath);
  });
});
