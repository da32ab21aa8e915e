import { screen, waitFor } from '@testing-library/react';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { buildAdAccount } from '../../../test/api-fixtures';
import {
  answerContent,
  answerError,
  createFakeApi,
  TEST_ORGANIZATION,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildHistoryRow, buildRunMetadata, buildRunResult, JOB_IDS } from '../test/run-fixtures';

const JOINED: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};
const ACCOUNT = buildAdAccount({ adAccountId: '4120000001', name: 'Hearthly' });
const HISTORY_PATH = `/run-history/${ACCOUNT.adAccountId}`;
const DETAILS_PATH = `${HISTORY_PATH}/details/google?jobId=${JOB_IDS.current}`;

function isJoined(call: { url: URL }) {
  return call.url.searchParams.get('organization_id') === JOINED.id;
}

/** The account and its runs are the second organization's: any other has none of them. */
function createApi(organizations = [TEST_ORGANIZATION, JOINED]) {
  return createFakeApi({
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(call.params.platform === 'google' && isJoined(call) ? [ACCOUNT] : []),
    'GET /api/v1/run-history/accounts': () => answerContent([]),
    'GET /api/v1/run-history': (call) =>
      answerContent(
        isJoined(call)
          ? [buildHistoryRow({ accountId: ACCOUNT.adAccountId, accountName: 'Hearthly' })]
          : [],
      ),
    'GET /api/v1/run-history/{platform}/run-metadata': (call) =>
      isJoined(call)
        ? answerContent(buildRunMetadata())
        : answerError(404, 'NOT_FOUND', 'Run not found'),
    'GET /api/v1/run-history/{platform}/run-details': () =>
      answerContent({ data: [buildRunResult(0)], info: { totalCount: 1 } }),
    'GET /api/v1/organizations': () => answerContent(organizations),
    'GET /api/v1/workspaces': (call) => {
      const organizationId = call.url.searchParams.get('organization_id') ?? '';
      return answerContent([{ id: `ws-of-${organizationId}`, organizationId, name: 'Default' }]);
    },
  });
}

async function findSwitchNotice() {
  return screen.findByText('Switched to Difference Co to open this link.', {}, { timeout: 12_000 });
}

describe('an old link to run history of another organization (issue 25 item 6)', () => {
  it("the account's run history switches to the organization that has the account", async () => {
    const { context, router } = renderApp({
      path: HISTORY_PATH,
      authState: buildLoggedInState(),
      fetch: createApi().fetch,
    });
    expect(await findSwitchNotice()).toBeInTheDocument();
    expect(context.auth.getState().organizationId).toBe('org-2');
    expect(router.state.location.pathname).toBe(HISTORY_PATH);
    expect(router.state.location.search).toMatchObject({ org: 'org-2' });
  }, 20_000);

  it('a run switches there and stays on the run, instead of saying it is not found', async () => {
    const { context, router } = renderApp({
      path: DETAILS_PATH,
      authState: buildLoggedInState(),
      fetch: createApi().fetch,
    });
    expect(await findSwitchNotice()).toBeInTheDocument();
    expect(context.auth.getState().organizationId).toBe('org-2');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ org: 'org-2', jobId: JOB_IDS.current }),
    );
    expect(router.state.location.pathname).toBe(`${HISTORY_PATH}/details/google`);
    expect(await screen.findByText('Ad 0')).toBeInTheDocument();
    expect(screen.queryByText('That run could not be found')).toBeNull();
  }, 20_000);

  it('a run that none of the user’s organizations has opens the run history, saying so', async () => {
    const { context, router } = renderApp({
      path: DETAILS_PATH,
      authState: buildLoggedInState(),
      fetch: createApi([TEST_ORGANIZATION, { ...JOINED, id: 'org-3' }]).fetch,
    });
    expect(
      await screen.findByText('That run could not be found', {}, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(HISTORY_PATH);
    expect(screen.queryByText(/Switched to/)).toBeNull();
    expect(context.auth.getState().organizationId).toBe(TEST_ORGANIZATION.id);
  }, 20_000);

  it('a run of this organization opens without reading the accounts first', async () => {
    const api = createApi();
    renderApp({
      path: `${DETAILS_PATH}&org=org-2`,
      authState: buildLoggedInState(),
      fetch: api.fetch,
    });
    expect(await screen.findByText('Ad 0', {}, { timeout: 12_000 })).toBeVisible();
    expect(api.findCalls('GET /api/v1/{platform}/ads/accounts')).toHaveLength(0);
  }, 20_000);
});
