import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import { readConnectedLoginState } from '../../../lib/platform-connection/connected-login-state';
import { buildPlatformAccount } from '../../../test/api-fixtures';
import { expectGoogleMark } from '../../../test/expect-google-mark';
import {
  answerContent,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

const HEALTHY = buildPlatformAccount({
  email: 'ads@acme.test',
  accounts: [
    {
      id: '1234567890',
      name: 'Acme EU',
      descriptiveName: null,
      currencyCode: 'EUR',
      isManager: false,
      isReadOnly: false,
      isConnected: true,
      managerPath: [],
    },
  ],
});
const REVOKED = buildPlatformAccount({
  email: 'old@acme.test',
  connectionStatus: 'ERROR',
  connectionError: 'The grant was revoked at Google.',
});

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

function renderConnect({
  role = 'owner',
  routes = {},
  path = '/ad-accounts/connect/google',
}: { role?: components['schemas']['MemberRole']; routes?: FakeRoutes; path?: string } = {}) {
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/{platform}/ads/platformAccounts': (call) =>
      answerContent(call.params.platform === 'google' ? [HEALTHY, REVOKED] : []),
    ...routes,
  });
  const sink = vi.fn();
  unregister = registerAnalyticsSink(sink);
  const view = renderApp({ path, authState: buildLoggedInState(), fetch: api.fetch });
  return { ...view, api, sink };
}

async function findLoginRow(email: string) {
  const table = await screen.findByRole('table', { name: 'Connected Google Ads logins' });
  const cell = await within(table).findByText(email);
  const row = cell.closest('tr');
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
}

/** A popup the test closes by hand; window.open returns it. */
function stubPopup() {
  const popup = { closed: false, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  function report(data: unknown, origin = window.location.origin) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
      popup.closed = true;
    });
  }
  return { popup, open, report };
}

