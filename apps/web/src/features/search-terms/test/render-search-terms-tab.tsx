import type { components } from '@utmost/ads-sdk';
import { buildAdAccount } from '../../../test/api-fixtures';
import { answerContent, createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildResultsPage } from './search-term-fixtures';

type SearchTermResultsPage = components['schemas']['SearchTermResultsPage'];

export const WITH_BRIEF = buildAdAccount({
  adAccountId: '4120000001',
  name: 'Hearthly',
  brand: { id: 'b-1', name: 'Hearthly stoves' },
});
export const TAB_PATH = '/analysis/search-terms/4120000001';

/** The search terms tab of Hearthly (briefed) against a fake API, as an editor by default. */
export function renderSearchTermsTab({
  path = TAB_PATH,
  account = WITH_BRIEF,
  page = buildResultsPage(),
  routes = {},
}: {
  path?: string;
  account?: typeof WITH_BRIEF;
  page?: SearchTermResultsPage | ((url: URL) => SearchTermResultsPage);
  routes?: FakeRoutes;
} = {}) {
  const api = createFakeApi({
    'GET /api/v1/{platform}/ads/accounts': (call) =>
      answerContent(call.params.platform === 'google' ? [account] : []),
    'GET /api/v1/google/job/autoSearchTermValidation/jobruns': () => answerContent([]),
    'GET /api/v1/google/searchTerms/results': (call) =>
      answerContent(typeof page === 'function' ? page(call.url) : page),
    'POST /api/v1/google/searchTerms/decisions/preview': () =>
      answerContent({ changed: 0, terms: [] }),
    ...routes,
  });
  const view = renderApp({
    path,
    mode: 'search-terms',
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  return { ...view, api };
}

/** The query of the last results request, as the server saw it. */
export function lastResultsQuery(api: ReturnType<typeof createFakeApi>) {
  const calls = api.findCalls('GET /api/v1/google/searchTerms/results');
  return Object.fromEntries(calls.at(-1)?.url.searchParams ?? []);
}
