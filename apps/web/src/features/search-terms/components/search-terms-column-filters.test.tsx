import { RANGE_MIN_ABOVE_MAX } from '@utmost/ads-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  lastResultsQuery,
  renderSearchTermsTab as renderTab,
  TAB_PATH,
} from '../test/render-search-terms-tab';

async function openTable() {
  const table = await screen.findByRole('table', { name: 'Search terms' });
  await within(table).findByText('wood stove jobs');
  return table;
}

function chips() {
  return screen.getByRole('list', { name: 'Filters in use' });
}

describe('the search terms table’s headers', () => {
  // The keyword rides under its term (no column of its own, so the reason has room): its match
  // type filter sits in the term's header, and it is not a sort of the table's.
  it('sorts every column on the server: decision, category, reason by what decided', async () => {
    const { api, router } = renderTab();
    const table = await openTable();
    const cases = [
      ['Decision', { sortBy: 'isExclude', sortDirection: 'desc' }],
      ['Category', { sortBy: 'category', sortDirection: 'asc' }],
      ['Reason', { sortBy: 'signal', sortDirection: 'asc' }],
      ['Conf.', { sortBy: 'confidence', sortDirection: 'desc' }],
      ['CPA', { sortBy: 'cpaMicros', sortDirection: 'desc' }],
    ] as const;
    for (const [header, sort] of cases) {
      await userEvent.click(within(table).getByRole('button', { name: header }));
      await waitFor(() => expect(lastResultsQuery(api)).toMatchObject(sort));
      expect(router.state.location.search).toMatchObject(sort);
    }
    expect(within(table).getByRole('columnheader', { name: /CPA/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('filters cost in the account’s currency and sends micros; the chip removes it', async () => {
    const { api, router } = renderTab();
    await openTable();
    await userEvent.click(screen.getByRole('button', { name: 'Filter by cost' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter by cost' });
    await userEvent.type(within(panel).getByLabelText('At least (€)'), '10');
    await userEvent.type(within(panel).getByLabelText('At most (€)'), '50.5{Enter}');
    await waitFor(() =>
      expect(lastResultsQuery(api)).toMatchObject({
        minCostMicros: '10000000',
        maxCostMicros: '50500000',
      }),
    );
    expect(router.state.location.search).toMatchObject({ minCost: 10, maxCost: 50.5 });
    expect(screen.queryByRole('dialog', { name: 'Filter by cost' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter by cost, filtered' })).toBeInTheDocument();
    expect(within(chips()).getByText('Cost: €10.00 – €50.50')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the filter Cost: €10.00 – €50.50' }),
    );
    await waitFor(() => expect(lastResultsQuery(api)).not.toHaveProperty('minCostMicros'));
    expect(screen.queryByRole('list', { name: 'Filters in use' })).toBeNull();
  });

  it('filters confidence in percent and refuses a range that cannot match', async () => {
    const { api } = renderTab();
    await openTable();
    await userEvent.click(screen.getByRole('button', { name: 'Filter by confidence' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter by confidence' });
    await userEvent.type(within(panel).getByLabelText('At least (%)'), '90');
    await userEvent.type(within(panel).getByLabelText('At most (%)'), '80');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    // The SDK's words, which the API answers with too: the problem and the way out.
    expect(within(panel).getByRole('alert')).toHaveTextContent(RANGE_MIN_ABOVE_MAX);
    expect(RANGE_MIN_ABOVE_MAX).toMatch(/no search term can match/);
    expect(within(panel).getByLabelText('At least (%)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(panel).getByLabelText('At most (%)'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastResultsQuery(api)).toMatchObject({ minConfidence: '0.9' }));
    expect(within(chips()).getByText('Confidence: at least 90%')).toBeInTheDocument();
  });

  it('filters by what decided a term (the SDK’s words) and by the keyword’s match type', async () => {
    const { api } = renderTab();
    await openTable();
    await userEvent.click(screen.getByRole('button', { name: 'Filter by what decided' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'A competitor' }));
    await waitFor(() => expect(lastResultsQuery(api)).toMatchObject({ signal: 'competitor' }));
    expect(within(chips()).getByText('Decided by: A competitor')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filter by match type' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Phrase match' }));
    await waitFor(() =>
      expect(lastResultsQuery(api)).toMatchObject({ signal: 'competitor', matchType: 'PHRASE' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter by match type, filtered' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'All' }));
    await waitFor(() => expect(lastResultsQuery(api)).not.toHaveProperty('matchType'));
  });

  it('shows the run’s flags from “Show” and clears every filter at once, keeping the sort', async () => {
    const { api, router } = renderTab({
      path: `${TAB_PATH}?category=brand&minClicks=5&sortBy=clicks&page=2`,
    });
    await openTable();
    expect(lastResultsQuery(api)).toMatchObject({
      category: 'brand',
      minClicks: '5',
      offset: '50',
    });
    expect(within(chips()).getByText('Category: Brand')).toBeInTheDocument();
    expect(within(chips()).getByText('Clicks: at least 5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Left for you to review' }));
    await waitFor(() => expect(lastResultsQuery(api)).toMatchObject({ flag: 'needsReview' }));
    expect(lastResultsQuery(api)).toHaveProperty('offset', '0');
    expect(within(chips()).getByText('Left for you to review')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastResultsQuery(api)).not.toHaveProperty('flag'));
    expect(lastResultsQuery(api)).not.toHaveProperty('category');
    expect(lastResultsQuery(api)).not.toHaveProperty('minClicks');
    expect(router.state.location.search).toEqual({ org: 'org-1', sortBy: 'clicks' });
  });
});
