import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError } from '../../../test/fake-api';
import { formatDateTime } from '../../../lib/dates';
import { renderSearchTermsTab as renderTab, TAB_PATH } from '../test/render-search-terms-tab';
import {
  buildResultsPage,
  buildSearchTermResult,
  buildSearchTermRun,
} from '../test/search-term-fixtures';

type SearchTermJobRun = components['schemas']['SearchTermJobRun'];

const BASE_SUMMARY = buildSearchTermRun().summary!;

// Three finished runs of Hearthly, newest first, and one working: the latest found €20.00 more
// wasted spend and 300 fewer bad impressions than the completed one before it (the failed run has
// no figures), with as many terms to exclude.
const LATEST = buildSearchTermRun({
  jobId: '0b9d1c1e-0000-4000-8000-00000000aa03',
  createdAt: '2026-11-26T13:00:00.000Z',
  finishedAt: '2026-11-26T13:02:00.000Z',
  summary: {
    ...BASE_SUMMARY,
    excludedCostMicros: 120_000_000,
    excludedImpressions: 2_200,
    changedByExamples: 3,
  },
});
const FAILED = buildSearchTermRun({
  jobId: '0b9d1c1e-0000-4000-8000-00000000aa02',
  state: 'failed',
  failureReason: 'Google Ads refused the report: the login lost access.',
  createdAt: '2026-11-19T09:00:00.000Z',
  finishedAt: '2026-11-19T09:00:03.000Z',
  summary: null,
});
const EARLIER = buildSearchTermRun({
  jobId: '0b9d1c1e-0000-4000-8000-00000000aa01',
  periodStart: '2026-10-13',
  periodEnd: '2026-11-11',
  createdAt: '2026-11-12T09:00:00.000Z',
  finishedAt: '2026-11-12T09:00:05.000Z',
});
const PENDING = buildSearchTermRun({
  jobId: '0b9d1c1e-0000-4000-8000-00000000aa04',
  state: 'pending',
  finishedAt: null,
  summary: null,
});
const RUNS = [PENDING, LATEST, FAILED, EARLIER];

const EARLIER_RAN_AT = formatDateTime(EARLIER.finishedAt);

/** The account's pages: the latest run after EARLIER, or the run the request names. */
function answerPage(url: URL, { changed = 2 }: { changed?: number } = {}) {
  const jobId = url.searchParams.get('jobId');
  if (jobId === EARLIER.jobId) return buildResultsPage({ run: EARLIER, previousRun: null });
  if (jobId === FAILED.jobId) {
    return buildResultsPage({ run: FAILED, previousRun: EARLIER, results: [], total: 0 });
  }
  const latest = buildResultsPage({ run: LATEST, previousRun: EARLIER });
  // The count of terms decided differently: the total of the smallest page of them.
  if (url.searchParams.get('flag') === 'changedSincePrevious') {
    return { ...latest, results: latest.results.slice(0, changed), total: changed };
  }
  return latest;
}

/** The query of the last request for the table's page (not the count of changed terms). */
function lastPageQuery(api: ReturnType<typeof renderTab>['api']) {
  const pages = api
    .findCalls('GET /api/v1/google/searchTerms/results')
    .filter((call) => call.url.searchParams.get('limit') === '50');
  return Object.fromEntries(pages.at(-1)?.url.searchParams ?? []);
}

function renderWithRuns({
  path = TAB_PATH,
  runs = RUNS,
  page = (url: URL) => answerPage(url),
}: {
  path?: string;
  runs?: SearchTermJobRun[];
  page?: (url: URL) => ReturnType<typeof buildResultsPage>;
} = {}) {
  return renderTab({
    path,
    page,
    routes: {
      'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent(runs),
    },
  });
}

