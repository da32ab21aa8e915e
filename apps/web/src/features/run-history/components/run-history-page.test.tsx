import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerContent,
  answerFieldErrors,
  createFakeApi,
  type FakeRoutes,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildCounts, buildHistoryRow, JOB_IDS } from '../test/run-fixtures';

const ACCOUNTS: components['schemas']['RunHistoryAccount'][] = [
  { platform: 'google', accountId: '1234567890', accountName: 'Acme EU' },
  { platform: 'linkedin', accountId: '505', accountName: 'Acme LinkedIn' },
];

const MANUAL_ROW = buildHistoryRow({
  jobId: JOB_IDS.previous,
  platform: 'linkedin',
  accountId: '505',
  accountName: 'Acme LinkedIn',
  createdAt: '2025-03-01T10:00:00.000Z',
  jobSource: 'manual',
  counts: buildCounts({ skipped: 4 }),
});

const REMOVAL_ROW = buildHistoryRow({
  jobId: '00000000-0000-4000-8000-0000000000d1',
  createdAt: '2025-02-28T10:00:00.000Z',
  jobSource: 'drop_job',
  counts: buildCounts({ updated: 12, skipped: 6 }),
});

function renderHistory(path = '/run-history', routes: FakeRoutes = {}) {
  const api = createFakeApi({
    'GET /api/v1/run-history/accounts': () => answerContent(ACCOUNTS),
    'GET /api/v1/run-history': () => answerContent([buildHistoryRow(), MANUAL_ROW, REMOVAL_ROW]),
    ...routes,
  });
  const view = renderApp({ path, authState: buildLoggedInState(), fetch: api.fetch });
  return { ...view, api };
}

function lastHistoryQuery(api: ReturnType<typeof createFakeApi>) {
  const calls = api.findCalls('GET /api/v1/run-history');
  return Object.fromEntries(calls.at(-1)?.url.searchParams ?? []);
}

async function findTable() {
  return screen.findByRole('table', { name: 'Run history' });
}

