import { screen, waitFor } from '@testing-library/react';
import type { components } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import {
  answerContent,
  answerError,
  createFakeApi,
  TEST_ORGANIZATION,
  type FakeRoute,
  type FakeRouteKey,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { BRIEF_ID, buildBriefRoutes } from '../test/brief-api-routes';

const JOINED: components['schemas']['OrganizationSummary'] = {
  id: 'org-2',
  name: 'Difference Co',
  logoUrl: null,
  role: 'member',
};

/** The brief is the second organization's: asked in any other, the API says it is not there. */
function onlyInJoined<K extends FakeRouteKey>(answer: FakeRoute<K> | undefined): FakeRoute<K> {
  return (call) =>
    call.url.searchParams.get('organization_id') === JOINED.id && answer !== undefined
      ? answer(call)
      : (answerError(404, 'NOT_FOUND', 'Not found') as ReturnType<FakeRoute<K>>);
}

function createApi(organizations = [TEST_ORGANIZATION, JOINED]) {
  const routes = buildBriefRoutes();
  return createFakeApi({
    ...routes,
    'GET /api/v1/searchTerms/brands/{id}': onlyInJoined(
      routes['GET /api/v1/searchTerms/brands/{id}'],
    ),
    'GET /api/v1/searchTerms/ai-rules/{brandId}': onlyInJoined(
      routes['GET /api/v1/searchTerms/ai-rules/{brandId}'],
    ),
    'GET /api/v1/organizations': () => answerContent(organizations),
    'GET /api/v1/workspaces': (call) => {
      const organizationId = call.url.searchParams.get('organization_id') ?? '';
      return answerContent([{ id: `ws-of-${organizationId}`, organizationId, name: 'Default' }]);
    },
  });
}

describe('an old link to a brief of another organization (issue 25 item 6)', () => {
  it("switches to the user's organization that has it, with a notice, instead of not found", async () => {
    const { context, router } = renderApp({
      path: `/ai-briefs/edit-brief/${BRIEF_ID}`,
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
    expect(screen.queryByText('AI brief not found')).toBeNull();
  }, 15_000);

  it('still says not found when none of the user’s organizations has it', async () => {
    renderApp({
      path: `/ai-briefs/edit-brief/${BRIEF_ID}`,
      authState: buildLoggedInState(),
      fetch: createApi([TEST_ORGANIZATION, { ...JOINED, id: 'org-3' }]).fetch,
    });
    expect(
      await screen.findByText('AI brief not found', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Switched to/)).toBeNull());
  }, 15_000);
});
