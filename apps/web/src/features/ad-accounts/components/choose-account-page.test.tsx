import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NONAME_ACCOUNT, type components } from '@utmost/ads-sdk';
import { adAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import { toConnectedLoginState } from '../../../lib/platform-connection/connected-login-state';
import { buildAdAccount, buildPlatformAccount } from '../../../test/api-fixtures';
import {
  answerContent,
  answerFieldErrors,
  createFakeApi,
  TEST_SUBSCRIPTION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

type Choice = components['schemas']['PlatformAdAccountChoice'];

function choice(overrides: Partial<Choice> & Pick<Choice, 'id'>): Choice {
  return {
    name: null,
    descriptiveName: null,
    currencyCode: 'USD',
    isManager: false,
    isReadOnly: false,
    isConnected: false,
    managerPath: [],
    ...overrides,
  };
}

const LOGIN = buildPlatformAccount({
  email: 'ads@acme.test',
  accounts: [
    choice({ id: '1000000001', name: 'Acme US' }),
    choice({ id: '1000000002', descriptiveName: 'Acme Brand (descriptive)' }),
    choice({ id: '1000000003' }),
    choice({ id: '1000000004', name: 'Acme MCC', isManager: true }),
    choice({ id: '1000000005', name: 'Acme EU', isConnected: true }),
    choice({ id: '1000000006', name: 'Agency view', isReadOnly: true }),
  ],
});

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

async function renderChooseAccount({
  routes = {},
  login = { platform: 'google', email: 'ads@acme.test' } as const,
}: { routes?: FakeRoutes; login?: { platform: 'google' | 'linkedin'; email: string } } = {}) {
  const api = createFakeApi({
    'GET /api/v1/{platform}/ads/platformAccounts': () => answerContent([LOGIN]),
    ...routes,
  });
  const sink = vi.fn();
  unregister = registerAnalyticsSink(sink);
  const view = renderApp({
    path: '/ad-accounts',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  await view.router.navigate({
    to: '/ad-accounts/choose-account',
    state: toConnectedLoginState(login),
  });
  return { ...view, api, sink };
}

function findRow(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
}

describe('choose-account', () => {
  it('without a connected login in the navigation state, sends the user to connect', async () => {
    const { router } = renderApp({
      path: '/ad-accounts/choose-account',
      authState: buildLoggedInState(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts/connect/google'));
  });

  it('lists the login’s accounts named by the SDK’s rule, managers not choosable, added ones checked', async () => {
    await renderChooseAccount();
    await screen.findByText('Acme US');
    expect(
      screen.getByText(
        'Choose the ad accounts of ads@acme.test on Google Ads that Utmost should manage.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme Brand (descriptive)')).toBeInTheDocument();
    expect(within(findRow(NONAME_ACCOUNT)).getByText('ID: 1000000003')).toBeInTheDocument();

    const manager = within(findRow('Acme MCC')).getByRole('checkbox');
    expect(manager).toBeDisabled();
    expect(manager).not.toBeChecked();
    expect(within(findRow('Acme MCC')).getByText(/hold no ads of their own/)).toBeInTheDocument();

    const added = within(findRow('Acme EU')).getByRole('checkbox');
    expect(added).toBeDisabled();
    expect(added).toBeChecked();
    expect(within(findRow('Acme EU')).getByText('Already added')).toBeInTheDocument();

    // Read-only: shown with the reason, but not offered for tagging.
    expect(within(findRow('Agency view')).getByText('Read-only')).toBeInTheDocument();
    expect(within(findRow('Agency view')).getByText(/can only view this account/)).toBeVisible();
    expect(within(findRow('Agency view')).getByRole('checkbox')).toBeDisabled();
    // Nothing chosen: no "Add 0 accounts", and the reason in sight.
    expect(screen.getByRole('button', { name: 'Add ad accounts' })).toBeDisabled();
    expect(screen.getByText('Choose at least one ad account above to add it.')).toBeVisible();
  });

  it('filters by name or id', async () => {
    await renderChooseAccount();
    await screen.findByText('Acme US');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search ad accounts' }), '0006');
    expect(screen.getByText('Agency view')).toBeInTheDocument();
    expect(screen.queryByText('Acme US')).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nothing like it');
    expect(screen.getByText('No ad account matches “nothing like it”.')).toBeInTheDocument();
  });

  it('shows and enforces what the subscription still allows', async () => {
    await renderChooseAccount({
      routes: {
        'GET /api/v1/billing/subscription': () =>
          answerContent({
            ...TEST_SUBSCRIPTION,
            status: 'active',
            type: 'payed',
            alreadyConnectedAdAccountsCount: 3,
            max_allowed_ac: 4,
            extra_allowed_ac: 1,
          }),
      },
    });
    expect(
      await screen.findByText('You can add 2 more ad accounts with your subscription.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all ad accounts' }));
    // Select all picks the three choosable accounts: not the manager, the added or the read-only.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You selected 3, but your subscription allows 2 more.',
    );
    expect(screen.getByRole('button', { name: 'Add 3 accounts' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Acme US' }));
    expect(screen.getByRole('button', { name: 'Add 2 accounts' })).toBeEnabled();
  });

  it('adds the picked ids as numbers, appends them to the list and goes to ad accounts', async () => {
    const added = buildAdAccount({ adAccountId: '1000000001', name: 'Acme US' });
    const { api, sink, router, context } = await renderChooseAccount({
      routes: {
        'POST /api/v1/{platform}/ads/accounts': () => answerContent([added], 201),
        // The list never answers here, so what shows is what the POST appended to the cache.
        'GET /api/v1/{platform}/ads/accounts': () => new Promise<Response>(() => {}),
      },
    });
    context.queryClient.setQueryData(
      adAccountsQueryOptions(context.sdk, { platform: 'google', organizationId: 'org-1' }).queryKey,
      [],
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Acme US' }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${NONAME_ACCOUNT}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 accounts' }));

    expect(await screen.findByText('1 ad account added.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
    const call = api.findCalls('POST /api/v1/{platform}/ads/accounts')[0];
    expect(call?.path).toBe('/api/v1/google/ads/accounts');
    expect(call?.body).toEqual({
      platform: 'google',
      organization_id: 'org-1',
      email: 'ads@acme.test',
      adAccountIds: [1000000001, 1000000003],
    });
    expect(sink).toHaveBeenCalledWith('add_ad_account', { platform: 'google', count: 1 });
    expect(
      context.queryClient.getQueryData(
        adAccountsQueryOptions(context.sdk, { platform: 'google', organizationId: 'org-1' })
          .queryKey,
      ),
    ).toEqual([added]);
  });

  it('shows the API’s refusal of an id under its row', async () => {
    await renderChooseAccount({
      routes: {
        'POST /api/v1/{platform}/ads/accounts': () =>
          answerFieldErrors({ 'adAccountIds.1': 'This login cannot see ad account 1000000003' }),
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Acme US' }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${NONAME_ACCOUNT}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 accounts' }));
    expect(await within(findRow(NONAME_ACCOUNT)).findByRole('alert')).toHaveTextContent(
      'This login cannot see ad account 1000000003',
    );
  });

  it('says so when the profile has no ad accounts, offering another profile', async () => {
    await renderChooseAccount({
      routes: {
        'GET /api/v1/{platform}/ads/platformAccounts': () =>
          answerContent([buildPlatformAccount({ platform: 'linkedin', email: 'empty@acme.test' })]),
      },
      login: { platform: 'linkedin', email: 'empty@acme.test' },
    });
    expect(
      await screen.findByRole('heading', { name: 'No ad accounts on this profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Try a different profile, or ask an admin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect a different profile' })).toBeEnabled();
  });
});
