import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TEMPLATE_ID, type components } from '@utmost/ads-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../lib/analytics';
import type { AppMode } from '../../lib/mode/app-mode';
import {
  answerContent,
  createFakeApi,
  TEST_ORGANIZATION,
  TEST_SUBSCRIPTION,
} from '../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../test/render-app';

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

function renderShell({
  path = '/ad-accounts',
  mode = 'tagging',
  role = 'owner',
  subscription = TEST_SUBSCRIPTION,
}: {
  path?: string;
  mode?: AppMode;
  role?: components['schemas']['MemberRole'];
  subscription?: components['schemas']['Subscription'];
} = {}) {
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/billing/subscription': () => answerContent(subscription),
  });
  return renderApp({ path, mode, authState: buildLoggedInState(), fetch: api.fetch });
}

// The button loads lazily after the shell; under a busy test run that can take a moment.
const LOAD_TIMEOUT = { timeout: 3000 };

function findMainAction(name: string | RegExp) {
  return screen.findByRole('button', { name }, LOAD_TIMEOUT);
}

describe('header split button', () => {
  it('is labelled by page: Ad accounts on home, Templates elsewhere, Create new AI brief on briefs', async () => {
    const { unmount } = renderShell();
    expect(await findMainAction('Ad accounts')).toBeEnabled();
    unmount();

    const view = renderShell({ path: '/run-history' });
    expect(await findMainAction('Templates')).toBeInTheDocument();
    view.unmount();

    renderShell({ path: '/ai-briefs', mode: 'search-terms' });
    expect(await findMainAction('Create new AI brief')).toBeInTheDocument();
  });

  it('reads Brief in search-terms mode other than on home and the briefs pages', async () => {
    renderShell({ path: '/analysis/select-account', mode: 'search-terms' });
    const main = await findMainAction('Brief');
    expect(main).toBeEnabled();
    expect(main).toHaveAttribute('title', 'New AI brief for Google Ads');
    expect(
      screen.queryByRole('button', { name: 'Choose the platform of the new template' }),
    ).toBeNull();
  });

  it('creates a new tracking template from Templates, the default platform or one from the menu', async () => {
    const { router } = renderShell({ path: '/run-history' });
    const main = await findMainAction('Templates');
    expect(main).toHaveAttribute('title', 'New tracking template for Google Ads');
    await userEvent.click(main);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/url-templates/edit-template/google/${DEFAULT_TEMPLATE_ID}`,
      ),
    );

    await userEvent.click(
      await screen.findByRole('button', { name: 'Choose the platform of the new template' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: /LinkedIn Ads/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/url-templates/edit-template/linkedin/${DEFAULT_TEMPLATE_ID}`,
      ),
    );
  });

  it('opens a new AI brief from Brief in search-terms mode, staying in that mode', async () => {
    const { router, context } = renderShell({ path: '/my-profile', mode: 'search-terms' });
    await userEvent.click(await findMainAction('Brief'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ai-briefs/edit-brief/new-brief'),
    );
    expect(context.appMode.getState()).toBe('search-terms');
  });

  it('opens a new AI brief from Create new AI brief', async () => {
    const { router } = renderShell({ path: '/ai-briefs', mode: 'search-terms' });
    await userEvent.click(await findMainAction('Create new AI brief'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/ai-briefs/edit-brief/new-brief'),
    );
    // Back returns to the page the brief was started from; from the empty state (no briefs yet),
    // to the list, which has the brief once it is saved.
    expect(router.state.location.search).toMatchObject({ from: '/ai-briefs' });
    expect(screen.queryByRole('button', { name: 'Connect an ad platform' })).toBeNull();
  });

  it('opens a menu of platforms: Google beta, LinkedIn, Meta and TikTok coming soon', async () => {
    renderShell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Connect an ad platform' }, LOAD_TIMEOUT),
    );
    const menu = await screen.findByRole('menu');
    const google = within(menu).getByRole('menuitem', { name: /Google Ads/ });
    expect(google).toHaveTextContent('Beta');
    expect(within(menu).getByRole('menuitem', { name: /LinkedIn Ads/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    for (const name of [/Meta Ads/, /TikTok Ads/]) {
      const item = within(menu).getByRole('menuitem', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveTextContent('Coming soon');
    }
  });

  it('opens the connect popup for the chosen platform and reports the prompt', async () => {
    const sink = vi.fn();
    unregister = registerAnalyticsSink(sink);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderShell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Connect an ad platform' }, LOAD_TIMEOUT),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: /LinkedIn Ads/ }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/v1/linkedin/authenticate');
    // The stub blocks the popup: the user is told to allow popups, and nothing was launched.
    expect(await screen.findByText(/blocked the sign-in window/)).toBeInTheDocument();
    expect(sink).not.toHaveBeenCalledWith('auth_prompt_launched', expect.anything());
  });

  it('goes straight to Google in search-terms mode, without a menu', async () => {
    const popup = { closed: false, close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const sink = vi.fn();
    unregister = registerAnalyticsSink(sink);
    renderShell({ mode: 'search-terms' });
    await userEvent.click(await findMainAction('Ad accounts'));
    expect(screen.queryByRole('button', { name: 'Connect an ad platform' })).toBeNull();
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/v1/google/authenticate');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      organization_id: 'org-1',
      workspace_id: 'ws-1',
      user_id: 'u-1',
      redirect_url: `${window.location.origin}/success`,
    });
    expect(open.mock.calls[0]?.[2]).toMatch(/^width=500,height=600,/);
    expect(sink).toHaveBeenCalledWith('auth_prompt_launched', { platform: 'google' });
  });

  it('is disabled with a tooltip when the maximum of ad accounts is connected', async () => {
    renderShell({
      subscription: {
        ...TEST_SUBSCRIPTION,
        status: 'active',
        type: 'payed',
        alreadyConnectedAdAccountsCount: 10,
        max_allowed_ac: 8,
        extra_allowed_ac: 2,
      },
    });
    await waitFor(async () => expect(await findMainAction('Ad accounts')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Connect an ad platform' })).toBeDisabled();
    const hintTrigger = screen
      .getByRole('button', { name: 'Ad accounts' })
      .closest('span[tabindex]');
    (hintTrigger as HTMLElement).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /as many ad accounts as your subscription allows/,
    );
  });

  it('keeps Templates enabled when no more ad accounts can be connected: creating a template is not connecting', async () => {
    const { router } = renderShell({
      subscription: {
        ...TEST_SUBSCRIPTION,
        status: 'active',
        type: 'payed',
        alreadyConnectedAdAccountsCount: 10,
        max_allowed_ac: 8,
        extra_allowed_ac: 2,
      },
    });
    // Home's Ad accounts is disabled once the subscription is known; the same rule must not
    // reach Templates on the next page.
    await waitFor(async () => expect(await findMainAction('Ad accounts')).toBeDisabled());
    await router.navigate({ to: '/run-history' });
    expect(await findMainAction('Templates')).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Choose the platform of the new template' }),
    ).toBeEnabled();
  });

  it('is disabled when the subscription blocks, saying so', async () => {
    renderShell({ subscription: { ...TEST_SUBSCRIPTION, type: 'blocked', status: 'canceled' } });
    await waitFor(async () => expect(await findMainAction('Ad accounts')).toBeDisabled());
    const hintTrigger = screen
      .getByRole('button', { name: 'Ad accounts' })
      .closest('span[tabindex]');
    (hintTrigger as HTMLElement).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/does not allow connecting/);
  });

  it('is not shown to external users, who cannot edit ad accounts', async () => {
    renderShell({ role: 'external' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await screen.findByRole('heading', { level: 2, name: 'No ad accounts yet' });
    expect(screen.queryByRole('button', { name: 'Ad accounts' })).toBeNull();
  });
});
