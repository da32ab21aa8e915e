import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACTIVATION_NEEDS_CONNECTION,
  ACTIVATION_NEEDS_TEMPLATE,
  NO_READING_CORRECTIONS,
  SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE,
} from '@utmost/ads-sdk';
import type { components } from '@utmost/ads-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import type { AppMode } from '../../../lib/mode/app-mode';
import { buildAdAccount, buildUrlTemplate } from '../../../test/api-fixtures';
import {
  answerContent,
  createFakeApi,
  TEST_ORGANIZATION,
  TEST_SUBSCRIPTION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

type AdAccount = components['schemas']['AdAccount'];

const OLDEST = buildAdAccount({
  adAccountId: '111',
  name: 'Zeta Google',
  connectedAt: '2025-01-01T10:00:00.000Z',
  periodSummary: {
    calculatedExcludedCost: 12_500_000,
    excludedCostWithConversions: 0,
    excludedConversions: 0,
  },
});
const TEMPLATED = buildAdAccount({
  adAccountId: '222',
  name: 'Alpha Google',
  connectedAt: '2025-02-01T10:00:00.000Z',
  urlTemplate: { id: 't-1', name: 'Default UTMs' },
  taggingStatus: 'paused',
});
/** What makes an account "paused": a template chosen, auto-tagging off. */
const TEMPLATED_FIELDS = {
  urlTemplate: { id: 't-1', name: 'Default UTMs' },
  taggingStatus: 'paused',
} as const;
const BROKEN = buildAdAccount({
  platform: 'linkedin',
  adAccountId: '333',
  name: 'Mid LinkedIn',
  connectedAt: '2025-03-01T10:00:00.000Z',
  connectionStatus: 'ERROR',
  connectionError: 'The access was revoked on LinkedIn.',
  platformAccountEmail: 'li@acme.test',
  taggingStatus: 'error',
});

const BRAND_TEMPLATE = buildUrlTemplate();

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

function renderAdAccounts({
  role = 'owner',
  mode = 'tagging',
  routes = {},
}: { role?: components['schemas']['MemberRole']; mode?: AppMode; routes?: FakeRoutes } = {}) {
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(
        [OLDEST, TEMPLATED, BROKEN].filter((account) => account.platform === call.params.platform),
      ),
    ...routes,
  });
  const sink = vi.fn();
  unregister = registerAnalyticsSink(sink);
  const view = renderApp({
    path: '/ad-accounts',
    mode,
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  return { ...view, api, sink };
}

async function findTable() {
  return screen.findByRole('table', { name: 'Ad accounts' });
}

async function readNames(): Promise<string[]> {
  const table = await findTable();
  await waitFor(() => expect(within(table).queryByText('Zeta Google')).not.toBeNull());
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByText(/(Google|LinkedIn)$/).textContent ?? '');
}

function findRow(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
}