describe('run history', () => {
  it('lists the runs with the ad account, the run with its source, and counts per status', async () => {
    const { api } = renderHistory();
    const table = await findTable();
    await within(table).findByText('Parameter removal');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ad account', 'Run', 'Status']);
    const [autoRow, manualRow, removalRow] = within(table).getAllByRole('row').slice(1);
    expect(within(autoRow as HTMLElement).getByText('ID: 1234567890')).toBeInTheDocument();
    expect(within(autoRow as HTMLElement).getByRole('img', { name: 'Google Ads' })).toBeVisible();
    // The run type in words beside its icon.
    expect(within(autoRow as HTMLElement).getByText('Scheduled run')).toHaveAttribute(
      'data-run-source',
      'auto',
    );
    expect(
      within(autoRow as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12 updated', '3 already tagged', '1 error']);
    expect(within(manualRow as HTMLElement).getByText('Manual run')).toBeVisible();
    // A removal reads as one, and its restored ads are not counted as updated.
    expect(within(removalRow as HTMLElement).getByText('Parameter removal')).toBeVisible();
    expect(
      within(removalRow as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12 restored', '6 not tagged by Utmost']);

    const link = within(autoRow as HTMLElement).getByRole('link', { name: /Open the run of/ });
    expect(link).toHaveTextContent(/^Mar 02, 2025 \d\d:\d\d$/);
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/run-history/1234567890/details/google');
    expect(href.searchParams.get('jobId')).toBe(JOB_IDS.current);
    expect(href.searchParams.get('jobSource')).toBe('auto');

    // The widest period until another is chosen; the workspace is sent with it.
    expect(lastHistoryQuery(api)).toMatchObject({
      period: 'last_30_days',
      organization_id: 'org-1',
      workspace_id: 'ws-1',
      offset: '0',
      limit: '100',
    });
  });

  it('shows a run waiting for Google’s daily limit with the time it resumes', async () => {
    renderHistory('/run-history', {
      'GET /api/v1/run-history': () =>
        answerContent([
          buildHistoryRow({
            state: 'waiting',
            resumesAt: '2025-03-03T08:00:00.000Z',
            counts: buildCounts({ updated: 5 }),
          }),
        ]),
    });
    const table = await findTable();
    await within(table).findByText(/Waiting for Google’s daily limit/);
    const [row] = within(table).getAllByRole('row').slice(1);
    const items = within(row as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(
      /^Waiting for Google’s daily limit — resumes at Mar 0\d, 2025 \d\d:\d\d$/,
    );
    expect(items[1]).toBe('5 updated');
  });

  it('filters by period, platform and ad account', async () => {
    const { api, router } = renderHistory();
    await findTable();
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yesterday' }));
    await waitFor(() => expect(lastHistoryQuery(api).period).toBe('yesterday'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Platform' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LinkedIn Ads' }));
    await waitFor(() => expect(lastHistoryQuery(api).platform).toBe('linkedin'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Ad account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme LinkedIn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/run-history/505'));
    expect(router.state.location.search).toMatchObject({
      period: 'yesterday',
      platform: 'linkedin',
    });
    await waitFor(() => expect(lastHistoryQuery(api).accountId).toBe('505'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Ad account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All ad accounts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/run-history'));
  });

  describe('custom range', () => {
    // Only the clock's date is fixed, so the calendar's months and its latest day are known.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 2, 20, 12));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A day's button in the open calendar, by its day of March 2025. */
    function findMarchDay(date: number) {
      const grid = screen.getByRole('grid', { name: 'March 2025' });
      return within(grid).getByRole('button', { name: new RegExp(`^${String(date)} March 2025,`) });
    }

    async function pickRange(first: number, last: number) {
      await userEvent.click(screen.getByRole('button', { name: /^Dates/ }));
      const panel = await screen.findByRole('dialog', { name: 'Choose the days of the range' });
      await userEvent.click(findMarchDay(first));
      await userEvent.click(findMarchDay(last));
      await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }

    it('asks for the range picked on the calendar once it is applied, and names it in words', async () => {
      const { api, router } = renderHistory();
      await findTable();
      await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Custom range' }));
      const calls = api.findCalls('GET /api/v1/run-history').length;
      expect(
        await screen.findByText('Choose the first and the last day of the range.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Dates Choose dates' })).toBeVisible();

      await pickRange(1, 7);
      await waitFor(() =>
        expect(lastHistoryQuery(api)).toMatchObject({
          period: 'custom',
          from: '2025-03-01',
          to: '2025-03-07',
        }),
      );
      expect(api.findCalls('GET /api/v1/run-history').length).toBe(calls + 1);
      expect(router.state.location.search).toMatchObject({ from: '2025-03-01', to: '2025-03-07' });
      expect(screen.getByRole('button', { name: 'Dates 1 Mar – 7 Mar 2025' })).toBeVisible();

      // No day after today can be picked: a run cannot have happened there yet.
      await userEvent.click(screen.getByRole('button', { name: /^Dates/ }));
      await screen.findByRole('dialog');
      expect(findMarchDay(20)).toBeEnabled();
      expect(findMarchDay(21)).toBeDisabled();
    });

    it('never sends an impossible range from the address, and says why', async () => {
      const { api } = renderHistory('/run-history?period=custom&from=2025-03-09&to=2025-03-01');
      await findTable();
      expect(
        await screen.findByText('The start date must not be after the end date'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Dates/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.queryByText('No results')).toBeNull();

      // Picking a possible range in its place asks for it.
      await pickRange(2, 9);
      await waitFor(() =>
        expect(lastHistoryQuery(api)).toMatchObject({ from: '2025-03-02', to: '2025-03-09' }),
      );
      expect(api.findCalls('GET /api/v1/run-history')).toHaveLength(1);
    });

    it('never sends a range that ends in the future', async () => {
      const { api } = renderHistory('/run-history?period=custom&from=2025-03-01&to=2999-01-01');
      await findTable();
      expect(
        await screen.findByText('Runs cannot be in the future: choose today or an earlier day'),
      ).toBeInTheDocument();
      expect(api.findCalls('GET /api/v1/run-history')).toHaveLength(0);
    });

    it('shows what only the API can object to under the dates', async () => {
      renderHistory('/run-history?period=custom', {
        'GET /api/v1/run-history': (call) =>
          call.url.searchParams.get('from') === '2025-03-02'
            ? answerFieldErrors({
                'querystring.to': 'A custom range can span at most 366 days',
              })
            : answerContent([buildHistoryRow()]),
      });
      await findTable();
      await pickRange(2, 7);
      expect(
        await screen.findByText('A custom range can span at most 366 days'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Dates/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  });

  it('pages on with Show more while a page comes back full', async () => {
    const fullPage = Array.from({ length: 100 }, (_, index) =>
      buildHistoryRow({ jobId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }),
    );
    const { api } = renderHistory('/run-history', {
      'GET /api/v1/run-history': (call) =>
        answerContent(call.url.searchParams.get('offset') === '0' ? fullPage : [MANUAL_ROW]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more runs' }));
    expect(await screen.findByText('Acme LinkedIn')).toBeInTheDocument();
    expect(lastHistoryQuery(api).offset).toBe('100');
    expect(screen.queryByRole('button', { name: 'Show more runs' })).toBeNull();
  });

  it('says there is no run history yet when no account has a run', async () => {
    renderHistory('/run-history', {
      'GET /api/v1/run-history/accounts': () => answerContent([]),
      'GET /api/v1/run-history': () => answerContent([]),
    });
    expect(await screen.findByRole('heading', { name: 'No run history yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to ad accounts' })).toHaveAttribute(
      'href',
      '/ad-accounts',
    );
  });

  it('asks to adjust the filters when none of the runs match', async () => {
    renderHistory('/run-history/1234567890?period=today', {
      'GET /api/v1/run-history': () => answerContent([]),
    });
    const table = await findTable();
    expect(await within(table).findByText('No results')).toBeInTheDocument();
    expect(within(table).getByText(/Adjust the filters/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ad account' })).toHaveTextContent('Acme EU');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Today');
  });
});
