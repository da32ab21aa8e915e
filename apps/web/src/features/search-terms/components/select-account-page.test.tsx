import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { buildAdAccount } from '../../../test/api-fixtures';
import { answerContent, answerError, createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildResultsPage, buildSearchTermRun } from '../test/search-term-fixtures';

const BRIEF = { id: 'b-1', name: 'Hearthly stoves' };
const HEARTHLY = buildAdAccount({
  adAccountId: '4120000001',
  name: 'Hearthly',
  currencyCode: 'EUR',
  brand: BRIEF,
  isSearchTermsValidationEnabled: true,
  lastRunSearchTerm: { createdAt: '2026-11-26T09:00:00.000Z' },
  periodSummary: {
    calculatedExcludedCost: 100_000_000,
    excludedCostWithConversions: 0,
    excludedConversions: 0,
  },
});
const KILN = buildAdAccount({
  adAccountId: '4120000002',
  name: 'Kiln & Co',
  currencyCode: 'USD',
  brand: BRIEF,
  lastRunSearchTerm: { createdAt: '2026-11-20T09:00:00.000Z' },
  // An example of the brief excluded terms that brought conversions: that part is said apart.
  periodSummary: {
    calculatedExcludedCost: 2_500_000_000,
    excludedCostWithConversions: 41_200_000,
    excludedConversions: 2,
  },
});
const NEW_ONE = buildAdAccount({ adAccountId: '4120000003', name: 'Fresh Start', brand: BRIEF });
const NO_BRIEF = buildAdAccount({ adAccountId: '4120000004', name: 'Unbriefed' });