describe('ad accounts list', () => {
  it('shows both platforms in one table, newest connection first, with the spec’s columns', async () => {
    renderAdAccounts();
    expect(await readNames()).toEqual(['Mid LinkedIn', 'Alpha Google', 'Zeta Google']);
    const headers = within(await findTable())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      'Ad account',
      'Connected',
      'Last run',
      'Next run',
      'Status',
      'Tracking template',
      'Auto-tagging',
      'Actions',
    ]);
    const row = findRow('Zeta Google');
    expect(within(row).getByText('ID: 111')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Google Ads' })).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByText('Not scheduled')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Connected/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by the SDK’s rule: the same column while desc gives asc, another column desc', async () => {
    renderAdAccounts();
    await readNames();
    await userEvent.click(screen.getByRole('button', { name: 'Connected' }));
    expect(await readNames()).toEqual(['Zeta Google', 'Alpha Google', 'Mid LinkedIn']);
    expect(screen.getByRole('columnheader', { name: /Connected/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ad account' }));
    expect(await readNames()).toEqual(['Zeta Google', 'Mid LinkedIn', 'Alpha Google']);
    // Next run puts the disconnected account first, whatever the direction.
    await userEvent.click(screen.getByRole('button', { name: 'Next run' }));
    expect((await readNames())[0]).toBe('Mid LinkedIn');
  });

  it('keeps the enable switch off with the activation rule’s reason until a template is chosen', async () => {
    renderAdAccounts();
    await readNames();
    const noTemplate = within(findRow('Zeta Google')).getByRole('switch', {
      name: 'Auto-tagging of Zeta Google',
    });
    expect(noTemplate).toBeDisabled();
    act(() => (noTemplate.closest('span[tabindex]') as HTMLElement).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(ACTIVATION_NEEDS_TEMPLATE);

    const broken = within(findRow('Mid LinkedIn')).getByRole('switch');
    expect(broken).toBeDisabled();
    act(() => (broken.closest('span[tabindex]') as HTMLElement).focus());
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(ACTIVATION_NEEDS_CONNECTION),
    );
  });

  it('turns auto-tagging on where the rule allows, and reports it', async () => {
    const { api, sink } = renderAdAccounts({
      routes: {
        'PUT /api/v1/{platform}/ads/accounts': () =>
          answerContent([{ ...TEMPLATED, enabled: true, taggingStatus: 'active' }]),
      },
    });
    await readNames();
    const row = findRow('Alpha Google');
    expect(within(row).getByText('Paused')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('switch', { name: 'Auto-tagging of Alpha Google' }),
    );
    await waitFor(() =>
      expect(within(findRow('Alpha Google')).getByText('Active')).toBeInTheDocument(),
    );
    const call = api.findCalls('PUT /api/v1/{platform}/ads/accounts')[0];
    expect(call?.path).toBe('/api/v1/google/ads/accounts');
    expect(call?.body).toEqual({
      platform: 'google',
      organization_id: 'org-1',
      resourceNames: ['customers/222'],
      changes: { enabled: true },
    });
    expect(sink).toHaveBeenCalledWith('enable_auto_tagging', { platform: 'google', count: 1 });
  });

  it('says "Paused" only for an account switched on once, "Ready" if never', async () => {
    const paused = { ...TEMPLATED, autoTaggingEnabledAt: '2025-02-02T10:00:00.000Z' };
    const neverOn = { ...OLDEST, ...TEMPLATED_FIELDS, autoTaggingEnabledAt: null };
    renderAdAccounts({
      routes: {
        'GET /api/v1/{platform}/ads/accounts': (call) =>
          answerContent(call.params.platform === 'google' ? [paused, neverOn] : []),
      },
    });
    await readNames();
    const pausedRow = findRow('Alpha Google');
    expect(within(pausedRow).getByText('Paused')).toBeInTheDocument();
    const neverOnRow = findRow('Zeta Google');
    expect(within(neverOnRow).getByText('Ready', { exact: true })).toBeInTheDocument();
    expect(within(neverOnRow).getByText('Not switched on yet')).toBeInTheDocument();
    expect(within(pausedRow).queryByText('Not switched on yet')).toBeNull();
    expect(within(neverOnRow).queryByText('Paused')).toBeNull();
    expect(
      within(neverOnRow).getByRole('switch', { name: 'Auto-tagging of Zeta Google' }),
    ).toBeEnabled();
  });

  it('shows a connection error with Reconnect, which opens the popup for that login', async () => {
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue({ closed: false, close: vi.fn() } as unknown as Window);
    renderAdAccounts();
    await readNames();
    const row = findRow('Mid LinkedIn');
    expect(within(row).getByText('The access was revoked on LinkedIn.')).toBeInTheDocument();
    expect(within(row).getByText('Error')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reconnect Mid LinkedIn' }));
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/v1/linkedin/authenticate');
    expect(url.searchParams.get('login_hint')).toBe('li@acme.test');
  });

  it('assigns a tracking template from a row, which makes the enable switch usable', async () => {
    const assigned: AdAccount = {
      ...OLDEST,
      urlTemplate: { id: BRAND_TEMPLATE.id, name: BRAND_TEMPLATE.name },
      taggingStatus: 'paused',
    };
    let accounts = [OLDEST, TEMPLATED];
    const { api, sink } = renderAdAccounts({
      routes: {
        'GET /api/v1/{platform}/ads/accounts': (call) =>
          answerContent(call.params.platform === 'google' ? accounts : []),
        'GET /api/v1/{platform}/urlTemplates': (call) =>
          answerContent(call.params.platform === 'google' ? [BRAND_TEMPLATE] : []),
        'PUT /api/v1/{platform}/ads/accounts': () => {
          accounts = [assigned, TEMPLATED];
          return answerContent([assigned]);
        },
      },
    });
    await readNames();
    const row = findRow('Zeta Google');
    expect(within(row).getByRole('switch', { name: 'Auto-tagging of Zeta Google' })).toBeDisabled();
    const select = within(row).getByRole('combobox', { name: 'Tracking template of Zeta Google' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    const option = await screen.findByRole('option', { name: 'Brand UTMs' });
    const templateFetches = api.findCalls('GET /api/v1/{platform}/urlTemplates').length;
    await userEvent.click(option);

    expect(
      await screen.findByText(/Tracking template “Brand UTMs” assigned to 1 ad account/),
    ).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')[0]?.body).toEqual({
      platform: 'google',
      organization_id: 'org-1',
      resourceNames: ['customers/111'],
      changes: { urlTemplateId: BRAND_TEMPLATE.id },
    });
    expect(sink).toHaveBeenCalledWith('tracking_template_assigned', {
      platform: 'google',
      count: 1,
    });
    const updated = findRow('Zeta Google');
    expect(within(updated).getByRole('combobox')).toHaveTextContent('Brand UTMs');
    expect(within(updated).getByText('Paused')).toBeInTheDocument();
    expect(within(updated).getByRole('switch')).toBeEnabled();
    // The templates' "used by" and the accounts are refetched.
    await waitFor(() =>
      expect(api.findCalls('GET /api/v1/{platform}/urlTemplates').length).toBeGreaterThan(
        templateFetches,
      ),
    );
  });

  it('says why the selector is off while the platform has no templates', async () => {
    renderAdAccounts();
    await readNames();
    const findSelect = () =>
      within(findRow('Zeta Google')).getByRole('combobox', {
        name: 'Tracking template of Zeta Google',
      });
    // Disabled once the (empty) list of templates has arrived, the reason in sight beside it.
    await waitFor(() => expect(findSelect()).toBeDisabled());
    const row = findRow('Zeta Google');
    expect(within(row).getByText(/No tracking template for Google Ads yet/)).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/url-templates/edit-template/google/default',
    );
  });

  it('assigns a template to several accounts of one platform in bulk', async () => {
    const second = buildAdAccount({ adAccountId: '444', name: 'Beta Google' });
    let accounts = [OLDEST, second];
    const { api, sink } = renderAdAccounts({
      routes: {
        'GET /api/v1/{platform}/ads/accounts': (call) =>
          answerContent(call.params.platform === 'google' ? accounts : []),
        'GET /api/v1/{platform}/urlTemplates': () => answerContent([BRAND_TEMPLATE]),
        'PUT /api/v1/{platform}/ads/accounts': () => {
          accounts = accounts.map((account) => ({
            ...account,
            urlTemplate: { id: BRAND_TEMPLATE.id, name: BRAND_TEMPLATE.name },
            taggingStatus: 'paused',
          }));
          return answerContent(accounts);
        },
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all ad accounts' }));
    const toolbar = screen.getByRole('toolbar', { name: '2 selected' });
    expect(within(toolbar).getByRole('button', { name: 'Enable' })).toBeDisabled();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Assign template' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Assign a tracking template to 2 ad accounts',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Assign' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tracking template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brand UTMs' }));
    await userEvent.click(confirm);

    expect(
      await screen.findByText(/Tracking template “Brand UTMs” assigned to 2 ad accounts/),
    ).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')[0]?.body).toEqual({
      platform: 'google',
      organization_id: 'org-1',
      resourceNames: ['customers/444', 'customers/111'],
      changes: { urlTemplateId: BRAND_TEMPLATE.id },
    });
    expect(sink).toHaveBeenCalledWith('tracking_template_assigned', {
      platform: 'google',
      count: 2,
    });
    // Still selected, and now both can be turned on.
    await waitFor(() =>
      expect(
        within(screen.getByRole('toolbar', { name: '2 selected' })).getByRole('button', {
          name: 'Enable',
        }),
      ).toBeEnabled(),
    );
  });

  it('refuses to assign one template to accounts of two platforms', async () => {
    const { api } = renderAdAccounts({
      routes: { 'GET /api/v1/{platform}/urlTemplates': () => answerContent([BRAND_TEMPLATE]) },
    });
    await readNames();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Zeta Google' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Mid LinkedIn' }));
    const assign = within(screen.getByRole('toolbar', { name: '2 selected' })).getByRole('button', {
      name: 'Assign template',
    });
    expect(assign).toBeDisabled();
    act(() => (assign.closest('span[tabindex]') as HTMLElement).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Select ad accounts of one platform',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')).toEqual([]);
  });

  it('removes selected accounts of both platforms after a confirmation', async () => {
    const { api, sink } = renderAdAccounts({
      routes: {
        'DELETE /api/v1/{platform}/ads/accounts': (call) =>
          answerContent({ removed: (call.body as { resourceNames: string[] }).resourceNames }),
      },
    });
    await readNames();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Zeta Google' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Mid LinkedIn' }));
    expect(screen.getByRole('checkbox', { name: 'Select all ad accounts' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    const toolbar = screen.getByRole('toolbar', { name: '2 selected' });
    // Neither can be turned on: one has no template, the other a connection error.
    expect(within(toolbar).getByRole('button', { name: 'Enable' })).toBeDisabled();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 ad accounts?' });
    expect(dialog).toHaveTextContent('Nothing changes on the ad platform');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('2 ad accounts removed.')).toBeInTheDocument();
    const bodies = api
      .findCalls('DELETE /api/v1/{platform}/ads/accounts')
      .map((call) => [call.path, call.body]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        [
          '/api/v1/google/ads/accounts',
          { platform: 'google', organization_id: 'org-1', resourceNames: ['customers/111'] },
        ],
        [
          '/api/v1/linkedin/ads/accounts',
          {
            platform: 'linkedin',
            organization_id: 'org-1',
            resourceNames: ['urn:li:sponsoredAccount:333'],
          },
        ],
      ]),
    );
    expect(sink).toHaveBeenCalledWith('remove_ad_account', { platform: 'google', count: 1 });
    expect(sink).toHaveBeenCalledWith('remove_ad_account', { platform: 'linkedin', count: 1 });
  });

  it('disables the selected accounts that are on', async () => {
    const on = { ...TEMPLATED, enabled: true, taggingStatus: 'active' } as AdAccount;
    const { api } = renderAdAccounts({
      routes: {
        'GET /api/v1/{platform}/ads/accounts': (call) =>
          answerContent(call.params.platform === 'google' ? [OLDEST, on] : []),
        'PUT /api/v1/{platform}/ads/accounts': () =>
          answerContent([{ ...on, enabled: false, taggingStatus: 'paused' }]),
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all ad accounts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Auto-tagging is off for 1 ad account.')).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')[0]?.body).toMatchObject({
      resourceNames: ['customers/222'],
      changes: { enabled: false },
    });
  });

  it('shows read-only roles no checkboxes, switches or Reconnect', async () => {
    renderAdAccounts({ role: 'external' });
    await readNames();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reconnect/ })).toBeNull();
    expect(
      within(findRow('Mid LinkedIn')).getByText('The access was revoked on LinkedIn.'),
    ).toBeInTheDocument();
  });

  it('lists Google only in search-terms mode, with wasted spend and the AI rules selector', async () => {
    const { api } = renderAdAccounts({ mode: 'search-terms' });
    const table = await findTable();
    await waitFor(() => expect(within(table).getByText('Zeta Google')).toBeInTheDocument());
    expect(within(table).queryByText('Mid LinkedIn')).toBeNull();
    expect(api.findCalls('GET /api/v1/{platform}/ads/accounts').map((call) => call.path)).toEqual([
      '/api/v1/google/ads/accounts',
    ]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Ad account',
      'Connected',
      'Last validation',
      'Next validation',
      'Wasted spend',
      'Validation',
      'AI rules',
      'Validation actions',
    ]);
    // Spec §3's "Bad impressions" is money: named as such, with what it counts a button away.
    expect(
      within(within(table).getByRole('columnheader', { name: /Wasted spend/ })).getByRole(
        'button',
        { name: 'What wasted spend counts' },
      ),
    ).toBeInTheDocument();
    expect(within(findRow('Zeta Google')).getByText('€12.50')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const row = findRow('Zeta Google');
    await waitFor(() =>
      expect(
        within(row).getByText('There are no AI briefs to choose from yet.'),
      ).toBeInTheDocument(),
    );
    expect(within(row).getByRole('combobox', { name: 'AI rules of Zeta Google' })).toBeDisabled();
    expect(within(row).getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/ai-briefs/edit-brief/new-brief?from=%2Fad-accounts',
    );
  });

  it('assigns an AI brief from the AI rules selector in search-terms mode', async () => {
    const brief: components['schemas']['Brief'] = {
      id: '7c0a4d2e-0000-4000-8000-0000000000b1',
      briefName: 'Hearthly stoves',
      name: 'Hearthly',
      website: 'https://www.hearthly.example/',
      shortDescription: 'Hearthly designs and sells wood-burning stoves across the UK and Ireland.',
      competitorsList: ['Stovax', 'Morsø', 'Charnwood', 'Contura', 'Jøtul'],
      products: [{ name: 'Stoves', description: '' }],
      readingCorrections: NO_READING_CORRECTIONS,
      adAccounts: [],
      organizationId: 'org-1',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    };
    const assigned = { ...OLDEST, brand: { id: brief.id, name: brief.briefName } };
    let accounts: AdAccount[] = [OLDEST];
    const { api } = renderAdAccounts({
      mode: 'search-terms',
      routes: {
        'GET /api/v1/{platform}/ads/accounts': () => answerContent(accounts),
        'GET /api/v1/searchTerms/brands': () => answerContent([brief]),
        'PUT /api/v1/{platform}/ads/accounts': () => {
          accounts = [assigned];
          return answerContent([assigned]);
        },
      },
    });
    const table = await findTable();
    await waitFor(() => expect(within(table).getByText('Zeta Google')).toBeInTheDocument());
    const select = within(findRow('Zeta Google')).getByRole('combobox', {
      name: 'AI rules of Zeta Google',
    });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    const briefFetches = api.findCalls('GET /api/v1/searchTerms/brands').length;
    await userEvent.click(await screen.findByRole('option', { name: 'Hearthly stoves' }));

    expect(
      await screen.findByText('AI brief “Hearthly stoves” assigned to Zeta Google.'),
    ).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')[0]?.body).toEqual({
      platform: 'google',
      organization_id: 'org-1',
      resourceNames: ['customers/111'],
      changes: { brandId: brief.id },
    });
    expect(within(findRow('Zeta Google')).getByRole('combobox')).toHaveTextContent(
      'Hearthly stoves',
    );
    // The briefs' "ad accounts" are refetched.
    await waitFor(() =>
      expect(api.findCalls('GET /api/v1/searchTerms/brands').length).toBeGreaterThan(briefFetches),
    );
    await userEvent.click(within(findRow('Zeta Google')).getByRole('combobox'));
    expect(await screen.findByRole('option', { name: 'No AI brief' })).toBeInTheDocument();
  });

  it('switches daily validation on for an account with a brief, never for one without', async () => {
    const withBrief = { ...OLDEST, brand: { id: 'b-1', name: 'Hearthly stoves' } };
    const switchedOn = { ...withBrief, isSearchTermsValidationEnabled: true };
    const { api } = renderAdAccounts({
      mode: 'search-terms',
      routes: {
        'GET /api/v1/{platform}/ads/accounts': () => answerContent([withBrief, TEMPLATED]),
        'PUT /api/v1/{platform}/ads/accounts': () => answerContent([switchedOn]),
      },
    });
    const table = await findTable();
    await waitFor(() => expect(within(table).getByText('Zeta Google')).toBeInTheDocument());
    expect(
      within(findRow(TEMPLATED.name)).getByRole('switch', {
        name: `Daily search-term validation for ${TEMPLATED.name}`,
      }),
    ).toBeDisabled();
    await userEvent.click(
      within(findRow('Zeta Google')).getByRole('switch', {
        name: 'Daily search-term validation for Zeta Google',
      }),
    );
    await waitFor(() =>
      expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')[0]?.body).toEqual({
        platform: 'google',
        organization_id: 'org-1',
        resourceNames: ['customers/111'],
        changes: { isSearchTermsValidationEnabled: true },
      }),
    );
    await waitFor(() =>
      expect(within(findRow('Zeta Google')).getByText('Active')).toBeInTheDocument(),
    );
  });

  it('validates an account with a brief now, and says why one without cannot be', async () => {
    const withBrief = { ...OLDEST, brand: { id: 'b-1', name: 'Hearthly stoves' } };
    let runs: components['schemas']['SearchTermJobRun'][] = [];
    const { api } = renderAdAccounts({
      mode: 'search-terms',
      routes: {
        'GET /api/v1/{platform}/ads/accounts': () => answerContent([withBrief, TEMPLATED]),
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent(runs),
        'POST /api/v1/google/searchTerms/adAccounts/validate': () => {
          runs = [
            {
              jobId: '0b9d1c1e-0000-4000-8000-00000000aa01',
              resourceName: withBrief.resourceName,
              accountName: withBrief.name,
              state: 'pending',
              failureReason: null,
              periodStart: '2026-10-27',
              periodEnd: '2026-11-25',
              createdAt: '2026-11-26T09:00:00.000Z',
              startedAt: null,
              finishedAt: null,
              progress: null,
              summary: null,
            },
          ];
          return answerContent(runs, 202);
        },
      },
    });
    const table = await findTable();
    await waitFor(() => expect(within(table).getByText('Zeta Google')).toBeInTheDocument());
    const noBrief = within(findRow(TEMPLATED.name)).getByRole('button', {
      name: `Validate the search terms of ${TEMPLATED.name} now`,
    });
    expect(noBrief).toBeDisabled();
    await userEvent.click(
      within(findRow('Zeta Google')).getByRole('button', {
        name: 'Validate the search terms of Zeta Google now',
      }),
    );
    expect(
      await screen.findByText(
        'Checking the last 30 days of search terms of Zeta Google against its AI brief. Wasted spend updates when it ends.',
      ),
    ).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/google/searchTerms/adAccounts/validate')[0]?.body).toEqual({
      adAccounts: ['customers/111'],
    });
    expect(
      await within(findRow('Zeta Google')).findByLabelText(
        'Validating the search terms of Zeta Google…',
      ),
    ).toBeInTheDocument();
  });

  it('opens an account’s search term analysis from its name in search-terms mode only', async () => {
    const { router } = renderAdAccounts({ mode: 'search-terms' });
    const table = await findTable();
    const name = await within(table).findByRole('link', { name: 'Zeta Google' });
    expect(name).toHaveAttribute('href', '/analysis/search-terms/111');
    expect(name).toHaveAccessibleDescription('Opens its search term analysis');
    await userEvent.click(name);
    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis/search-terms/111'));
  });

  it('links no account name in tagging mode', async () => {
    renderAdAccounts();
    const table = await findTable();
    await within(table).findByText('Zeta Google');
    expect(within(table).queryByRole('link', { name: 'Zeta Google' })).toBeNull();
  });

  it('leads from the validation’s notice to the account’s results', async () => {
    const withBrief = { ...OLDEST, brand: { id: 'b-1', name: 'Hearthly stoves' } };
    const { router } = renderAdAccounts({
      mode: 'search-terms',
      routes: {
        'GET /api/v1/{platform}/ads/accounts': () => answerContent([withBrief]),
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent([]),
        'POST /api/v1/google/searchTerms/adAccounts/validate': () => answerContent([], 202),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Validate the search terms of Zeta Google now' }),
    );
    const notice = (
      await screen.findByText(/^Checking the last 30 days of search terms of Zeta Google/)
    ).closest('[data-sonner-toast]');
    expect(notice).not.toBeNull();
    await userEvent.click(
      within(notice as HTMLElement).getByRole('button', { name: 'View results' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/analysis/search-terms/111'));
  });

  it('shows search-term validation in search-terms mode, never the tagging status or schedule', async () => {
    const TAGGING = buildAdAccount({
      adAccountId: '444',
      name: 'Tagged Google',
      enabled: true,
      urlTemplate: { id: 't-1', name: 'Default UTMs' },
      taggingStatus: 'active',
      lastRun: { createdAt: '2025-04-01T10:00:00.000Z' },
      nextRun: { nextJobTime: '2099-04-02T10:00:00.000Z' },
    });
    const VALIDATING = buildAdAccount({
      adAccountId: '555',
      name: 'Validated Google',
      brand: { id: 'b-1', name: 'Hearthly' },
      isSearchTermsValidationEnabled: true,
      lastRunSearchTerm: { createdAt: '2025-05-01T10:00:00.000Z' },
      nextRunSearchTerm: { nextJobTime: '2099-05-02T10:00:00.000Z' },
    });
    renderAdAccounts({
      mode: 'search-terms',
      routes: {
        'GET /api/v1/{platform}/ads/accounts': () => answerContent([TAGGING, VALIDATING]),
      },
    });
    const table = await findTable();
    await waitFor(() => expect(within(table).getByText('Tagged Google')).toBeInTheDocument());
    const tagged = findRow('Tagged Google');
    expect(within(tagged).getByText('Not set up')).toBeInTheDocument();
    expect(within(tagged).getByText('Needs an AI brief')).toBeInTheDocument();
    expect(within(tagged).getByText('Never')).toBeInTheDocument();
    expect(within(tagged).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(tagged).queryByText('Active')).toBeNull();
    expect(within(tagged).queryByText(/2099/)).toBeNull();
    const validated = findRow('Validated Google');
    expect(within(validated).getByText('Active')).toBeInTheDocument();
    expect(within(validated).getByText(/May 02, 2099/)).toBeInTheDocument();
    expect(within(validated).getByText(/May 01, 2025/)).toBeInTheDocument();
  });

  it('tells a blocked subscription why the checklist cannot switch auto-tagging on', async () => {
    const blocked = { ...TEST_SUBSCRIPTION, type: 'blocked' as const, status: 'canceled' as const };
    for (const subscription of [TEST_SUBSCRIPTION, blocked]) {
      const view = renderAdAccounts({
        routes: {
          'GET /api/v1/{platform}/ads/accounts': (call) =>
            answerContent(
              [TEMPLATED].filter((account) => account.platform === call.params.platform),
            ),
          'GET /api/v1/{platform}/urlTemplates': (call) =>
            answerContent(call.params.platform === 'google' ? [BRAND_TEMPLATE] : []),
          'GET /api/v1/billing/subscription': () => answerContent(subscription),
        },
      });
      const checklist = await screen.findByRole('region', {
        name: 'Get started: your first tagging run',
      });
      const button = await within(checklist).findByRole('button', {
        name: 'Switch auto-tagging on for 1 ad account',
      });
      if (subscription === blocked) {
        await waitFor(() => expect(button).toBeDisabled());
        expect(
          within(checklist).getByText(SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE),
        ).toBeInTheDocument();
      } else {
        expect(button).toBeEnabled();
        expect(within(checklist).queryByText(SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE)).toBeNull();
      }
      view.unmount();
    }
  });

  it('shows the empty state with the first-run checklist at its connect step', async () => {
    renderAdAccounts({
      routes: {
        'GET /api/v1/{platform}/ads/accounts': () => answerContent([]),
        'GET /api/v1/{platform}/urlTemplates': () => answerContent([]),
        'GET /api/v1/{platform}/ads/platformAccounts': () => answerContent([]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'No ad accounts yet' })).toBeInTheDocument();
    const checklist = await screen.findByRole('region', {
      name: 'Get started: your first tagging run',
    });
    expect(within(checklist).getByText('0 of 5 done')).toBeInTheDocument();
    const current = within(checklist)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Connect an ad platform');
    expect(screen.getByRole('button', { name: 'Connect Google Ads' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect LinkedIn Ads' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Manage connections' })).toHaveAttribute(
      'href',
      '/ad-accounts/connect/google',
    );
  });
});
