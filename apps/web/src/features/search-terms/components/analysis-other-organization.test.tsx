import { screen, waitFor } from '@testing-library/react';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { buildResultsPage } from '../test/search-term-fixtures';
import { buildAdAccount } from '../../../test/api-fixtures';
import {
  answerContent,
  answerError,
  createFakeApi,
  TEST_ORGANIZATION,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';

const JOINED: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};
const ACCOUNT = buildAdAccount({ adAccountId: '4120000001', name: 'Hearthly' });

/** The account is the second organization's: any other lists none and answers its results 404. */
function createApi(organizations = [TEST_ORGANIZATION, JOINED]) {
  const isJoined = (call: { url: URL }) =>
    call.url.searchParams.get('organization_id') === JOINED.id;
  return createFakeApi({
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(call.params.platform === 'google' && isJoined(call) ? [ACCOUNT] : []),
    'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent([]),
    'GET /api/v1/google/searchTerms/results': (call) =>
      isJoined(call)
        ? answerContent(buildResultsPage())
        : answerError(404, 'NOT_FOUND', 'Ad account not found.'),
    'GET /api/v1/organizations': () => answerContent(organizations),
    'GET /api/v1/workspaces': (call) => {
      const organizationId = call.url.searchParams.get('organization_id') ?? '';
      return answerContent([{ id: `ws-of-${organizationId}`, organizationId, name: 'Default' }]);
    },
  });
}

describe('an old link to an account analysis of another organization (issue 25 item 6)', () => {
  it("switches to the user's organization that has the account, with a notice", async () => {
    const { context, router } = renderApp({
      path: `/analysis/search-terms/${ACCOUNT.adAccountId}`,
      mode: 'search-terms',
      authState: buildLoggedInState(),
      fetch: createApi().fetch,
    });
    expect(
      await screen.findByText(
        'Switched to Difference Co to open this link.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(context.auth.getState().organizationId).toBe('org-2');
    expect(router.state.location.search).toMatchObject({ org: 'org-2' });
  }, 15_000);

  it('stays in the organization when none of the user’s organizations has the account', async () => {
    const { context } = renderApp({
      path: `/analysis/search-terms/${ACCOUNT.adAccountId}`,
      mode: 'search-terms',
      authState: buildLoggedInState(),
      fetch: createApi([TEST_ORGANIZATION, { ...JOINED, id: 'org-3' }]).fetch,
    });
    expect(
      await screen.findByRole('heading', { name: 'Ad account not found' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Switched to/)).toBeNull());
    expect(context.auth.getState().organizationId).toBe(TEST_ORGANIZATION.id);
  }, 15_000);
});
