import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, TEST_ORGANIZATION } from '../../../test/fake-api';
import {
  lastResultsQuery,
  renderSearchTermsTab as renderTab,
  TAB_PATH as PATH,
  WITH_BRIEF,
} from '../test/render-search-terms-tab';
import { buildResultsPage, buildSearchTermRun } from '../test/search-term-fixtures';

describe('the search terms tab', () => {
  it('heads the tab with the account, the run’s period and its wasted spend in the account currency', async () => {
    const { api } = renderTab();
    expect(await screen.findByRole('heading', { name: 'Hearthly' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Search terms of Oct 27, 2026 – Nov 25, 2026/),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Wasted spend' });
    expect(within(summary).getByText('2,500')).toBeInTheDocument();
    expect(within(summary).getByText('25% of all impressions')).toBeInTheDocument();
    expect(within(summary).getByText('€100.00')).toBeInTheDocument();
    expect(within(summary).getByText('25% of €400.00 spent in the period')).toBeInTheDocument();
    expect(within(summary).getByText('of 120 search terms')).toBeInTheDocument();
    expect(within(summary).getByText('€250.00 kept · €80.00 to exclude')).toBeInTheDocument();
    expect(within(summary).getByText('€50.00 kept · €20.00 to exclude')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Search terms' });
    const row = within(table).getByText('wood stove jobs').closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Exclude')).toBeInTheDocument();
    expect(cells.getByText('92%')).toBeInTheDocument();
    expect(cells.getByText('€18.45')).toBeInTheDocument();
    expect(within(table).getByText('€15.00')).toBeInTheDocument();
    expect(lastResultsQuery(api)).toMatchObject({
      organization_id: 'org-1',
      adAccountId: '4120000001',
      offset: '0',
      limit: '50',
      sortBy: 'costMicros',
      sortDirection: 'desc',
    });
  });

  it('sorts on the server and keeps the sort in the address', async () => {
    const { api, router } = renderTab();
    const table = await screen.findByRole('table', { name: 'Search terms' });
    await within(table).findByText('wood stove jobs');
    await userEvent.click(within(table).getByRole('button', { name: /Cost$/ }));
    await waitFor(() =>
      expect(lastResultsQuery(api)).toMatchObject({ sortBy: 'costMicros', sortDirection: 'asc' }),
    );
    expect(router.state.location.search).toMatchObject({
      sortBy: 'costMicros',
      sortDirection: 'asc',
    });
    await userEvent.click(within(table).getByRole('button', { name: /Clicks/ }));
    await waitFor(() =>
      expect(lastResultsQuery(api)).toMatchObject({ sortBy: 'clicks', sortDirection: 'desc' }),
    );
  });

  it('filters by decision in its header and a debounced search, keeping both in the address', async () => {
    const { api, router } = renderTab();
    await screen.findByText('wood stove jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Filter by decision' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Exclude' }));
    await waitFor(() => expect(lastResultsQuery(api)).toMatchObject({ decision: 'exclude' }));
    expect(router.state.location.search).toMatchObject({ decision: 'exclude' });
    expect(
      screen.getByRole('button', { name: 'Filter by decision, filtered' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Filters in use' })).getByText('Decision: Exclude'),
    ).toBeInTheDocument();

    const before = api.findCalls('GET /api/v1/google/searchTerms/results').length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search term contains' }), 'jobs');
    await waitFor(() =>
      expect(lastResultsQuery(api)).toMatchObject({ decision: 'exclude', search: 'jobs' }),
    );
    // One request for the settled text, not one a keystroke.
    expect(api.findCalls('GET /api/v1/google/searchTerms/results').length).toBe(before + 1);
    expect(router.state.location.search).toMatchObject({ decision: 'exclude', search: 'jobs' });
  });

  it('opens the view the address describes', async () => {
    const { api } = renderTab({
      path: `${PATH}?decision=keep&category=brand&page=2&sortBy=clicks&sortDirection=asc&search=stove`,
      page: buildResultsPage({ total: 120, offset: 50 }),
    });
    await screen.findByText('wood stove jobs');
    expect(lastResultsQuery(api)).toMatchObject({
      decision: 'keep',
      category: 'brand',
      offset: '50',
      sortBy: 'clicks',
      sortDirection: 'asc',
      search: 'stove',
    });
    expect(screen.getByRole('searchbox', { name: 'Search term contains' })).toHaveValue('stove');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says what a filter matching nothing means and clears the filters', async () => {
    const { router } = renderTab({
      path: `${PATH}?decision=keep`,
      page: (url) =>
        url.searchParams.has('decision')
          ? buildResultsPage({ results: [], total: 0 })
          : buildResultsPage(),
    });
    expect(await screen.findByText('No search terms match these filters')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Search terms' });
    await userEvent.click(within(table).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('wood stove jobs')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ org: 'org-1' });
  });

  it('loads, rather than calling the period empty, while cleared filters are being answered', async () => {
    let answerUnfiltered: () => void = () => undefined;
    const unfilteredAnswered = new Promise<void>((resolve) => {
      answerUnfiltered = resolve;
    });
    renderTab({
      path: `${PATH}?decision=keep`,
      routes: {
        'GET /api/v1/google/searchTerms/results': async (call) => {
          if (call.url.searchParams.has('decision')) {
            return answerContent(buildResultsPage({ results: [], total: 0 }));
          }
          await unfilteredAnswered;
          return answerContent(buildResultsPage());
        },
      },
    });
    expect(await screen.findByText('No search terms match these filters')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Search terms' });
    await userEvent.click(within(table).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText('No search terms in the period')).toBeNull();
    answerUnfiltered();
    expect(await screen.findByText('wood stove jobs')).toBeInTheDocument();
    expect(screen.queryByText('No search terms in the period')).toBeNull();
  });

  it('asks for a brief before anything else', async () => {
    renderTab({
      account: { ...WITH_BRIEF, brand: null },
      page: buildResultsPage({ run: null, byCategory: [], results: [], total: 0 }),
    });
    expect(await screen.findByText('Choose an AI brief first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Ad accounts' })).toHaveAttribute(
      'href',
      '/ad-accounts',
    );
    expect(screen.getByRole('button', { name: 'Validate now' })).toBeDisabled();
  });

  it('offers a first validation, says why the last failed, and an empty period', async () => {
    const empty = { byCategory: [], results: [], total: 0 };
    const first = renderTab({ page: buildResultsPage({ run: null, ...empty }) });
    expect(await screen.findByText('No validation yet')).toBeInTheDocument();
    first.unmount();

    const failed = renderTab({
      page: buildResultsPage({
        run: buildSearchTermRun({
          state: 'failed',
          failureReason: 'Google Ads refused the report: the login lost access.',
          summary: null,
        }),
        ...empty,
      }),
    });
    expect(await screen.findByText('The last validation failed')).toBeInTheDocument();
    expect(
      screen.getByText('Google Ads refused the report: the login lost access.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Wasted spend' })).toBeNull();
    failed.unmount();

    renderTab({
      page: buildResultsPage({
        run: buildSearchTermRun({ state: 'no_result', summary: null }),
        ...empty,
      }),
    });
    expect(await screen.findByText('No search terms in the period')).toBeInTheDocument();
  });

  it('validates now, shows the run working, and refetches the results when it ends', async () => {
    let runs: components['schemas']['SearchTermJobRun'][] = [];
    let page = buildResultsPage({ run: null, byCategory: [], results: [], total: 0 });
    const { api } = renderTab({
      page: () => page,
      routes: {
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent(runs),
        'POST /api/v1/google/searchTerms/adAccounts/validate': () => {
          runs = [buildSearchTermRun({ state: 'pending', finishedAt: null, summary: null })];
          return answerContent(runs, 202);
        },
      },
    });
    expect(await screen.findByText('No validation yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Validate now' }));
    expect(api.findCalls('POST /api/v1/google/searchTerms/adAccounts/validate')[0]?.body).toEqual({
      adAccounts: ['customers/4120000001'],
    });
    expect(
      await screen.findByRole('status', { name: 'Validating search terms…' }),
    ).toBeInTheDocument();

    runs = [buildSearchTermRun()];
    page = buildResultsPage();
    expect(await screen.findByText('wood stove jobs', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate now' })).toBeEnabled();
  });

  it('offers Validate now to editors only, not to an external user', async () => {
    renderTab({
      routes: {
        'GET /api/v1/organizations': () =>
          answerContent([{ ...TEST_ORGANIZATION, role: 'external' as const }]),
      },
    });
    // The external role arrives with the organizations list, after the first render.
    await waitFor(() => expect(screen.getByText('wood stove jobs')).toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /instead, from the next validation on$/ }),
      ).toBeNull(),
    );
    expect(screen.getByText('wood stove jobs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validate now' })).toBeNull();
  });

  it('lets an editor correct a decision, which the brief learns for the next validation', async () => {
    const { api } = renderTab({
      routes: {
        'POST /api/v1/google/searchTerms/decisions': () =>
          answerContent({ brandId: 'b-1', learned: 1, learnedTotal: 1 }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Exclude “hearthly wood stove” instead, from the next validation on',
      }),
    );
    // It asks first (search-terms-learning.test.tsx shows what the dialog says).
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exclude' }),
    );
    expect(
      await screen.findByText(
        'The brief learned it: “hearthly wood stove” is excluded from the next validation on.',
      ),
    ).toBeInTheDocument();
    expect(api.findCalls('POST /api/v1/google/searchTerms/decisions')[0]?.body).toEqual({
      adAccountId: '4120000001',
      decisions: [{ searchTerm: 'hearthly wood stove', isExclude: true, category: 'brand' }],
    });
    const table = screen.getByRole('table');
    const row = within(table).getByText('hearthly wood stove').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Learned')).toBeInTheDocument());
    expect(
      screen.getByRole('button', {
        name: 'Keep “wood stove jobs” instead, from the next validation on',
      }),
    ).toBeInTheDocument();
  });
});
