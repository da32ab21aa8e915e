import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
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

  it('asks for a custom range only once both days are chosen and possible, and shows the API’s objection', async () => {
    const { api } = renderHistory('/run-history', {
      'GET /api/v1/run-history': (call) =>
        call.url.searchParams.get('from') === '2025-03-02'
          ? answerFieldErrors({
              'querystring.to': 'A custom range can span at most 366 days',
            })
          : answerContent([buildHistoryRow()]),
    });
    await findTable();
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom range' }));
    const calls = api.findCalls('GET /api/v1/run-history').length;
    expect(
      await screen.findByText('Choose the first and the last day of the range.'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-07' } });
    await waitFor(() =>
      expect(lastHistoryQuery(api)).toMatchObject({
        period: 'custom',
        from: '2025-03-01',
        to: '2025-03-07',
      }),
    );
    expect(api.findCalls('GET /api/v1/run-history').length).toBe(calls + 1);

    // An impossible range is not sent: it says why under the dates.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-09' } });
    expect(
      await screen.findByText('The start date must not be after the end date'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2999-01-01' } });
    expect(
      await screen.findByText('Runs cannot be in the future: choose today or an earlier day'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('max');
    expect(api.findCalls('GET /api/v1/run-history').length).toBe(calls + 1);
    expect(screen.queryByText('No results')).toBeNull();

    // What only the API can say is shown the same way.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-07' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-02' } });
    expect(await screen.findByText('A custom range can span at most 366 days')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
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
