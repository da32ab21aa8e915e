import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { answerContent } from '../../../../test/fake-api';
import { buildNgram } from '../../test/ngram-fixtures';
import { renderSearchTermsTab } from '../../test/render-search-terms-tab';
import { buildSearchTermRun } from '../../test/search-term-fixtures';

type NgramsPage = components['schemas']['SearchTermNgramsPage'];

const PATH = '/analysis/n-grams/4120000001';

function buildNgramsPage(overrides: Partial<NgramsPage> = {}): NgramsPage {
  return {
    run: buildSearchTermRun(),
    currencyCode: 'EUR',
    ngrams: [
      buildNgram({
        terms: [
          {
            searchTerm: 'wood stoves',
            isExclude: false,
            impressions: 600,
            clicks: 30,
            costMicros: 30_000_000,
            conversions: 2,
          },
          {
            searchTerm: 'stove jobs',
            isExclude: true,
            impressions: 400,
            clicks: 20,
            costMicros: 10_000_000,
            conversions: 0,
          },
        ],
      }),
      buildNgram({
        gram: 'jobs',
        lemma: 'job',
        surfaceForms: ['jobs'],
        costMicros: 10_000_000,
        excludedCostMicros: 10_000_000,
        excludedCostShare: 1,
        conversions: 0,
        cpaMicros: null,
      }),
    ],
    total: 2,
    offset: 0,
    limit: 50,
    ...overrides,
  };
}

function renderNgramsTab(page: NgramsPage | ((url: URL) => NgramsPage) = buildNgramsPage()) {
  const view = renderSearchTermsTab({
    path: PATH,
    routes: {
      'GET /api/v1/google/searchTerms/ngrams': (call) =>
        answerContent(typeof page === 'function' ? page(call.url) : page),
    },
  });
  const lastQuery = () =>
    Object.fromEntries(
      view.api.findCalls('GET /api/v1/google/searchTerms/ngrams').at(-1)?.url.searchParams ?? [],
    );
  return { ...view, lastQuery };
}

describe('the N-grams tab', () => {
  it('shows the costliest grams as a chart and a table in the account’s currency', async () => {
    const { lastQuery } = renderNgramsTab();
    const chart = await screen.findByRole('figure', { name: /costliest n-grams/ });
    expect(within(chart).getByText('€10.00 excluded · €30.00 kept')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "N-grams of the run's search terms" });
    const row = within(table).getByRole('button', { name: 'stove' }).closest('tr')!;
    expect(within(row).getByText('also stoves')).toBeInTheDocument();
    expect(within(row).getByText('€40.00')).toBeInTheDocument();
    expect(within(row).getByText('25%')).toBeInTheDocument();
    expect(within(table).getAllByText('—').length).toBeGreaterThan(0);
    expect(lastQuery()).toMatchObject({
      adAccountId: '4120000001',
      size: '1',
      sortBy: 'costMicros',
      sortDirection: 'desc',
      offset: '0',
      limit: '50',
    });
    expect(lastQuery()).not.toHaveProperty('page');
    expect(lastQuery()).not.toHaveProperty('pageSize');
    expect(screen.getByRole('link', { name: 'N-grams' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a gram’s terms from the keyboard', async () => {
    renderNgramsTab();
    const gram = await screen.findByRole('button', { name: 'stove' });
    expect(gram).toHaveAttribute('aria-expanded', 'false');
    gram.focus();
    await userEvent.keyboard('{Enter}');
    expect(gram).toHaveAttribute('aria-expanded', 'true');
    const terms = screen.getByRole('list', { name: 'Search terms with "stove"' });
    expect(within(terms).getByText('wood stoves')).toBeInTheDocument();
    expect(within(terms).getByText('Excluded')).toBeInTheDocument();
  });

  it('sorts and filters on the server', async () => {
    const { lastQuery } = renderNgramsTab();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /^Clicks/ }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ sortBy: 'clicks', sortDirection: 'desc' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: '2 words' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ size: '2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only without conversions' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ zeroConversions: 'true' }));
    await userEvent.type(screen.getByLabelText(/Minimum cost/), '5{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ minCostMicros: '5000000' }));
  });

  it('asks the next page by offset / limit', async () => {
    const { lastQuery } = renderNgramsTab((url) =>
      buildNgramsPage({
        total: 120,
        offset: Number(url.searchParams.get('offset')),
        limit: Number(url.searchParams.get('limit')),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ offset: '50', limit: '50' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('downloads every gram the filters keep, 10,000 a request by offset', async () => {
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:ngrams');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      click.mockRestore();
      Object.assign(URL, saved);
    });
    const total = 10_001;
    const { api } = renderNgramsTab((url) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const count = Math.max(0, Math.min(limit, total - offset));
      return buildNgramsPage({
        ngrams: Array.from({ length: count }, (_, index) =>
          buildNgram({ gram: `g${offset + index}`, lemma: `g${offset + index}` }),
        ),
        total,
        offset,
        limit,
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const downloads = api
      .findCalls('GET /api/v1/google/searchTerms/ngrams')
      .map(({ url }) => url.searchParams)
      .filter((query) => query.get('limit') === '10000');
    expect(downloads.map((query) => query.get('offset'))).toEqual(['0', '10000']);
    expect(downloads.every((query) => query.get('termsPerGram') === '0')).toBe(true);
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv.trim().split('\n')).toHaveLength(total + 1);
  });

  it('says so when the validation has no terms', async () => {
    const run = buildSearchTermRun({ state: 'no_result' });
    renderNgramsTab(
      buildNgramsPage({
        run: { ...run, summary: { ...run.summary!, terms: 0 } },
        ngrams: [],
        total: 0,
      }),
    );
    expect(await screen.findByText('This validation has no terms')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what to do when no gram passes the filters', async () => {
    renderNgramsTab(buildNgramsPage({ ngrams: [], total: 0 }));
    expect(await screen.findByText('No n-grams match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
  });
});
