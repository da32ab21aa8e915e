import { describe, expectTypeOf, it } from 'vitest';
import { createUtmostClient, type UtmostOrganizationClient } from './create-utmost-client.js';
import { waitForRun } from './wait-for-run.js';

const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';

describe('a client with a default organizationId', () => {
  it('lets calls leave organization_id out', () => {
    const client = createUtmostClient({
      baseUrl: 'http://x',
      apiKey: 'k',
      organizationId: ORGANIZATION_ID,
    });
    expectTypeOf(client).toEqualTypeOf<UtmostOrganizationClient>();
    void client.GET('/api/v1/{platform}/ads/accounts', {
      params: { path: { platform: 'google' } },
    });
    void client.GET('/api/v1/{platform}/ads/accounts', {
      params: { path: { platform: 'google' }, query: { organization_id: ORGANIZATION_ID } },
    });
    void client.POST('/api/v1/google/searchTerms/adAccounts/validate', {
      body: { adAccounts: ['customers/1'] },
    });
  });

  it('still needs it without one', () => {
    const client = createUtmostClient({ baseUrl: 'http://x', apiKey: 'k' });
    void client.GET('/api/v1/{platform}/ads/accounts', {
      // @ts-expect-error organization_id is required in the contract
      params: { path: { platform: 'google' } },
    });
  });

  it('takes a per-call timeoutMs and signal', () => {
    const client = createUtmostClient({ baseUrl: 'http://x' });
    void client.GET('/api/v1/versions', { timeoutMs: 5_000, signal: AbortSignal.timeout(9_000) });
  });

  it('works with waitForRun', () => {
    const client = createUtmostClient({
      baseUrl: 'http://x',
      apiKey: 'k',
      organizationId: ORGANIZATION_ID,
    });
    void waitForRun(client, {
      kind: 'tagging',
      platform: 'google',
      jobId: 'j',
      organizationId: ORGANIZATION_ID,
    });
  });
});
