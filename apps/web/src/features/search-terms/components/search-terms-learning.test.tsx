import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError, TEST_ORGANIZATION } from '../../../test/fake-api';
import { renderSearchTermsTab as renderTab } from '../test/render-search-terms-tab';
import { buildResultsPage, buildSearchTermResult } from '../test/search-term-fixtures';

const DECISIONS = 'POST /api/v1/google/searchTerms/decisions';

const THREE_TERMS = buildResultsPage({
  results: [
    buildSearchTermResult(),
    buildSearchTermResult({
      id: '5c7e2a10-0000-4000-8000-000000000002',
      searchTerm: 'hearthly wood stove',
      isExclude: false,
      category: 'brand',
    }),
    buildSearchTermResult({
      id: '5c7e2a10-0000-4000-8000-000000000003',
      searchTerm: 'free stove plans',
      isExclude: true,
      category: 'product',
    }),
  ],
  total: 3,
});

function learned(count: number) {
  return () => answerContent({ brandId: 'b-1', learned: count, learnedTotal: count });
}

function rowOf(term: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Search terms' });
  const row = within(table).getByText(term).closest('tr');
  if (row === null) throw new Error(`no row for ${term}`);
  return row;
}

describe('accepting and rejecting decisions', () => {
  it('accepts one decision as it is: the brief learns it and the row says Learned', async () => {
    const { api } = renderTab({ routes: { [DECISIONS]: learned(1) } });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Accept excluding “wood stove jobs”, from the next validation on',
      }),
    );
    expect(
      await screen.findByText(
        'The brief learned it: “wood stove jobs” is excluded from the next validation on.',
      ),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)[0]?.body).toEqual({
      adAccountId: '4120000001',
      decisions: [{ searchTerm: 'wood stove jobs', isExclude: true, category: 'product' }],
    });
    await waitFor(() =>
      expect(within(rowOf('wood stove jobs')).getByText('Learned')).toBeVisible(),
    );
  });

  it('selects rows with keyboard-reachable checkboxes named by their term, and all of the page', async () => {
    renderTab({ page: THREE_TERMS });
    const selectAll = await screen.findByRole('checkbox', {
      name: 'Select all search terms on this page',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “free stove plans”' }));
    expect(selectAll).toHaveAttribute('data-state', 'indeterminate');
    const bar = screen.getByRole('region', { name: 'Selected search terms' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();

    selectAll.focus();
    await userEvent.keyboard(' ');
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(selectAll).toBeChecked();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selected search terms' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select “wood stove jobs”' })).not.toBeChecked();
  });

  it('rejects the selected decisions in bulk: the brief learns the opposite, in the same category', async () => {
    const { api } = renderTab({ page: THREE_TERMS, routes: { [DECISIONS]: learned(2) } });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select “hearthly wood stove”' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “free stove plans”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject decisions' }));

    expect(
      await screen.findByText('2 decisions learned — the next validation follows them'),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)[0]?.body).toEqual({
      adAccountId: '4120000001',
      decisions: [
        { searchTerm: 'hearthly wood stove', isExclude: true, category: 'brand' },
        { searchTerm: 'free stove plans', isExclude: false, category: 'product' },
      ],
    });
    expect(within(rowOf('hearthly wood stove')).getByText('Learned')).toBeInTheDocument();
    expect(within(rowOf('free stove plans')).getByText('Learned')).toBeInTheDocument();
    expect(within(rowOf('wood stove jobs')).queryByText('Learned')).toBeNull();
    // Done: the selection goes.
    expect(screen.queryByRole('region', { name: 'Selected search terms' })).toBeNull();
  });

  it('accepts the selected decisions in bulk as they are', async () => {
    const { api } = renderTab({ page: THREE_TERMS, routes: { [DECISIONS]: learned(3) } });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all search terms on this page' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept decisions' }));
    expect(
      await screen.findByText('3 decisions learned — the next validation follows them'),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)[0]?.body).toMatchObject({
      decisions: [
        { searchTerm: 'wood stove jobs', isExclude: true },
        { searchTerm: 'hearthly wood stove', isExclude: false },
        { searchTerm: 'free stove plans', isExclude: true },
      ],
    });
  });

  it('keeps the selection when learning fails, says so, and succeeds on a second try', async () => {
    let isDown = true;
    const { api } = renderTab({
      page: THREE_TERMS,
      routes: {
        [DECISIONS]: () =>
          isDown ? answerError(503, 'SERVICE_UNAVAILABLE', 'Try again in a minute.') : learned(2)(),
      },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select “wood stove jobs”' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “free stove plans”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept decisions' }));
    const bar = screen.getByRole('region', { name: 'Selected search terms' });
    expect(
      await within(bar).findByText(
        'The decisions were not learned; your selection is kept. Try again.',
      ),
    ).toBeInTheDocument();
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(within(rowOf('wood stove jobs')).queryByText('Learned')).toBeNull();

    isDown = false;
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept decisions' }));
    expect(
      await screen.findByText('2 decisions learned — the next validation follows them'),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)).toHaveLength(2);
  });

  it('starts another page with nothing selected', async () => {
    renderTab({ page: buildResultsPage({ results: THREE_TERMS.results, total: 120 }) });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select “wood stove jobs”' }),
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected search terms' })).toBeNull(),
    );
  });

  it('offers neither checkboxes nor accept and reject to an external user', async () => {
    renderTab({
      routes: {
        'GET /api/v1/organizations': () =>
          answerContent([{ ...TEST_ORGANIZATION, role: 'external' as const }]),
      },
    });
    await screen.findByText('wood stove jobs');
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
  });
});
