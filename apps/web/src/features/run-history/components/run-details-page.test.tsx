import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildCounts, buildRunMetadata, buildRunResult, JOB_IDS } from '../test/run-fixtures';

type RunMetadata = components['schemas']['RunMetadata'];

const DETAILS_PATH = `/run-history/1234567890/details/google?jobId=${JOB_IDS.current}`;

function renderDetails({
  path = DETAILS_PATH,
  metadata = buildRunMetadata(),
  totalCount = 45,
  routes = {},
}: {
  path?: string;
  metadata?: RunMetadata | ((jobId: string | null) => RunMetadata);
  totalCount?: number;
  routes?: FakeRoutes;
} = {}) {
  const api = createFakeApi({
    'GET /api/v1/run-history/{platform}/run-metadata': (call) =>
      answerContent(
        typeof metadata === 'function' ? metadata(call.url.searchParams.get('jobId')) : metadata,
      ),
    'GET /api/v1/run-history/{platform}/run-details': (call) => {
      const offset = Number(call.url.searchParams.get('offset'));
      const count = Math.max(0, Math.min(20, totalCount - offset));
      return answerContent({
        data: Array.from({ length: count }, (_, index) =>
          buildRunResult(
            offset + index,
            index === 0 ? { status: 'error', errorType: 'NO_LANDING_PAGE' } : {},
          ),
        ),
        info: { totalCount },
      });
    },
    ...routes,
  });
  const view = renderApp({ path, authState: buildLoggedInState(), fetch: api.fetch });
  return { ...view, api };
}

function lastDetailsQuery(api: ReturnType<typeof createFakeApi>) {
  const call = api.findCalls('GET /api/v1/run-history/{platform}/run-details').at(-1);
  return call?.url.searchParams ?? new URLSearchParams();
}

async function findResults() {
  const table = await screen.findByRole('table', { name: 'Results of the run' });
  await within(table).findByText('Ad 0');
  return table;
}

/** The header titles (the sort buttons' text, without the filter triggers' names). */
function readHeaders(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map(
      (header) =>
        header.querySelector('[data-slot=data-table-sort-button]')?.textContent ??
        header.textContent,
    );
}

function readTiles() {
  return within(screen.getByRole('radiogroup', { name: 'Filter by status' }))
    .getAllByRole('radio')
    .map((tile) => tile.textContent);
}

