import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_TERMS_COOKIE } from './lib/mode/app-mode';
import { storeVersions } from './lib/versions';
import { answerContent, createFakeApi, TEST_ORGANIZATION } from './test/fake-api';
import { answerVersions, buildLoggedInState, renderApp } from './test/render-app';

afterEach(() => {
  localStorage.clear();
  Cookies.remove(SEARCH_TERMS_COOKIE, { path: '/' });
});

async function expectPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('guards', () => {
  it('sends a logged-out visitor from a protected page to /login, remembering the page', async () => {
    const { router } = renderApp({ path: '/run-history' });
    await expectPath(router, '/login');
    expect(router.state.location.search).toEqual({ redirect: '/run-history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a logged-in user from /login to ad accounts, inside the shell', async () => {
    const { router } = renderApp({ path: '/login', authState: buildLoggedInState() });
    await expectPath(router, '/ad-accounts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ad accounts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No ad accounts yet' }),
    ).toBeInTheDocument();
  });

  it('opens ad accounts from the bare origin', async () => {
    const { router } = renderApp({ path: '/', authState: buildLoggedInState() });
    await expectPath(router, '/ad-accounts');
  });

  it('opens a deep link to a page of one mode in that mode, whatever mode was remembered', async () => {
    const { router, context } = renderApp({
      path: '/url-templates',
      authState: buildLoggedInState(),
      mode: 'search-terms',
    });
    await expectPath(router, '/url-templates');
    expect(context.appMode.getState()).toBe('tagging');
    expect(await screen.findByRole('button', { name: 'Tagging' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('redirects to ad accounts, saying why, when a page of the other mode opens within a visit', async () => {
    const { router, context } = renderApp({
      path: '/ai-briefs/edit-brief/new-brief',
      authState: buildLoggedInState(),
    });
    await expectPath(router, '/ai-briefs/edit-brief/new-brief');
    expect(context.appMode.getState()).toBe('search-terms');
    // The header switch goes home in tagging mode; Back then asks for the briefs page again.
    await userEvent.click(await screen.findByRole('button', { name: 'Tagging' }));
    await expectPath(router, '/ad-accounts');
    router.history.back();
    await expectPath(router, '/ad-accounts');
    expect(context.appMode.getState()).toBe('tagging');
    expect(
      await screen.findByText(
        '“AI briefs” is a Search terms page. You’re in Tagging mode, so we took you to Ad accounts. To open it, switch to Search terms at the top of the page.',
      ),
    ).toBeInTheDocument();
  });

  it('opens a page of the current mode, without echoing the URL', async () => {
    const { router } = renderApp({
      path: '/analysis/search-terms/123',
      authState: buildLoggedInState(),
      mode: 'search-terms',
    });
    await expectPath(router, '/analysis/search-terms/123');
    expect(
      await screen.findByRole('heading', { name: 'Ad account not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('123');
  });

  it.each(['keywords', 'ngrams', 'negativePlanner'])(
    'shows not-found for an analysis tab that is not built (%s)',
    async (tab) => {
      renderApp({
        path: `/analysis/${tab}/123`,
        authState: buildLoggedInState(),
        mode: 'search-terms',
      });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText(new RegExp(tab))).toBeNull();
    },
  );

  it('keeps external users out of the organization, and out of its sidebar item', async () => {
    // The role is the one in the selected organization, as the API lists it.
    const fetch = createFakeApi({
      'GET /api/v1/organizations': () =>
        answerContent([{ ...TEST_ORGANIZATION, role: 'external' }]),
    }).fetch;
    const { router } = renderApp({
      path: '/organization/users',
      authState: buildLoggedInState(),
      fetch,
    });
    await expectPath(router, '/ad-accounts');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Organization' })).not.toBeInTheDocument();
  });
});

describe('routes and params', () => {
  it('shows page-not-found for an unknown path', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('treats a platform other than google or linkedin as not found', async () => {
    renderApp({ path: '/ad-accounts/connect/meta', authState: buildLoggedInState() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens the account’s run history with a notice for run details without a jobId', async () => {
    const { router } = renderApp({
      path: '/run-history/123/details/google',
      authState: buildLoggedInState(),
    });
    await expectPath(router, '/run-history/123');
    expect(await screen.findByText('That run could not be found')).toBeInTheDocument();
  });

  it('opens the account’s run history with a notice for a jobId that names no run', async () => {
    const { router } = renderApp({
      path: '/run-history/123/details/linkedin?jobId=42',
      authState: buildLoggedInState(),
    });
    // The fake API knows no run: the account's history opens and says why.
    await expectPath(router, '/run-history/123');
    expect(await screen.findByText('That run could not be found')).toBeInTheDocument();
  });

  it('requires the invitation token', async () => {
    renderApp({ path: '/handle-invitation' });
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
  });

  it('saves a searchTerms query parameter on any page to the cookie', async () => {
    const { router } = renderApp({ path: '/forgot-password?searchTerms=true' });
    await expectPath(router, '/forgot-password');
    expect(Cookies.get(SEARCH_TERMS_COOKIE)).toBe('true');
  });
});

describe('shell', () => {
  it('moves focus to the new page heading after a navigation, not on the first page', async () => {
    const { router } = renderApp({ path: '/run-history', authState: buildLoggedInState() });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Run history' });
    expect(heading).not.toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Tracking templates' }));
    await expectPath(router, '/url-templates');
    const next = await screen.findByRole('heading', { level: 1, name: 'Tracking templates' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveAttribute('tabindex', '-1');
  });

  it('switches mode from the sidebar Go to item and lands on ad accounts', async () => {
    const { router, context } = renderApp({
      path: '/run-history',
      authState: buildLoggedInState(),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Run history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: /Go to/ }));
    await expectPath(router, '/ad-accounts');
    expect(context.appMode.getState()).toBe('search-terms');
    expect(within(nav).getByRole('link', { name: 'AI briefs' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Run history' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ad accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches mode from the header switch', async () => {
    const { context } = renderApp({ path: '/ad-accounts', authState: buildLoggedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Search terms' }));
    expect(context.appMode.getState()).toBe('search-terms');
    expect(screen.getByRole('button', { name: 'Search terms' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens Help from the sidebar', async () => {
    renderApp({ path: '/ad-accounts', authState: buildLoggedInState() });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    // The dialog's code loads after the first render; wait for the real trigger.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Help' })).toHaveTextContent(
      'Utmost has two apps',
    );
  });

  it('logs out from the profile menu', async () => {
    const { router, context } = renderApp({
      path: '/ad-accounts',
      authState: buildLoggedInState(),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /profile menu of Ada Lovelace/ }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await expectPath(router, '/login');
    expect(context.auth.getState().isLoggedIn).toBe(false);
  });
});

describe('global screens', () => {
  it('shows the 500 screen with Refresh when a request answers 500', async () => {
    renderApp({ path: '/login', fetch: answerVersions(undefined, 500) });
    expect(
      await screen.findByRole('heading', { name: 'The server ran into a problem' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('shows the new-version banner when the deployed versions differ from the stored ones', async () => {
    storeVersions(localStorage, { api: '0.1.0', web: 'build-0' });
    renderApp({ path: '/login', fetch: answerVersions({ api: '0.1.0', web: 'build-1' }) });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('A new version of Utmost is available');
    expect(within(banner).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('shows no banner on the first visit and remembers the versions', async () => {
    renderApp({ path: '/login', fetch: answerVersions({ api: '0.1.0', web: 'build-1' }) });
    await waitFor(() =>
      expect(localStorage.getItem('utmost.versions')).toBe('{"api":"0.1.0","web":"build-1"}'),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