function renderSelectAccount({
  accounts = [HEARTHLY, KILN, NEW_ONE, NO_BRIEF],
  routes = {},
}: { accounts?: ReturnType<typeof buildAdAccount>[]; routes?: FakeRoutes } = {}) {
  const api = createFakeApi({
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(call.params.platform === 'google' ? accounts : []),
    'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent([]),
    'GET /api/v1/google/searchTerms/results': () => answerContent(buildResultsPage()),
    ...routes,
  });
  const view = renderApp({
    path: '/analysis/select-account',
    mode: 'search-terms',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  return { ...view, api };
}

async function findAccountList() {
  return screen.findByRole('list', { name: 'Ad accounts with an AI brief' });
}

function findAccountLink(name: string) {
  return screen.getByRole('link', { name });
}

describe('choosing an account to analyse', () => {
  it('lists the accounts with an AI brief, the costliest waste first, with their last validation, status and wasted spend', async () => {
    renderSelectAccount();
    const list = await findAccountList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link'))).toEqual([
      findAccountLink('Kiln & Co'),
      findAccountLink('Hearthly'),
      findAccountLink('Fresh Start'),
    ]);
    expect(screen.queryByText('Unbriefed')).not.toBeInTheDocument();

    const hearthly = findAccountLink('Hearthly');
    expect(hearthly).toHaveAttribute('href', '/analysis/search-terms/4120000001');
    // Each value is read with its column's name; the money is in the account's currency.
    expect(hearthly).toHaveAccessibleDescription(
      `ID: 4120000001 Last validation: ${formatDateTime('2026-11-26T09:00:00.000Z')} Status: Validated daily Wasted spend: €100.00`,
    );
    expect(findAccountLink('Kiln & Co')).toHaveAccessibleDescription(
      `ID: 4120000002 Last validation: ${formatDateTime('2026-11-20T09:00:00.000Z')} Status: Daily validation paused Wasted spend: $2,500.00 of which $41.20 brought 2 conversions`,
    );
    expect(findAccountLink('Fresh Start')).toHaveAccessibleDescription(
      'ID: 4120000003 Last validation: Not validated yet Status: Not validated daily Wasted spend: No results yet',
    );
  });

  it('says what wasted spend counts, from a button in its column’s header', async () => {
    renderSelectAccount();
    await findAccountList();
    const info = screen.getByRole('button', { name: 'What wasted spend counts' });
    await userEvent.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /What the search terms to exclude cost in the period checked/,
    );
  });

  it('opens an account’s search terms from its row, by keyboard too', async () => {
    const { router } = renderSelectAccount();
    await findAccountList();
    await userEvent.tab();
    // The sidebar and header come first: tab on until the first account's row has the focus.
    for (
      let step = 0;
      step < 30 && document.activeElement !== findAccountLink('Kiln & Co');
      step++
    ) {
      await userEvent.tab();
    }
    expect(findAccountLink('Kiln & Co')).toHaveFocus();
    await userEvent.tab();
    expect(findAccountLink('Hearthly')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/analysis/search-terms/4120000001'),
    );
    expect(await screen.findByRole('heading', { name: 'Hearthly' })).toBeInTheDocument();
  });

  it('says which account validates now and which last validation failed or found nothing', async () => {
    const validatedOnce = '2026-11-25T09:00:00.000Z';
    renderSelectAccount({
      accounts: [HEARTHLY, KILN, { ...NEW_ONE, lastRunSearchTerm: { createdAt: validatedOnce } }],
      routes: {
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () =>
          answerContent([
            buildSearchTermRun({
              jobId: 'a',
              state: 'pending',
              summary: null,
              progress: { stage: 'reading', termsRead: 45_210, termsClassified: 0 },
            }),
            buildSearchTermRun({
              jobId: 'b',
              resourceName: KILN.resourceName,
              state: 'failed',
              summary: null,
            }),
            buildSearchTermRun({
              jobId: 'c',
              resourceName: NEW_ONE.resourceName,
              state: 'no_result',
              summary: null,
            }),
          ]),
      },
    });
    await findAccountList();
    await waitFor(() =>
      expect(findAccountLink('Hearthly')).toHaveAccessibleDescription(
        / Status: Validating…, 45,210 terms read /,
      ),
    );
    expect(findAccountLink('Kiln & Co')).toHaveAccessibleDescription(
      new RegExp(`Last validation: ${formatDateTime('2026-11-20T09:00:00.000Z')}, Failed Status:`),
    );
    expect(findAccountLink('Fresh Start')).toHaveAccessibleDescription(
      new RegExp(
        `Last validation: ${formatDateTime(validatedOnce)}, No search terms found Status:`,
      ),
    );
  });

  it('says no account has a brief yet and leads to where one is chosen or written', async () => {
    const { router } = renderSelectAccount({ accounts: [NO_BRIEF] });
    const empty = await screen.findByRole('region', { name: 'No ad account has an AI brief yet' });
    expect(within(empty).getByRole('link', { name: 'Go to AI briefs' })).toHaveAttribute(
      'href',
      '/ai-briefs',
    );
    await userEvent.click(within(empty).getByRole('link', { name: 'Go to Ad accounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-accounts'));
  });

  it('shows placeholder rows while the accounts load', async () => {
    renderSelectAccount({
      routes: { 'GET /api/v1/{platform}/ads/accounts': () => new Promise(() => {}) },
    });
    await waitFor(() =>
      expect(document.querySelector('[aria-busy="true"] [data-slot="skeleton"]')).not.toBeNull(),
    );
    expect(screen.queryByRole('list', { name: 'Ad accounts with an AI brief' })).toBeNull();
    expect(screen.queryByText('No ad account has an AI brief yet')).toBeNull();
  });

  it('says when the accounts could not be loaded, and tries again', async () => {
    let isDown = true;
    renderSelectAccount({
      routes: {
        'GET /api/v1/{platform}/ads/accounts': () =>
          isDown
            ? answerError(403, 'FORBIDDEN', 'You cannot see these ad accounts.')
            : answerContent([HEARTHLY]),
      },
    });
    expect(await screen.findByText('Your ad accounts could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No ad account has an AI brief yet')).toBeNull();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findAccountList()).toBeInTheDocument();
    expect(screen.queryByText('Your ad accounts could not be loaded.')).toBeNull();
  });
});