describe('run details', () => {
  it('titles the run with its time, source, platform, account and id, and shows the tiles', async () => {
    const { api } = renderDetails();
    await findResults();
    const title = screen.getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent(/Run of Mar 02, 2025 \d\d:\d\d$/);
    expect(within(title).getByRole('img', { name: 'Scheduled run' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Google Ads' })).toBeVisible();
    expect(screen.getByText('Acme EU')).toBeVisible();
    expect(screen.getByText('ID: 1234567890')).toBeVisible();
    // Google has no partially updated tile; 'All' counts every result.
    expect(readTiles()).toEqual([
      'All 45',
      'Updated 30',
      'Already tagged 10',
      'Not supported 2',
      'Error 3',
    ]);
    expect(screen.getByRole('radio', { name: 'All 45' })).toHaveAttribute('aria-checked', 'true');
    // Spec §4 defaults: campaign name descending, from the first result, 20 a page.
    const query = lastDetailsQuery(api);
    expect(Object.fromEntries(query)).toMatchObject({
      accountId: '1234567890',
      jobId: JOB_IDS.current,
      sortBy: 'campaignName',
      sortOrder: '-1',
      offset: '0',
      limit: '20',
      workspace_id: 'ws-1',
    });
    expect(query.has('statuses')).toBe(false);
    expect(screen.getByRole('columnheader', { name: /Campaign/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('says a run waits for Google’s daily limit and when it resumes, only while it waits', async () => {
    const waiting = buildRunMetadata({ state: 'waiting', resumesAt: '2025-03-03T08:00:00.000Z' });
    renderDetails({ metadata: waiting });
    const note = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent(
      /^Waiting for Google’s daily limit — resumes at Mar 0\d, 2025 \d\d:\d\d/,
    );
    expect(note).toHaveTextContent('resumes by itself');
  }, 20_000);

  it('shows no waiting note for a run that does not wait', async () => {
    renderDetails();
    await findResults();
    expect(screen.queryByText(/Waiting for Google’s daily limit/)).not.toBeInTheDocument();
  });

  it('shows Google’s columns, the status and the error’s message as its description', async () => {
    renderDetails();
    const table = await findResults();
    expect(readHeaders(table)).toEqual([
      'Campaign',
      'Ad group',
      'Ad',
      'Status',
      'Description',
      'Tracking parameters',
    ]);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByText('Error')).toBeVisible();
    expect(within(firstRow).getByText('Ad is missing Destination URL')).toBeVisible();
    expect(within(firstRow).getByText('Search')).toBeVisible();
    expect(within(firstRow).getByText('utm_source=google&utm_medium=cpc')).toBeVisible();
  });

  it('filters by a tile and clears with All', async () => {
    const { api } = renderDetails();
    await findResults();
    await userEvent.click(screen.getByRole('radio', { name: 'Error 3' }));
    await waitFor(() => expect(lastDetailsQuery(api).getAll('statuses')).toEqual(['error']));
    await userEvent.click(screen.getByRole('radio', { name: 'All 45' }));
    await waitFor(() => expect(lastDetailsQuery(api).has('statuses')).toBe(false));
  });

  it('shows the success picture for no errors and "no ads with status" without asking', async () => {
    const { api } = renderDetails({
      metadata: buildRunMetadata({
        meta: {
          ...buildRunMetadata().meta,
          summary: buildCounts({ updated: 40, skipped: 5 }),
        },
      }),
    });
    await findResults();
    const requests = api.findCalls('GET /api/v1/run-history/{platform}/run-details').length;
    await userEvent.click(screen.getByRole('radio', { name: 'Error 0' }));
    const table = screen.getByRole('table', { name: 'Results of the run' });
    expect(await within(table).findByText('No errors')).toBeVisible();
    expect(table.querySelector('[data-empty-state="no_errors"] svg')).not.toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Not supported 0' }));
    expect(await within(table).findByText('No ads with status “Not supported”')).toBeVisible();
    expect(api.findCalls('GET /api/v1/run-history/{platform}/run-details')).toHaveLength(requests);
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  });

  it('says there is no data for a run without ads', async () => {
    renderDetails({
      metadata: buildRunMetadata({ meta: { ...buildRunMetadata().meta, summary: buildCounts() } }),
      totalCount: 0,
    });
    expect(await screen.findByText('No data')).toBeVisible();
    expect(screen.getByText('This run found no ads to tag.')).toBeVisible();
  });

  it('sorts by the spec’s rule, sending the direction as a number', async () => {
    const { api } = renderDetails();
    await findResults();
    await userEvent.click(screen.getByRole('button', { name: 'Campaign' }));
    await waitFor(() => expect(lastDetailsQuery(api).get('sortOrder')).toBe('1'));
    expect(screen.getByRole('columnheader', { name: /Campaign/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ad' }));
    await waitFor(() => expect(lastDetailsQuery(api).get('sortBy')).toBe('adName'));
    expect(lastDetailsQuery(api).get('sortOrder')).toBe('-1');
    await userEvent.click(screen.getByRole('button', { name: 'Description' }));
    await waitFor(() => expect(lastDetailsQuery(api).get('sortBy')).toBe('errorType'));
  });

  it('filters a column from its popup, by Only, and shows no results with nothing checked', async () => {
    const { api } = renderDetails();
    await findResults();
    await userEvent.click(screen.getByRole('button', { name: 'Filter campaigns' }));
    const popup = await screen.findByRole('dialog', { name: 'Filter campaigns' });
    expect(within(popup).getByText('2 of 2 selected')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: 'Only Generic' }));
    await waitFor(() => expect(lastDetailsQuery(api).getAll('campaignIds')).toEqual(['12']));

    await userEvent.click(within(popup).getByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(lastDetailsQuery(api).has('campaignIds')).toBe(false));

    const requests = api.findCalls('GET /api/v1/run-history/{platform}/run-details').length;
    await userEvent.click(within(popup).getByRole('button', { name: 'Unselect all' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('No results')).toBeVisible();
    expect(api.findCalls('GET /api/v1/run-history/{platform}/run-details')).toHaveLength(requests);
    expect(screen.getByRole('button', { name: 'Filter campaigns, filtered' })).toBeVisible();
  });

  it('pages 20 at a time with first, previous, next, last and the page number', async () => {
    const { api } = renderDetails();
    await findResults();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByText('Page 1 of 3')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastDetailsQuery(api).get('offset')).toBe('20'));
    expect(await within(pages).findByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastDetailsQuery(api).get('offset')).toBe('40'));

    const input = within(pages).getByRole('textbox', { name: 'Page number' });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await waitFor(() => expect(lastDetailsQuery(api).get('offset')).toBe('0'));
    await userEvent.clear(input);
    await userEvent.type(input, '99{Enter}');
    await waitFor(() => expect(within(pages).getByText('Page 3 of 3')).toBeVisible());
    await userEvent.click(within(pages).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(lastDetailsQuery(api).get('offset')).toBe('0'));
  });

  it('hides the pagination when the results fit one page', async () => {
    renderDetails({ totalCount: 20 });
    await findResults();
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  });

  it('moves to the previous run, carrying its id, time and source, and starts its view over', async () => {
    const { api, router } = renderDetails({
      metadata: (jobId) =>
        jobId === JOB_IDS.previous
          ? buildRunMetadata({
              jobId: JOB_IDS.previous,
              createdAt: '2025-03-01T10:00:00.000Z',
              jobSource: 'manual',
              prevJobInfo: null,
              nextJobInfo: {
                jobId: JOB_IDS.current,
                createdAt: '2025-03-02T10:00:00.000Z',
                jobSource: 'auto',
              },
            })
          : buildRunMetadata(),
    });
    await findResults();
    const runs = screen.getByRole('navigation', { name: 'Runs of this ad account' });
    expect(within(runs).getByRole('button', { name: 'Next run' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Error 3' }));

    await userEvent.click(within(runs).getByRole('link', { name: 'Previous run' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        org: 'org-1',
        jobId: JOB_IDS.previous,
        createdAt: '2025-03-01T10:00:00.000Z',
        jobSource: 'manual',
      }),
    );
    expect(await screen.findByRole('img', { name: 'Manual run' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/Mar 01, 2025/);
    const metadataCall = api.findCalls('GET /api/v1/run-history/{platform}/run-metadata').at(-1);
    expect(metadataCall?.url.searchParams.get('createdAt')).toBe('2025-03-01T10:00:00.000Z');
    await waitFor(() => expect(lastDetailsQuery(api).get('jobId')).toBe(JOB_IDS.previous));
    expect(lastDetailsQuery(api).has('statuses')).toBe(false);
    expect(screen.getByRole('radio', { name: /^All/ })).toHaveAttribute('aria-checked', 'true');
    const updatedRuns = screen.getByRole('navigation', { name: 'Runs of this ad account' });
    expect(within(updatedRuns).getByRole('button', { name: 'Previous run' })).toBeDisabled();
    expect(within(updatedRuns).getByRole('link', { name: 'Next run' })).toBeVisible();
  });

  it('shows LinkedIn’s hierarchy, its partially updated tile and the creative name default', async () => {
    const { api } = renderDetails({
      path: `/run-history/505/details/linkedin?jobId=${JOB_IDS.current}`,
      metadata: buildRunMetadata({
        meta: {
          ...buildRunMetadata().meta,
          summary: buildCounts({ updated: 30, partially_updated: 4, error: 11 }),
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Results of the run' });
    await waitFor(() => expect(within(table).getAllByText('Brand').length).toBeGreaterThan(0));
    expect(readHeaders(table)).toEqual([
      'Campaign group',
      'Campaign',
      'Creative',
      'Status',
      'Description',
      'Tracking parameters',
    ]);
    expect(readTiles()).toContain('Partially tagged 4');
    expect(lastDetailsQuery(api).get('sortBy')).toBe('creativeName');
    expect(screen.getByRole('button', { name: 'Filter creatives' })).toBeVisible();
  });

  it('marks LinkedIn results tagged through their campaign, and says what that means', async () => {
    const linkedInAsset = {
      ...buildRunResult(0).parsedAsset,
      campaignType: null,
      campaignFormat: 'TEXT_AD',
      adId: null,
      adName: null,
      creativeId: '808',
      creativeName: 'Tagged creative',
    };
    renderDetails({
      path: `/run-history/505/details/linkedin?jobId=${JOB_IDS.current}`,
      routes: {
        'GET /api/v1/run-history/{platform}/run-details': () =>
          answerContent({
            data: [
              buildRunResult(0, { level: 'campaign', parsedAsset: linkedInAsset }),
              buildRunResult(1, {
                level: 'campaign',
                status: 'not_supported',
                notSupportedReason: 'JOBS',
                parsedAsset: { ...linkedInAsset, creativeId: '809', creativeName: 'Job ad' },
              }),
              buildRunResult(2, {
                level: 'campaign',
                status: 'error',
                errorType: 'NO_LANDING_PAGE',
                parsedAsset: { ...linkedInAsset, creativeId: '810', creativeName: 'No page' },
              }),
            ],
            info: { totalCount: 3 },
          }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Results of the run' });
    const tagged = (await within(table).findByText('Tagged creative')).closest('tr')!;
    const badge = within(tagged).getByText('Campaign level');
    const notSupported = within(table).getByText('Job ad').closest('tr')!;
    expect(within(notSupported).queryByText('Campaign level')).toBeNull();
    const failed = within(table).getByText('No page').closest('tr')!;
    expect(within(failed).queryByText('Campaign level')).toBeNull();
    await userEvent.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'LinkedIn adds these parameters to every ad of the campaign, without editing the ads or sending them back to review.',
    );
  });

  it('opens the account’s run history, saying so, when the run does not exist', async () => {
    const { router } = renderDetails({
      routes: {
        'GET /api/v1/run-history/{platform}/run-metadata': () =>
          Response.json(
            { error: { code: 'NOT_FOUND', message: 'Run not found' } },
            { status: 404 },
          ),
        'GET /api/v1/run-history/accounts': () => answerContent([]),
        'GET /api/v1/run-history': () => answerContent([]),
      },
    });
    expect(await screen.findByText('That run could not be found')).toBeVisible();
    expect(router.state.location.pathname).toBe('/run-history/1234567890');
  });

  it('opens the account’s run history when the link names no run', async () => {
    const { router } = renderDetails({
      path: '/run-history/1234567890/details/google',
      routes: {
        'GET /api/v1/run-history/accounts': () => answerContent([]),
        'GET /api/v1/run-history': () => answerContent([]),
      },
    });
    expect(await screen.findByText('That run could not be found')).toBeVisible();
    expect(router.state.location.pathname).toBe('/run-history/1234567890');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows the global server-error screen on a 500', async () => {
    renderDetails({
      routes: {
        'GET /api/v1/run-history/{platform}/run-metadata': () =>
          Response.json(
            { error: { code: 'SERVER_ERROR', message: 'Internal error' } },
            { status: 500 },
          ),
      },
    });
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeVisible();
  });
});
