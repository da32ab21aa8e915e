import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerContent, answerError, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const KEY = 'install-key-from-the-banner';

const RESET_MAIL = {
  id: 'm-1',
  to: 'ada@example.com',
  subject: 'Reset your Utmost password',
  text: 'Choose a new password: http://localhost:3000/reset-password?token=abc\nThanks',
  html: '<p>ignored</p>',
  createdAt: '2026-03-01T10:00:00Z',
};

/** The API's mailbox: open to the install key only, as `listMailboxMessages` is. */
function createMailboxApi() {
  return createFakeApi({
    'GET /api/v1/dev/mailbox': (call) =>
      call.headers.get('X-Utmost-Install-Key') === KEY
        ? answerContent([RESET_MAIL])
        : answerError(403, 'FORBIDDEN', 'The local mailbox opens with this install’s key.'),
  });
}

afterEach(() => sessionStorage.clear());

describe('/mailbox', () => {
  it("opens with the banner's link, keeps the key for the tab and takes it out of the address", async () => {
    const api = createMailboxApi();
    const { router } = renderApp({ path: `/mailbox?key=${KEY}`, fetch: api.fetch });
    const mail = await screen.findByRole('article', { name: 'Reset your Utmost password' });
    expect(within(mail).getByText(/To ada@example.com/)).toBeInTheDocument();
    expect(
      within(mail).getByRole('link', { name: 'http://localhost:3000/reset-password?token=abc' }),
    ).toHaveAttribute('href', '/reset-password?token=abc');
    expect(router.state.location.href).toBe('/mailbox');
    expect(router.history.length).toBe(1);
    expect(sessionStorage.getItem('utmost.installKey')).toBe(KEY);
    // Sent as a header, never in a URL.
    for (const call of api.findCalls('GET /api/v1/dev/mailbox')) {
      expect(call.url.search).not.toContain(KEY);
    }
  });

  it('stays open in the same tab without the key in the address (the app links to it)', async () => {
    const api = createMailboxApi();
    sessionStorage.setItem('utmost.installKey', KEY);
    renderApp({ path: '/mailbox', fetch: api.fetch });
    expect(
      await screen.findByRole('article', { name: 'Reset your Utmost password' }),
    ).toBeInTheDocument();
  });

  it('says where to find its link when the tab has no key, or a wrong one', async () => {
    for (const path of ['/mailbox', '/mailbox?key=wrong']) {
      const api = createMailboxApi();
      const view = renderApp({ path, fetch: api.fetch });
      expect(await screen.findByText('Open the mailbox with its link')).toBeInTheDocument();
      expect(screen.getByText(/Use the Mailbox link the server printed/)).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      view.unmount();
      sessionStorage.clear();
    }
  });

  it('takes a new link in a tab that had a wrong key', async () => {
    const api = createMailboxApi();
    sessionStorage.setItem('utmost.installKey', 'old-key');
    const { router } = renderApp({ path: '/mailbox', fetch: api.fetch });
    expect(await screen.findByText('Open the mailbox with its link')).toBeInTheDocument();
    await router.navigate({ to: '/mailbox', search: { key: KEY } });
    expect(
      await screen.findByRole('article', { name: 'Reset your Utmost password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/mailbox'));
  });

  it('refreshes with the key too', async () => {
    const api = createMailboxApi();
    sessionStorage.setItem('utmost.installKey', KEY);
    renderApp({ path: '/mailbox', fetch: api.fetch });
    await screen.findByRole('article', { name: 'Reset your Utmost password' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.findCalls('GET /api/v1/dev/mailbox')).toHaveLength(2));
    expect(api.findCalls('GET /api/v1/dev/mailbox')[1]?.headers.get('X-Utmost-Install-Key')).toBe(
      KEY,
    );
  });

  it('does not exist where the API has no mailbox', async () => {
    renderApp({ path: '/mailbox' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
