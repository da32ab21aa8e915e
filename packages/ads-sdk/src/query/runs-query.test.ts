import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import type { components } from '../generated/schema.js';
import type { AdAccount } from '../rules/ad-accounts.js';
import { queryKeys, type QueryTag } from './query-keys.js';
import {
  TAGGING_RUN_TAGS,
  invalidateAfterTaggingRun,
  isRunScopeKnown,
  notSupportedQueryOptions,
  runDetailsQueryOptions,
  runHistoryAccountsQueryOptions,
  runHistoryQueryOptions,
  runMetadataQueryOptions,
  startTaggingRun,
  taggingRunMutationOptions,
  taggingJobRunsQueryOptions,
} from './runs-query.js';

const SCOPE = { organizationId: 'org-1', workspaceId: 'ws-1' };
const JOB_ID = '5b0c6c1e-0000-4000-8000-000000000001';

const COUNTS: components['schemas']['RunCounts'] = {
  total: 4,
  updated: 2,
  skipped: 1,
  not_supported: 0,
  partially_updated: 0,
  error: 1,
};

const HISTORY_ROW: components['schemas']['RunHistoryRow'] = {
  jobId: JOB_ID,
  platform: 'google',
  accountId: '1234567890',
  accountName: 'Acme EU',
  createdAt: '2025-03-01T10:00:00.000Z',
  jobSource: 'manual',
  state: 'completed',
  resumesAt: null,
  counts: COUNTS,
};

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function answerContent(content: unknown) {
  return createFakeFetch(() => createJsonResponse(200, { content }));
}

describe('the run scope (spec §6)', () => {
  it('is known only with both the organization and the workspace', () => {
    expect(isRunScopeKnown(SCOPE)).toBe(true);
    expect(isRunScopeKnown({ organizationId: 'org-1', workspaceId: null })).toBe(false);
    expect(isRunScopeKnown({ organizationId: undefined, workspaceId: 'ws-1' })).toBe(false);
    expect(isRunScopeKnown({ organizationId: '', workspaceId: 'ws-1' })).toBe(false);
  });

  it('keeps every run query from asking until both ids are known', async () => {
    const { fetch, seen } = answerContent([]);
    const client = createTestClient({ fetch });
    const scope = { organizationId: 'org-1', workspaceId: null };
    const reference = { ...scope, platform: 'google', accountId: '1', jobId: JOB_ID } as const;
    const queryClient = createQueryClient();
    const allOptions = [
      taggingJobRunsQueryOptions(client, { ...scope, platform: 'google' }),
      runHistoryAccountsQueryOptions(client, scope),
      runMetadataQueryOptions(client, reference),
      notSupportedQueryOptions(client, reference),
      runDetailsQueryOptions(client, {
        ...reference,
        sortBy: 'campaignName',
        sortOrder: 'desc',
        offset: 0,
        limit: 20,
      }),
    ];
    const historyOptions = runHistoryQueryOptions(client, scope);
    for (const options of [...allOptions, historyOptions]) {
      expect(options.queryFn).toBe(skipToken);
    }
    // An observer (what useQuery mounts) leaves a skipped query alone.
    const unsubscribe = new QueryObserver(queryClient, allOptions[0] as never).subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    expect(seen).toHaveLength(0);
  });
});

describe('taggingJobRunsQueryOptions', () => {
  it('lists a platform’s runs under the job family, with the workspace sent explicitly', async () => {
    const { fetch, seen } = answerContent([]);
    const options = taggingJobRunsQueryOptions(createTestClient({ fetch }), {
      ...SCOPE,
      platform: 'linkedin',
    });
    await createQueryClient().fetchQuery(options);
    expect(options.queryKey).toEqual(['job', 'list', { platform: 'linkedin', ...SCOPE }]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/linkedin/job/autoTagging/jobruns');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe('org-1');
    expect(seen[0]?.url.searchParams.get('workspace_id')).toBe('ws-1');
  });
});

describe('runHistoryQueryOptions', () => {
  it('sends the filters and pages by offset while the last page came back full', async () => {
    const pages = [[HISTORY_ROW, HISTORY_ROW], [HISTORY_ROW]];
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: pages[seen.length - 1] }),
    );
    const queryClient = createQueryClient();
    const options = runHistoryQueryOptions(createTestClient({ fetch }), {
      ...SCOPE,
      period: 'custom',
      from: '2025-03-01',
      to: '2025-03-07',
      accountId: '1234567890',
      platform: 'google',
      pageSize: 2,
    });
    await queryClient.fetchInfiniteQuery(options);
    const query = seen[0]?.url.searchParams;
    expect(seen[0]?.url.pathname).toBe('/api/v1/run-history');
    expect(Object.fromEntries(query ?? [])).toEqual({
      organization_id: 'org-1',
      workspace_id: 'ws-1',
      period: 'custom',
      from: '2025-03-01',
      to: '2025-03-07',
      accountId: '1234567890',
      platform: 'google',
      offset: '0',
      limit: '2',
    });
    expect(options.getNextPageParam([HISTORY_ROW, HISTORY_ROW], [], 0, [0])).toBe(2);
    expect(options.getNextPageParam([HISTORY_ROW], [], 2, [0, 2])).toBeUndefined();
    expect(options.queryKey[0]).toBe('runHistory');
  });

  it('leaves out the filters not set', async () => {
    const { fetch, seen } = answerContent([]);
    await createQueryClient().fetchInfiniteQuery(
      runHistoryQueryOptions(createTestClient({ fetch }), SCOPE),
    );
    expect([...(seen[0]?.url.searchParams.keys() ?? [])]).toEqual([
      'organization_id',
      'workspace_id',
      'offset',
      'limit',
    ]);
    expect(seen[0]?.url.searchParams.get('limit')).toBe('100');
  });
});