describe('connect page (Connections)', () => {
  it('lists the platform’s logins with status, and the coming-soon platforms apart', async () => {
    renderConnect();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connections' }),
    ).toBeInTheDocument();
    const healthy = await findLoginRow('ads@acme.test');
    expect(within(healthy).getByText('Connected')).toBeInTheDocument();
    expect(within(healthy).getByText('1')).toBeInTheDocument();
    const revoked = await findLoginRow('old@acme.test');
    expect(within(revoked).getByText('Connection error')).toBeInTheDocument();
    expect(within(revoked).getByText('The grant was revoked at Google.')).toBeInTheDocument();
    const comingSoon = screen.getByRole('region', { name: 'Coming soon' });
    expect(within(comingSoon).getByText('Meta Ads')).toBeInTheDocument();
    expect(within(comingSoon).getByText('TikTok Ads')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Ad platforms' });
    expect(within(tabs).getByRole('link', { name: 'Google Ads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'LinkedIn Ads' })).toHaveAttribute(
      'href',
      '/ad-accounts/connect/linkedin',
    );
  });

  it('disconnects a login after saying what happens', async () => {
    const { api, sink } = renderConnect({
      routes: {
        'DELETE /api/v1/{platform}/ads/platformAccounts': () =>
          answerContent({ email: 'ads@acme.test', disconnectedAdAccounts: 1 }),
      },
    });
    await userEvent.click(
      within(await findLoginRow('ads@acme.test')).getByRole('button', {
        name: 'Disconnect ads@acme.test',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this login?' });
    expect(dialog).toHaveTextContent('stop tagging');
    expect(dialog).toHaveTextContent('run history is kept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('ads@acme.test was disconnected; 1 ad account stopped tagging.'),
    ).toBeInTheDocument();
    const call = api.findCalls('DELETE /api/v1/{platform}/ads/platformAccounts')[0];
    expect(call?.path).toBe('/api/v1/google/ads/platformAccounts');
    expect(call?.body).toEqual({ email: 'ads@acme.test' });
    expect(sink).toHaveBeenCalledWith('auth_deleted', { platform: 'google' });
  });

  it('reconnects a broken login with its e-mail as the login hint, and stays on the page', async () => {
    const { report, open } = stubPopup();
    const { router, sink } = renderConnect();
    await userEvent.click(
      within(await findLoginRow('old@acme.test')).getByRole('button', {
        name: 'Reconnect old@acme.test',
      }),
    );
    expect(new URL(String(open.mock.calls[0]?.[0])).searchParams.get('login_hint')).toBe(
      'old@acme.test',
    );
    report({ status: 'true', email: 'old@acme.test' });
    expect(
      await screen.findByText('old@acme.test is connected again.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ad-accounts/connect/google');
    expect(sink).toHaveBeenCalledWith('auth_success', { platform: 'google' });
  });

  it('connects a new login and goes on to choose-account with the platform and e-mail as state', async () => {
    const { report, open } = stubPopup();
    const { router, api, sink } = renderConnect();
    await screen.findByRole('table', { name: 'Connected Google Ads logins' });
    expectGoogleMark(screen.getByRole('button', { name: 'Connect Google Ads' }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect Google Ads' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith('auth_prompt_launched', { platform: 'google' });
    const listCallsBefore = api.findCalls('GET /api/v1/{platform}/ads/platformAccounts').length;

    report({ status: 'true', email: 'ads@acme.test' });

    await waitFor(
      () => expect(router.state.location.pathname).toBe('/ad-accounts/choose-account'),
      { timeout: 3000 },
    );
    expect(readConnectedLoginState(router.state.location.state)).toEqual({
      platform: 'google',
      email: 'ads@acme.test',
    });
    expect(sink).toHaveBeenCalledWith('auth_success', { platform: 'google' });
    // The logins were fetched again after the connection.
    expect(api.findCalls('GET /api/v1/{platform}/ads/platformAccounts').length).toBeGreaterThan(
      listCallsBefore,
    );
    expect(await screen.findByText('Acme EU')).toBeInTheDocument();
  });

  it('explains a refused connection', async () => {
    const { report } = stubPopup();
    renderConnect();
    await screen.findByRole('table', { name: 'Connected Google Ads logins' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Google Ads' }));
    report({ status: 'false', error: 'access_denied' });
    expect(
      await screen.findByText(/The sign-in was cancelled/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('ignores a success claimed by another origin', async () => {
    const { report } = stubPopup();
    const { router } = renderConnect();
    await screen.findByRole('table', { name: 'Connected Google Ads logins' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Google Ads' }));
    report({ status: 'true', email: 'evil@attacker.test' }, 'https://attacker.test');
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Connect Google Ads' })).toBeEnabled(),
      {
        timeout: 3000,
      },
    );
    expect(router.state.location.pathname).toBe('/ad-accounts/connect/google');
  });

  it('tells the user to allow popups when the browser blocks it', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderConnect();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google Ads' }));
    expect(await screen.findByText(/Allow pop-ups for this site/)).toBeInTheDocument();
  });

  it('shows read-only roles the logins without connect or disconnect', async () => {
    renderConnect({ role: 'external' });
    await findLoginRow('ads@acme.test');
    expect(screen.queryByRole('button', { name: 'Connect Google Ads' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reconnect/ })).toBeNull();
  });
  it('says which abilities a LinkedIn login lacks and why, with Reconnect', async () => {
    const limited = buildPlatformAccount({
      email: 'li@acme.test',
      platform: 'linkedin',
      missingAbilities: ['read_post_landing_pages', 'edit_sponsored_posts'],
    });
    renderConnect({
      path: '/ad-accounts/connect/linkedin',
      routes: {
        'GET /api/v1/{platform}/ads/platformAccounts': (call) =>
          answerContent(call.params.platform === 'linkedin' ? [limited] : []),
      },
    });
    const table = await screen.findByRole('table', { name: 'Connected LinkedIn Ads logins' });
    const row = (await within(table).findByText('li@acme.test')).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Limited access')).toBeVisible();
    expect(
      within(row).getByText(/cannot read the landing pages of Sponsored Content/),
    ).toBeVisible();
    expect(
      within(row).getByText(/cannot change the landing page of a sponsored-only post/),
    ).toBeVisible();
    expect(within(row).queryByText(/cannot tag ads/)).toBeNull();
    expect(within(row).getByRole('button', { name: 'Reconnect li@acme.test' })).toBeEnabled();
  });
});
