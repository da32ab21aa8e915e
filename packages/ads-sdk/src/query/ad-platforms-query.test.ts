import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import type { AdAccount, PlatformAccount, Subscription } from '../index.js';
import {
  adAccountsQueryOptions,
  addAdAccountsMutationOptions,
  assignUrlTemplateMutationOptions,
  disconnectPlatformAccountMutationOptions,
  platformAccountsQueryOptions,
  removeAdAccountsMutationOptions,
  setAdAccountsEnabledMutationOptions,
  subscriptionQueryOptions,
} from './ad-platforms-query.js';
import { invalidateQueryTags } from './invalidate-query-tags.js';
import { queryKeys } from './query-keys.js';

const ORGANIZATION_ID = '6f1c2a56-1f7e-4d0c-9a53-1f0c0c0c0c01';

const AD_ACCOUNT: AdAccount = {
  id: '7b6f0b1e-0000-4000-8000-000000000001',
  platform: 'google',
  resourceName: 'customers/1234567890',
  adAccountId: '1234567890',
  name: 'Acme EU',
  platformAccountEmail: 'ads@acme.test',
  currencyCode: 'EUR',
  connectedAt: '2025-03-01T10:00:00.000Z',
  connectionStatus: 'CONNECTED',
  connectionError: null,
  enabled: false,
  taggingStatus: 'disabled',
  urlTemplate: null,
  brand: null,
  lastRun: null,
  nextRun: null,
  lastRunSearchTerm: null,
  nextRunSearchTerm: null,
  isSearchTermsValidationEnabled: false,
  periodSummary: null,
};

const LOGIN: PlatformAccount = {
  email: 'ads@acme.test',
  platform: 'linkedin',
  connectedAt: '2025-03-01T10:00:00.000Z',
  connectionStatus: 'CONNECTED',
  connectionError: null,
  accounts: [],
  missingAbilities: [],
};

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('adAccountsQueryOptions', () => {
  it('lists one platform’s accounts under the adAccount list key', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: [AD_ACCOUNT] }),
    );
    const queryClient = createQueryClient();
    const options = adAccountsQueryOptions(createTestClient({ fetch }), {
      platform: 'google',
      organizationId: ORGANIZATION_ID,
    });

    await expect(queryClient.fetchQuery(options)).resolves.toEqual([AD_ACCOUNT]);

    expect(options.queryKey).toEqual([
      'adAccount',
      'list',
      { platform: 'google', organizationId: ORGANIZATION_ID },
    ]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/ads/accounts');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });

  it('keys each platform apart and is refetched by the adAccount tag', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: [] }));
    const queryClient = createQueryClient();
    const client = createTestClient({ fetch });
    const google = adAccountsQueryOptions(client, { platform: 'google', organizationId: 'o' });
    const linkedin = adAccountsQueryOptions(client, { platform: 'linkedin', organizationId: 'o' });
    expect(google.queryKey).not.toEqual(linkedin.queryKey);
    await queryClient.fetchQuery(linkedin);

    await invalidateQueryTags(queryClient, ['adAccount']);

    expect(queryClient.getQueryState(linkedin.queryKey)?.isInvalidated).toBe(true);
    expect(seen.map((request) => request.url.pathname)).toEqual(['/api/v1/linkedin/ads/accounts']);
  });

  it('fails with the catalogue error of the answer', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(403, { error: { code: 'FORBIDDEN', message: 'No access.' } }),
    );
    await expect(
      createQueryClient().fetchQuery(
        adAccountsQueryOptions(createTestClient({ fetch }), {
          platform: 'google',
          organizationId: ORGANIZATION_ID,
        }),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('platformAccountsQueryOptions', () => {
  it('lists the connected logins under the platformAccount list key', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: [LOGIN] }));
    const options = platformAccountsQueryOptions(createTestClient({ fetch }), {
      platform: 'linkedin',
      organizationId: ORGANIZATION_ID,
    });

    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual([LOGIN]);

    expect(options.queryKey.slice(0, 2)).toEqual([...queryKeys.platformAccount.all, 'list']);
    expect(seen[0]?.url.pathname).toBe('/api/v1/linkedin/ads/platformAccounts');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });
});

