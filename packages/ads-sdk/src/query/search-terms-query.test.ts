import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import {
  learnSearchTermDecisionsMutationOptions,
  negativeKeywordPlanQueryOptions,
  SEARCH_TERM_RUN_TAGS,
  searchTermDecisionsPreviewQueryOptions,
  searchTermJobRunsQueryOptions,
  searchTermResultsQueryOptions,
  validateSearchTermsMutationOptions,
} from './search-terms-query.js';

const ORGANIZATION_ID = '6f1c2a56-1f7e-4d0c-9a53-1f0c0c0c0c01';

describe('search-term run queries', () => {
  it('lists the runs under the SearchTermValidationJob tag', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: [] }));
    const options = searchTermJobRunsQueryOptions(createTestClient({ fetch }), ORGANIZATION_ID);
    expect(options.queryKey).toEqual([
      'SearchTermValidationJob',
      'list',
      { organizationId: ORGANIZATION_ID },
    ]);
    expect(await new QueryClient().fetchQuery(options)).toEqual([]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/job/autoSearchTermValidation/jobruns');
  });

  it("lists one account's runs under their own key", async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: [] }));
    const options = searchTermJobRunsQueryOptions(
      createTestClient({ fetch }),
      ORGANIZATION_ID,
      '4120000001',
    );
    expect(options.queryKey).toEqual([
      'SearchTermValidationJob',
      'list',
      { organizationId: ORGANIZATION_ID, adAccountId: '4120000001' },
    ]);
    await new QueryClient().fetchQuery(options);
    expect(seen[0]?.url.searchParams.get('adAccountId')).toBe('4120000001');
  });

  it('sends the accounts to validate as adAccounts', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(202, { content: [] }));
    await runMutation(
      validateSearchTermsMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      ['customers/1'],
    );
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ adAccounts: ['customers/1'] });
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });

  it('asks for one page of results, sorted and filtered on the server', async () => {
    const page = {
      run: null,
      currencyCode: null,
      byCategory: [],
      results: [],
      total: 0,
      offset: 50,
      limit: 50,
    };
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: page }));
    const options = searchTermResultsQueryOptions(createTestClient({ fetch }), {
      organizationId: ORGANIZATION_ID,
      adAccountId: '4120000001',
      offset: 50,
      limit: 50,
      sortBy: 'costMicros',
      sortDirection: 'desc',
      decision: 'exclude',
      search: '',
    });
    expect(options.queryKey[0]).toBe('SearchTermValidationResults');
    expect(await new QueryClient().fetchQuery(options)).toEqual(page);
    const url = seen[0]!.url;
    expect(url.pathname).toBe('/api/v1/google/searchTerms/results');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      organization_id: ORGANIZATION_ID,
      adAccountId: '4120000001',
      offset: '50',
      limit: '50',
      sortBy: 'costMicros',
      sortDirection: 'desc',
      decision: 'exclude',
    });
  });

  it('sends accepted or rejected decisions for the account', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { brandId: 'b', learned: 1, learnedTotal: 1 } }),
    );
    const decisions = [{ searchTerm: 'oak jobs', isExclude: true, category: 'product' as const }];
    await runMutation(
      learnSearchTermDecisionsMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      { adAccountId: '4120000001', decisions },
    );
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/searchTerms/decisions');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ adAccountId: '4120000001', decisions });
  });

  it('previews decisions under the results tag, posting what would be learned', async () => {
    const preview = {
      changed: 1,
      terms: [{ searchTerm: 'oak jobs uk', isExclude: true, category: 'product' }],
    };
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: preview }));
    const params = {
      adAccountId: '4120000001',
      decisions: [
        {
          searchTerm: 'oak jobs',
          isExclude: true,
          category: 'product' as const,
          matchScope: 'phrase' as const,
        },
      ],
    };
    const options = searchTermDecisionsPreviewQueryOptions(
      createTestClient({ fetch }),
      ORGANIZATION_ID,
      params,
    );
    expect(options.queryKey).toEqual([
      'SearchTermValidationResults',
      'decisionsPreview',
      { organizationId: ORGANIZATION_ID, ...params },
    ]);
    expect(await new QueryClient().fetchQuery(options)).toEqual(preview);
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/searchTerms/decisions/preview');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(params);
  });
});

describe('negative keyword planner query', () => {
  it("asks for an account's suggestions under the negative-planner tag", async () => {
    const plan = { run: null, suggestions: [], total: 0 };
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: plan }));
    const options = negativeKeywordPlanQueryOptions(createTestClient({ fetch }), {
      organizationId: ORGANIZATION_ID,
      adAccountId: '4120000001',
      limit: 1000,
    });
    expect(options.queryKey[0]).toBe('negative-planner');
    expect(await new QueryClient().fetchQuery(options)).toEqual(plan);
    const url = seen[0]?.url;
    expect(url?.pathname).toBe('/api/v1/google/searchTerms/negativePlanner');
    expect(url?.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
    expect(url?.searchParams.get('adAccountId')).toBe('4120000001');
    expect(url?.searchParams.get('limit')).toBe('1000');
  });

  it('is refetched when a validation run finishes', () => {
    expect(SEARCH_TERM_RUN_TAGS).toContain('negative-planner');
  });
});