describe('the run picker', () => {
  it('lists the finished runs newest first, with how each ended, on the latest by default', async () => {
    const { api } = renderWithRuns();
    const picker = await screen.findByRole('combobox', { name: 'Run' });
    expect(picker).toHaveTextContent(
      `${formatDateTime(LATEST.finishedAt)} · Oct 27 – Nov 25 period · latest`,
    );
    expect(
      api
        .findCalls('GET /api/v1/google/job/autoSearchTermValidation/jobruns')
        .some((call) => call.url.searchParams.get('adAccountId') === '4120000001'),
    ).toBe(true);
    // Keyboard: the picker opens and moves with the arrow keys, Enter chooses.
    picker.focus();
    await userEvent.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `${formatDateTime(LATEST.finishedAt)} · Oct 27 – Nov 25 period · latest`,
      `${formatDateTime(FAILED.finishedAt)} · Oct 27 – Nov 25 period · failed`,
      `${EARLIER_RAN_AT} · Oct 13 – Nov 11 period`,
    ]);
    expect(screen.queryByRole('status', { name: /earlier run/ })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(lastPageQuery(api)).toMatchObject({ jobId: EARLIER.jobId }));
  });

  it('opens an earlier run from page 1 with nothing selected, keeping the sort, and says so', async () => {
    const { api, router } = renderWithRuns({ path: `${TAB_PATH}?page=2&sortBy=clicks` });
    const table = await screen.findByRole('table', { name: 'Search terms' });
    await within(table).findByText('wood stove jobs');
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Select “wood stove jobs”' }),
    );
    expect(screen.getByRole('region', { name: 'Selected search terms' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Run' }));
    await userEvent.click(
      await screen.findByRole('option', { name: `${EARLIER_RAN_AT} · Oct 13 – Nov 11 period` }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        org: 'org-1',
        jobId: EARLIER.jobId,
        sortBy: 'clicks',
      }),
    );
    expect(lastPageQuery(api)).toMatchObject({ jobId: EARLIER.jobId, offset: '0' });
    expect(await screen.findByText('You are looking at an earlier run')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected search terms' })).toBeNull();
    // Its own period and figures, which nothing came before to compare with.
    expect(
      await screen.findByText(/Search terms of Oct 13, 2026 – Nov 11, 2026/),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Wasted spend' });
    expect(within(summary).getByText('€100.00')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent(/last run|previous run/);
    expect(screen.queryByText(/decided differently than last run/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the latest run' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ org: 'org-1', sortBy: 'clicks' }),
    );
    await waitFor(() => expect(screen.queryByText('You are looking at an earlier run')).toBeNull());
    expect(lastPageQuery(api)).not.toHaveProperty('jobId');
  });

  it('takes the latest run out of the address when it is chosen again', async () => {
    const { router } = renderWithRuns({ path: `${TAB_PATH}?jobId=${EARLIER.jobId}` });
    expect(await screen.findByText('You are looking at an earlier run')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Run' }));
    await userEvent.click(await screen.findByRole('option', { name: /· latest$/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 'org-1' }));
  });

  it('words an earlier failed run as that run, not the last validation', async () => {
    renderWithRuns({ path: `${TAB_PATH}?jobId=${FAILED.jobId}` });
    expect(await screen.findByText('This validation failed')).toBeInTheDocument();
    expect(
      screen.getByText('Google Ads refused the report: the login lost access.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The last validation failed')).toBeNull();
  });

  it('offers no choice with a single run, and the runs once a second one ends', async () => {
    let runs: SearchTermJobRun[] = [EARLIER];
    let page = buildResultsPage({ run: EARLIER });
    renderTab({
      page: () => page,
      routes: {
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent(runs),
        'POST /api/v1/google/searchTerms/adAccounts/validate': () => {
          runs = [PENDING, EARLIER];
          return answerContent([PENDING], 202);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Validate now' }));
    expect(
      await screen.findByRole('status', { name: 'Validating search terms…' }),
    ).toBeInTheDocument();
    // The account's runs were read again when the validation was queued: still one finished.
    expect(screen.queryByRole('combobox', { name: 'Run' })).toBeNull();

    runs = [LATEST, EARLIER];
    page = buildResultsPage({ run: LATEST, previousRun: EARLIER });
    const picker = await screen.findByRole('combobox', { name: 'Run' }, { timeout: 5_000 });
    expect(picker).toHaveTextContent(/· latest$/);
  });

  it('says how far a validation got, terms read then classified, not a bare spinner', async () => {
    let pending = buildSearchTermRun({ ...PENDING, progress: null });
    renderTab({
      routes: {
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () =>
          answerContent([pending, EARLIER]),
      },
    });
    const progress = () =>
      screen.getAllByRole('status').find((status) => status.hasAttribute('data-stage'));
    await waitFor(() => expect(progress()).toHaveTextContent('Waiting for a worker to start…'), {
      timeout: 5_000,
    });
    pending = { ...pending, progress: { stage: 'reading', termsRead: 45_210, termsClassified: 0 } };
    await waitFor(
      () => expect(progress()).toHaveTextContent('45,210 search terms read from Google Ads…'),
      { timeout: 5_000 },
    );
    pending = {
      ...pending,
      progress: { stage: 'saving', termsRead: 100_000, termsClassified: 100_000 },
    };
    await waitFor(
      () =>
        expect(progress()).toHaveTextContent(
          '100,000 search terms read · 100,000 classified · saving the results…',
        ),
      { timeout: 5_000 },
    );
  });

  it('offers the way back to the latest run when the run the address names is not there', async () => {
    const gone = '0b9d1c1e-0000-4000-8000-0000000000ff';
    const { router } = renderTab({
      path: `${TAB_PATH}?jobId=${gone}`,
      routes: {
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent(RUNS),
        'GET /api/v1/google/searchTerms/results': (call) =>
          call.url.searchParams.get('jobId') === gone
            ? answerError(404, 'NOT_FOUND', 'Search-term validation run not found.')
            : answerContent(answerPage(call.url)),
      },
    });
    expect(await screen.findByText('The search terms could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the latest run' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 'org-1' }));
    expect(await screen.findByText('wood stove jobs')).toBeInTheDocument();
  });

  it('goes back to the latest run when an editor validates again from an earlier one', async () => {
    const { api, router } = renderTab({
      path: `${TAB_PATH}?jobId=${EARLIER.jobId}`,
      page: (url) => answerPage(url),
      routes: {
        'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () =>
          answerContent([LATEST, EARLIER]),
        'POST /api/v1/google/searchTerms/adAccounts/validate': () => answerContent([PENDING], 202),
      },
    });
    expect(await screen.findByText('You are looking at an earlier run')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Validate now' }));
    expect(api.findCalls('POST /api/v1/google/searchTerms/adAccounts/validate')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toEqual({ org: 'org-1' }));
    expect(screen.queryByText('You are looking at an earlier run')).toBeNull();
  });
});

describe('the comparison with the previous run', () => {
  it('says how each figure moved since the previous run, in words, and which run that was', async () => {
    renderWithRuns();
    const summary = await screen.findByRole('region', { name: 'Wasted spend' });
    const figure = (name: string) =>
      screen.getByRole('heading', { name }).closest('[data-slot=summary-figure]')!;
    expect(figure('Wasted spend')).toHaveTextContent('€20.00 more than last run');
    expect(figure('Impressions of terms to exclude')).toHaveTextContent('300 fewer than last run');
    expect(figure('Search terms to exclude')).toHaveTextContent('No change since last run');
    expect(summary).toHaveTextContent(`Compared with the previous run (${EARLIER_RAN_AT}).`);
    // The arrows repeat the words for the eye; a screen reader reads the words alone.
    const more = within(summary).getByText(/€20\.00 more than/);
    expect(within(more).getByText('▲')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the terms decided differently than last run in one click, counted cheaply', async () => {
    const { api, router } = renderWithRuns({ path: `${TAB_PATH}?decision=keep&sortBy=clicks` });
    const panel = await screen.findByRole('region', { name: 'How the run decided' });
    const changed = await within(panel).findByRole('button', {
      name: '2 terms decided differently than last run',
    });
    const counted = api
      .findCalls('GET /api/v1/google/searchTerms/results')
      .find((call) => call.url.searchParams.get('flag') === 'changedSincePrevious');
    expect(Object.fromEntries(counted?.url.searchParams ?? [])).toMatchObject({
      jobId: LATEST.jobId,
      limit: '1',
    });

    await userEvent.click(changed);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        org: 'org-1',
        flag: 'changedSincePrevious',
        sortBy: 'clicks',
      }),
    );
    expect(lastPageQuery(api)).toMatchObject({ flag: 'changedSincePrevious' });
    expect(changed).toHaveAttribute('aria-pressed', 'true');
  });

  it('counts none without a way in, and says nothing of a comparison without a previous run', async () => {
    const none = renderWithRuns({ page: (url) => answerPage(url, { changed: 0 }) });
    const panel = await screen.findByRole('region', { name: 'How the run decided' });
    expect(
      await within(panel).findByText('0 terms decided differently than last run'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /than last run/ })).toBeNull();
    none.unmount();

    const { api } = renderTab();
    const alone = await screen.findByRole('region', { name: 'How the run decided' });
    expect(alone).not.toHaveTextContent('last run');
    expect(screen.getByRole('region', { name: 'Wasted spend' })).not.toHaveTextContent(
      /last run|previous run/,
    );
    expect(
      api
        .findCalls('GET /api/v1/google/searchTerms/results')
        .some((call) => call.url.searchParams.get('flag') === 'changedSincePrevious'),
    ).toBe(false);
  });
});

describe('a row against the previous run', () => {
  it('marks a term decided the other way last run, and one that is new', async () => {
    const rows = [
      buildSearchTermResult({
        searchTerm: 'wood stove jobs',
        isExclude: true,
        previousDecision: { isExclude: false, category: 'product' },
      }),
      buildSearchTermResult({
        id: '5c7e2a10-0000-4000-8000-000000000002',
        searchTerm: 'stove fitter near me',
        isExclude: false,
        previousDecision: { isExclude: true, category: 'product' },
      }),
      buildSearchTermResult({
        id: '5c7e2a10-0000-4000-8000-000000000003',
        searchTerm: 'cheap stove',
        previousDecision: { isExclude: true, category: 'product' },
      }),
      buildSearchTermResult({
        id: '5c7e2a10-0000-4000-8000-000000000004',
        searchTerm: 'stove grate',
        previousDecision: null,
      }),
    ];
    renderWithRuns({
      page: () => buildResultsPage({ run: LATEST, previousRun: EARLIER, results: rows, total: 4 }),
    });
    const table = await screen.findByRole('table', { name: 'Search terms' });
    await within(table).findByText('wood stove jobs');
    const changed = within(table).getAllByRole('button', { name: 'Changed' });
    expect(changed).toHaveLength(2);
    expect(changed[0]!.closest('tr')).toHaveTextContent('wood stove jobs');
    expect(changed[1]!.closest('tr')).toHaveTextContent('stove fitter near me');
    expect(changed[0]).toHaveAttribute('aria-description', 'Last run: Kept');
    expect(changed[1]).toHaveAttribute('aria-description', 'Last run: Excluded');
    await userEvent.hover(changed[0]!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Decided differently last run');
    expect(tooltip).toHaveTextContent('Last run: Kept');

    const fresh = within(table).getByRole('button', { name: 'New' });
    expect(fresh.closest('tr')).toHaveTextContent('stove grate');
    expect(fresh).toHaveAttribute(
      'aria-description',
      'The last run did not have this search term.',
    );
    expect(within(table).getByText('cheap stove').closest('tr')).not.toHaveTextContent(
      /Changed|New/,
    );
  });
});
