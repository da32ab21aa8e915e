import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@utmost/ads-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink } from '../../../lib/analytics';
import { buildAdAccount } from '../../../test/api-fixtures';
import {
  answerContent,
  answerError,
  createFakeApi,
  type FakeApiCall,
  type FakeRoutes,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

type TaggingRunOutcome = components['schemas']['TaggingRunOutcome'];

const TEMPLATE = { id: 't-1', name: 'Default UTMs' };
const GOOGLE = buildAdAccount({ adAccountId: '222', name: 'Alpha Google', urlTemplate: TEMPLATE });
const LINKEDIN = buildAdAccount({
  platform: 'linkedin',
  adAccountId: '333',
  name: 'Mid LinkedIn',
  urlTemplate: TEMPLATE,
});
const LAST_RUN = '2025-03-02T09:30:00.000Z';
const JOB_ID = '00000000-0000-4000-8000-000000000001';

function completed(call: FakeApiCall): TaggingRunOutcome[] {
  return (call.body as { adAccounts: string[] }).adAccounts.map((resourceName) => ({
    resourceName,
    state: 'completed',
    resumesAt: null,
    jobId: JOB_ID,
    reason: null,
    counts: { total: 4, updated: 3, skipped: 1, not_supported: 0, partially_updated: 0, error: 0 },
  }));
}

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

function renderAdAccounts(routes: FakeRoutes = {}) {
  let hasRun = false;
  const api = createFakeApi({
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(
        [GOOGLE, LINKEDIN]
          .filter((account) => account.platform === call.params.platform)
          .map((account) => (hasRun ? { ...account, lastRun: { createdAt: LAST_RUN } } : account)),
      ),
    'POST /api/v1/{platform}/ads/autoUrlTemplate': (call) => {
      hasRun = true;
      return answerContent(completed(call));
    },
    ...routes,
  });
  const sink = vi.fn();
  unregister = registerAnalyticsSink(sink);
  renderApp({ path: '/ad-accounts', authState: buildLoggedInState(), fetch: api.fetch });
  return { api, sink };
}

function findRow(name: string) {
  // The name also shows in the dialog's list of accounts: the row is the one in a table row.
  const row = screen
    .getAllByText(name)
    .map((element) => element.closest('tr'))
    .find((element) => element !== null);
  if (row === undefined) throw new Error(`no row for ${name}`);
  return row;
}

/** The row's actions menu: the window of the tests is narrower than 1440 px, where icons show. */
async function chooseRowAction(name: string, action: 'Run now' | 'Remove parameters') {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('Run now', () => {
  it('asks first, runs one account, notifies the result and refreshes its last run', async () => {
    const { api, sink } = renderAdAccounts();
    await chooseRowAction('Alpha Google', 'Run now');
    const dialog = await screen.findByRole('dialog', {
      name: 'Run tagging now on 1 ad account?',
    });
    expect(dialog).toHaveTextContent('without waiting for the next scheduled run');
    expect(within(dialog).getByRole('list', { name: 'Ad accounts' })).toHaveTextContent(
      'Alpha Google',
    );
    expect(api.findCalls('POST /api/v1/{platform}/ads/autoUrlTemplate')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));

    expect(
      await screen.findByText('Tagged 3 ads in Alpha Google · 1 already tagged'),
    ).toBeInTheDocument();
    const [call] = api.findCalls('POST /api/v1/{platform}/ads/autoUrlTemplate');
    expect(call?.path).toBe('/api/v1/google/ads/autoUrlTemplate');
    expect(call?.url.searchParams.get('update_api')).toBe('direct');
    expect(call?.url.searchParams.get('organization_id')).toBe('org-1');
    expect(call?.body).toEqual({ adAccounts: ['customers/222'] });
    expect(sink).toHaveBeenCalledWith('run_auto_tagging_now', { platform: 'google', count: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The last run comes back with the refetched accounts, in the spec's date format.
    await waitFor(() =>
      expect(
        within(findRow('Alpha Google')).getByText(
          (_, node) => node?.getAttribute('datetime') === LAST_RUN,
        ),
      ).toHaveTextContent(/^Mar 0[23], 2025 \d\d:\d\d$/),
    );
  });

  it('shows its progress while the run takes its time, and lets the dialog close meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const { api } = renderAdAccounts({
      'POST /api/v1/{platform}/ads/autoUrlTemplate': (call) =>
        new Promise<Response>((resolve) => {
          answer = (response) => resolve(response);
          void call;
        }),
    });
    await chooseRowAction('Alpha Google', 'Run now');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await within(dialog).findByText(/This can take up to 3 minutes\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run now' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The row says its run is going, instead of offering the actions again.
    expect(
      await within(findRow('Alpha Google')).findByRole('status', {
        name: 'Running on Alpha Google',
      }),
    ).toBeInTheDocument();
    const [call] = api.findCalls('POST /api/v1/{platform}/ads/autoUrlTemplate');
    answer(answerContent(completed(call as FakeApiCall)));
    expect(
      await screen.findByText('Tagged 3 ads in Alpha Google · 1 already tagged'),
    ).toBeInTheDocument();
    expect(
      await within(findRow('Alpha Google')).findByRole('button', {
        name: 'Actions for Alpha Google',
      }),
    ).toBeInTheDocument();
  });

  it('runs the selected accounts of both platforms, one request each', async () => {
    const { api, sink } = renderAdAccounts();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all ad accounts' }));
    const toolbar = screen.getByRole('toolbar', { name: '2 selected' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Run tagging now on 2 ad accounts?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(screen.getAllByText(/^Tagged 3 ads in /)).toHaveLength(2));
    expect(
      api
        .findCalls('POST /api/v1/{platform}/ads/autoUrlTemplate')
        .map((call) => [call.path, call.body]),
    ).toEqual(
      expect.arrayContaining([
        ['/api/v1/google/ads/autoUrlTemplate', { adAccounts: ['customers/222'] }],
        ['/api/v1/linkedin/ads/autoUrlTemplate', { adAccounts: ['urn:li:sponsoredAccount:333'] }],
      ]),
    );
    expect(sink).toHaveBeenCalledWith('run_auto_tagging_now', { platform: 'linkedin', count: 1 });
  });

  it('says which accounts were not run and why', async () => {
    renderAdAccounts({
      'POST /api/v1/{platform}/ads/autoUrlTemplate': () =>
        answerContent([
          {
            resourceName: 'customers/222',
            state: 'not_run',
            resumesAt: null,
            jobId: null,
            reason: 'disabled',
            counts: null,
          },
        ]),
    });
    await chooseRowAction('Alpha Google', 'Run now');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run now' }),
    );
    expect(
      await screen.findByText('Not run: 1 ad account has no tracking template. Assign one first.'),
    ).toBeInTheDocument();
  });

  it('reports a refused request as the flow error, naming the running job', async () => {
    renderAdAccounts({
      'POST /api/v1/{platform}/ads/autoUrlTemplate': () =>
        answerError(
          409,
          'CONFLICT',
          `A run is already in progress on this ad account (job ${JOB_ID})`,
        ),
    });
    await chooseRowAction('Alpha Google', 'Run now');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run now' }),
    );
    expect(
      await screen.findByText(
        `Could not start the tagging run in Ad accounts: A run is already in progress on this ad account (job ${JOB_ID})`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Remove parameters', () => {
  it('explains the restore, then starts a drop job without counting it as a run', async () => {
    const { api, sink } = renderAdAccounts();
    await chooseRowAction('Mid LinkedIn', 'Remove parameters');
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Utmost’s parameters from 1 ad account?',
    });
    expect(dialog).toHaveTextContent(
      'Utmost restores the ads’ URLs to how they were before Utmost changed them',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove parameters' }));
    expect(
      await screen.findByText('Restored 3 ads in Mid LinkedIn · 1 not tagged by Utmost'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View run' })).toBeInTheDocument();
    const [call] = api.findCalls('POST /api/v1/{platform}/ads/autoUrlTemplate');
    expect(call?.path).toBe('/api/v1/linkedin/ads/autoUrlTemplate');
    expect(call?.url.searchParams.get('update_api')).toBe('drop_direct');
    expect(sink).not.toHaveBeenCalledWith('run_auto_tagging_now', expect.anything());
  });

  it('offers to switch auto-tagging off first, checked when it is on, and does so before removing', async () => {
    const enabled = { ...LINKEDIN, enabled: true };
    const { api } = renderAdAccounts({
      'GET /api/v1/{platform}/ads/accounts': (call) =>
        answerContent(call.params.platform === 'linkedin' ? [enabled] : [GOOGLE]),
      'PUT /api/v1/{platform}/ads/accounts': () => answerContent([{ ...enabled, enabled: false }]),
    });
    await chooseRowAction('Mid LinkedIn', 'Remove parameters');
    const dialog = await screen.findByRole('dialog');
    const offer = within(dialog).getByRole('checkbox', {
      name: 'Also switch auto-tagging off for this ad account',
    });
    expect(offer).toBeChecked();
    expect(dialog).toHaveTextContent('Otherwise the next scheduled run puts the parameters back.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove parameters' }));
    await screen.findByText(/^Restored 3 ads in Mid LinkedIn/);
    const [put] = api.findCalls('PUT /api/v1/{platform}/ads/accounts');
    expect(put?.body).toMatchObject({ changes: { enabled: false } });
    expect(api.findCalls('POST /api/v1/{platform}/ads/autoUrlTemplate')).toHaveLength(1);
  });

  it('leaves auto-tagging alone when the offer is unchecked, and has none when it is off', async () => {
    const enabled = { ...LINKEDIN, enabled: true };
    const { api } = renderAdAccounts({
      'GET /api/v1/{platform}/ads/accounts': (call) =>
        answerContent(call.params.platform === 'linkedin' ? [enabled] : [GOOGLE]),
    });
    await chooseRowAction('Alpha Google', 'Remove parameters');
    expect(within(await screen.findByRole('dialog')).queryByRole('checkbox')).toBeNull();
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await chooseRowAction('Mid LinkedIn', 'Remove parameters');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove parameters' }));
    await screen.findByText(/^Restored 3 ads in Mid LinkedIn/);
    expect(api.findCalls('PUT /api/v1/{platform}/ads/accounts')).toEqual([]);
  });
});