describe('runHistoryAccountsQueryOptions', () => {
  it('lists the accounts with runs under the runHistory family', async () => {
    const accounts = [{ platform: 'google', accountId: '1', accountName: 'Acme' }];
    const { fetch, seen } = answerContent(accounts);
    const options = runHistoryAccountsQueryOptions(createTestClient({ fetch }), SCOPE);
    expect(await createQueryClient().fetchQuery(options)).toEqual(accounts);
    expect(options.queryKey).toEqual(['runHistory', 'accounts', SCOPE]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/run-history/accounts');
  });
});

describe('runDetailsQueryOptions', () => {
  const base = {
    ...SCOPE,
    platform: 'linkedin',
    accountId: '505',
    jobId: JOB_ID,
    sortBy: 'creativeName',
    offset: 40,
    limit: 20,
  } as const;

  it('sends the sort direction as its numeric value, the statuses and the id lists', async () => {
    const page = { data: [], info: { totalCount: 0 } };
    const { fetch, seen } = answerContent(page);
    const options = runDetailsQueryOptions(createTestClient({ fetch }), {
      ...base,
      sortOrder: 'asc',
      statuses: ['error', 'skipped'],
      idFilters: { campaignIds: ['11', '12'], creativeIds: undefined },
    });
    expect(await createQueryClient().fetchQuery(options)).toEqual(page);
    const query = seen[0]?.url.searchParams;
    expect(seen[0]?.url.pathname).toBe('/api/v1/run-history/linkedin/run-details');
    expect(query?.get('sortOrder')).toBe('1');
    expect(query?.get('sortBy')).toBe('creativeName');
    expect(query?.getAll('statuses')).toEqual(['error', 'skipped']);
    expect(query?.getAll('campaignIds')).toEqual(['11', '12']);
    expect(query?.has('creativeIds')).toBe(false);
    expect(query?.get('offset')).toBe('40');
    expect(query?.get('jobId')).toBe(JOB_ID);
    expect(options.queryKey.slice(0, 2)).toEqual(['runDetails', 'list']);
  });

  it('sends descending as -1 and no statuses for all', async () => {
    const { fetch, seen } = answerContent({ data: [], info: { totalCount: 0 } });
    await createQueryClient().fetchQuery(
      runDetailsQueryOptions(createTestClient({ fetch }), {
        ...base,
        sortOrder: 'desc',
        statuses: [],
      }),
    );
    expect(seen[0]?.url.searchParams.get('sortOrder')).toBe('-1');
    expect(seen[0]?.url.searchParams.has('statuses')).toBe(false);
  });

  it('answers an id filter with nothing checked as no results, without a request', async () => {
    const { fetch, seen } = answerContent({ data: [{}], info: { totalCount: 1 } });
    const page = await createQueryClient().fetchQuery(
      runDetailsQueryOptions(createTestClient({ fetch }), {
        ...base,
        sortOrder: 'desc',
        idFilters: { campaignGroupIds: [] },
      }),
    );
    expect(page).toEqual({ data: [], info: { totalCount: 0 } });
    expect(seen).toHaveLength(0);
  });

  it('keys each page apart, so paging and filtering fetch anew', () => {
    const client = createTestClient({ fetch: answerContent({}).fetch });
    const first = runDetailsQueryOptions(client, { ...base, sortOrder: 'desc' });
    const next = runDetailsQueryOptions(client, { ...base, sortOrder: 'desc', offset: 60 });
    expect(first.queryKey).not.toEqual(next.queryKey);
  });
});

describe('runMetadataQueryOptions', () => {
  it('asks for one run (or the latest without jobId) and refetches on every mount', async () => {
    const { fetch, seen } = answerContent({});
    const client = createTestClient({ fetch });
    const options = runMetadataQueryOptions(client, {
      ...SCOPE,
      platform: 'google',
      accountId: '1',
      jobId: JOB_ID,
      createdAt: '2025-03-01T10:00:00.000Z',
    });
    await createQueryClient().fetchQuery(options);
    expect(seen[0]?.url.pathname).toBe('/api/v1/run-history/google/run-metadata');
    expect(seen[0]?.url.searchParams.get('createdAt')).toBe('2025-03-01T10:00:00.000Z');
    expect(options.refetchOnMount).toBe('always');
    expect(options.queryKey.slice(0, 2)).toEqual(['runDetails', 'metadata']);

    await createQueryClient().fetchQuery(
      runMetadataQueryOptions(client, { ...SCOPE, platform: 'google', accountId: '1' }),
    );
    expect(seen[1]?.url.searchParams.has('jobId')).toBe(false);
    expect(seen[1]?.url.searchParams.has('createdAt')).toBe(false);
  });
});

describe('notSupportedQueryOptions', () => {
  it('lists one run’s unsupported kinds under the notSupported family', async () => {
    const { fetch, seen } = answerContent([]);
    const options = notSupportedQueryOptions(createTestClient({ fetch }), {
      ...SCOPE,
      platform: 'google',
      accountId: '1',
      jobId: JOB_ID,
    });
    await createQueryClient().fetchQuery(options);
    expect(seen[0]?.url.pathname).toBe('/api/v1/run-history/not-supported');
    expect(seen[0]?.url.searchParams.get('platform')).toBe('google');
    expect(options.queryKey[0]).toBe('notSupported');
  });
});

describe('startTaggingRun', () => {
  it('posts the accounts with the update mode and returns the outcomes', async () => {
    const outcomes = [
      {
        resourceName: 'customers/1',
        state: 'completed',
        jobId: JOB_ID,
        reason: null,
        counts: COUNTS,
      },
    ];
    const { fetch, seen } = answerContent(outcomes);
    const answer = await startTaggingRun(createTestClient({ fetch }), {
      platform: 'google',
      organizationId: 'org-1',
      adAccounts: ['customers/1'],
      updateApi: 'drop_direct',
    });
    expect(answer).toEqual(outcomes);
    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/ads/autoUrlTemplate');
    expect(seen[0]?.url.searchParams.get('update_api')).toBe('drop_direct');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ adAccounts: ['customers/1'] });
  });

  it('leaves the mode to the API’s default when none is given, and throws a 409', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(409, { error: { code: 'CONFLICT', message: 'A run is in progress' } }),
    );
    await expect(
      startTaggingRun(createTestClient({ fetch }), {
        platform: 'linkedin',
        organizationId: 'org-1',
        adAccounts: ['urn:li:sponsoredAccount:1'],
      }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: 'A run is in progress' });
    expect(seen[0]?.url.searchParams.has('update_api')).toBe(false);
  });
});

