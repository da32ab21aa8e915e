import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, createTestClient } from '../../test/helpers.js';
import type { AdAccount, PlatformAccount, Subscription } from '../index.js';
import {
  adAccountsQueryOptions,
  platformAccountsQueryOptions,
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
