import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { buildAdAccount } from '../../test/api-fixtures';
import { answerContent, createFakeApi } from '../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../test/render-app';

type SearchTermJobRun = components['schemas']['SearchTermJobRun'];

const ACCOUNT = buildAdAccount({
  adAccountId: '4120000001',
  name: 'Hearthly',
  brand: { id: 'b-1', name: 'Hearthly stoves' },
});
const EARLIER_RUN = '0b9d1c1e-0000-4000-8000-00000000aa01';

function buildRun(jobId: string, createdAt: string): SearchTermJobRun {
  return {
    jobId,
    resourceName: ACCOUNT.resourceName,
    accountName: ACCOUNT.name,
    state: 'no_result',
    failureReason: null,
    periodStart: '2026-10-27',
    periodEnd: '2026-11-25',
    createdAt,
    startedAt: createdAt,
    finishedAt: createdAt,
    progress: null,
    summary: null,
  };
}

function renderAnalysis(path: string) {
  const run = buildRun(EARLIER_RUN, '2026-11-26T09:00:00.000Z');
  const api = createFakeApi({
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(call.params.platform === 'google' ? [ACCOUNT] : []),
    'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () =>
      answerContent([
        buildRun('0b9d1c1e-0000-4000-8000-00000000aa02', '2026-11-27T09:00:00.000Z'),
        run,
      ]),
    'GET /api/v1/google/searchTerms/results': () =>
      answerContent({
        run,
        previousRun: null,
        currencyCode: 'EUR',
        byCategory: [],
        results: [],
        total: 0,
        offset: 0,
        limit: 50,
      }),
    'GET /api/v1/google/searchTerms/ngrams': () =>
      answerContent({ run, currencyCode: 'EUR', ngrams: [], total: 0, offset: 0, limit: 50 }),
    'GET /api/v1/google/searchTerms/negativePlanner': () =>
      answerContent({
        run,
        currencyCode: 'EUR',
        suggestions: [],
        total: 0,
        offset: 0,
        limit: 1000,
        list: { level: 'account' as const, name: null, limit: 1000, used: 0, roomLeft: 1000 },
        notices: [],
        skipped: [],
        thresholdMicros: null,
      }),
  });
  return renderApp({
    path,
    mode: 'search-terms',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
}

describe('the analysis tab bar', () => {
  it('marks the open tab, and a tab keeps the account and the run but not the tab’s own view', async () => {
    const { router } = renderAnalysis(
      `/analysis/search-terms/4120000001?jobId=${EARLIER_RUN}&decision=exclude&page=2`,
    );
    const tabs = await screen.findByRole('navigation', { name: 'Views of the analysis' });
    const links = within(tabs).getAllByRole('link');
    // Only the tabs that are built: no page to come is offered.
    expect(links.map((link) => link.textContent)).toEqual([
      'Search terms',
      'N-grams',
      'Negative planner',
    ]);
    const searchTerms = within(tabs).getByRole('link', { name: 'Search terms' });
    expect(searchTerms).toHaveAttribute('aria-current', 'page');
    expect(searchTerms).toHaveAttribute(
      'href',
      `/analysis/search-terms/4120000001?jobId=${EARLIER_RUN}`,
    );

    await userEvent.click(searchTerms);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ org: 'org-1', jobId: EARLIER_RUN }),
    );
    expect(router.state.location.pathname).toBe('/analysis/search-terms/4120000001');

    const ngrams = within(tabs).getByRole('link', { name: 'N-grams' });
    expect(ngrams).toHaveAttribute('href', `/analysis/n-grams/4120000001?jobId=${EARLIER_RUN}`);
    await userEvent.click(ngrams);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/analysis/n-grams/4120000001'),
    );
    expect(router.state.location.search).toEqual({ org: 'org-1', jobId: EARLIER_RUN });
    expect(
      within(screen.getByRole('navigation', { name: 'Views of the analysis' })).getByRole('link', {
        name: 'N-grams',
      }),
    ).toHaveAttribute('aria-current', 'page');

    const planner = within(
      screen.getByRole('navigation', { name: 'Views of the analysis' }),
    ).getByRole('link', { name: 'Negative planner' });
    expect(planner).toHaveAttribute(
      'href',
      `/analysis/negative-planner/4120000001?jobId=${EARLIER_RUN}`,
    );
    await userEvent.click(planner);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/analysis/negative-planner/4120000001'),
    );
    expect(router.state.location.search).toEqual({ org: 'org-1', jobId: EARLIER_RUN });
  });

  it('leads to the latest run when none is named', async () => {
    renderAnalysis('/analysis/search-terms/4120000001?sortBy=clicks');
    const tabs = await screen.findByRole('navigation', { name: 'Views of the analysis' });
    expect(within(tabs).getByRole('link', { name: 'Search terms' })).toHaveAttribute(
      'href',
      '/analysis/search-terms/4120000001',
    );
  });
});