describe('taggingRunMutationOptions', () => {
  it('runs on the given rows’ resource names with the mode, under the taggingRun key', async () => {
    const { fetch, seen } = answerContent([]);
    const options = taggingRunMutationOptions(createTestClient({ fetch }), {
      organizationId: 'org-1',
      updateApi: 'direct',
    });
    const account = { resourceName: 'customers/1' } as AdAccount;
    await expect(
      runMutation(options, { platform: 'google', accounts: [account] }),
    ).resolves.toEqual([]);
    expect(options.mutationKey).toEqual(['taggingRun']);
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/ads/autoUrlTemplate');
    expect(seen[0]?.url.searchParams.get('update_api')).toBe('direct');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe('org-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ adAccounts: ['customers/1'] });
  });
});

describe('invalidateAfterTaggingRun', () => {
  it('marks the job, run history, run details, not-supported and ad account queries stale', async () => {
    const queryClient = createQueryClient();
    const tags: QueryTag[] = [...TAGGING_RUN_TAGS, 'urlTemplate'];
    for (const tag of tags) queryClient.setQueryData([...queryKeys[tag].all, 'x'], 1);
    await invalidateAfterTaggingRun(queryClient);
    for (const tag of TAGGING_RUN_TAGS) {
      expect(queryClient.getQueryState([tag, 'x'])?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryState(['urlTemplate', 'x'])?.isInvalidated).toBe(false);
    expect(TAGGING_RUN_TAGS).toEqual([
      'job',
      'runHistory',
      'runDetails',
      'notSupported',
      'adAccount',
    ]);
  });
});