describe('subscriptionQueryOptions', () => {
  it('reads the subscription under the subscription tag', async () => {
    const subscription: Subscription = {
      status: 'active',
      type: 'payed',
      alreadyConnectedAdAccountsCount: 3,
      max_allowed_ac: 5,
      extra_allowed_ac: 0,
      trialEndsAt: null,
      currentPeriodEnd: null,
      paymentProvider: 'local',
      hasPaymentAccount: false,
    };
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: subscription }),
    );
    const options = subscriptionQueryOptions(createTestClient({ fetch }), ORGANIZATION_ID);

    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual(subscription);

    expect(options.queryKey).toEqual(['subscription', 'detail', ORGANIZATION_ID]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/billing/subscription');
  });
});

describe('the ad account mutations', () => {
  const LINKEDIN_ACCOUNT: AdAccount = {
    ...AD_ACCOUNT,
    id: '7b6f0b1e-0000-4000-8000-000000000002',
    platform: 'linkedin',
    resourceName: 'urn:li:sponsoredAccount:2',
  };
  const answerRows = () => createJsonResponse(200, { content: [AD_ACCOUNT] });

  it('add a login’s accounts by id on its platform', async () => {
    const { fetch, seen } = createFakeFetch(answerRows);
    const options = addAdAccountsMutationOptions(createTestClient({ fetch }), {
      platform: 'google',
      organizationId: ORGANIZATION_ID,
      email: 'ads@acme.test',
    });
    await expect(runMutation(options, [1234567890])).resolves.toEqual([AD_ACCOUNT]);
    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/ads/accounts');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      platform: 'google',
      organization_id: ORGANIZATION_ID,
      email: 'ads@acme.test',
      adAccountIds: [1234567890],
    });
  });

  it('switch auto-tagging with one request per platform and answer with every changed row', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) =>
      createJsonResponse(200, {
        content: [url.pathname.includes('linkedin') ? LINKEDIN_ACCOUNT : AD_ACCOUNT],
      }),
    );
    const changed = await runMutation(
      setAdAccountsEnabledMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      { accounts: [AD_ACCOUNT, LINKEDIN_ACCOUNT], enabled: true },
    );
    expect(changed).toEqual([AD_ACCOUNT, LINKEDIN_ACCOUNT]);
    expect(seen.map(({ request, url }) => `${request.method} ${url.pathname}`)).toEqual([
      'PUT /api/v1/google/ads/accounts',
      'PUT /api/v1/linkedin/ads/accounts',
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({
      platform: 'linkedin',
      organization_id: ORGANIZATION_ID,
      resourceNames: ['urn:li:sponsoredAccount:2'],
      changes: { enabled: true },
    });
  });

  it('assign a template, null removing it', async () => {
    const { fetch, seen } = createFakeFetch(answerRows);
    await runMutation(
      assignUrlTemplateMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      { platform: 'google', accounts: [AD_ACCOUNT], urlTemplateId: null },
    );
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({
      resourceNames: ['customers/1234567890'],
      changes: { urlTemplateId: null },
    });
  });

  it('remove accounts per platform', async () => {
    const { fetch, seen } = createFakeFetch(answerRows);
    await runMutation(
      removeAdAccountsMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
      [AD_ACCOUNT, LINKEDIN_ACCOUNT],
    );
    expect(seen.map(({ request, url }) => `${request.method} ${url.pathname}`)).toEqual([
      'DELETE /api/v1/google/ads/accounts',
      'DELETE /api/v1/linkedin/ads/accounts',
    ]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      platform: 'google',
      organization_id: ORGANIZATION_ID,
      resourceNames: ['customers/1234567890'],
    });
  });

  it('disconnect a login by its address, failing with the catalogue error', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(403, { error: { code: 'FORBIDDEN', message: 'No access.' } }),
    );
    await expect(
      runMutation(
        disconnectPlatformAccountMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
        LOGIN,
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(seen[0]?.url.pathname).toBe('/api/v1/linkedin/ads/platformAccounts');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'ads@acme.test' });
  });
});
