import { describe, expect, it } from 'vitest';
import { createFakeFetch, createTestClient } from '../../../test/helpers.js';

const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';
const query = { organization_id: ORGANIZATION_ID };

describe('the Idempotency-Key middleware', () => {
  it('adds a new key to each run start and decision write', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch });
    await client.POST('/api/v1/google/searchTerms/adAccounts/validate', {
      params: { query },
      body: { adAccounts: ['customers/1'] },
    });
    await client.POST('/api/v1/google/searchTerms/adAccounts/validate', {
      params: { query },
      body: { adAccounts: ['customers/1'] },
    });
    await client.POST('/api/v1/google/searchTerms/decisions', {
      params: { query },
      body: { adAccountId: 'customers/1', decisions: [] },
    });

    const keys = seen.map((entry) => entry.request.headers.get('Idempotency-Key'));
    expect(keys.every((key) => key !== null && key.length === 36)).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });

  it('keeps the key the caller chose', async () => {
    const { fetch, seen } = createFakeFetch();
    await createTestClient({ fetch }).POST('/api/v1/{platform}/ads/autoUrlTemplate', {
      params: {
        path: { platform: 'google' },
        query,
        header: { 'Idempotency-Key': 'nightly-2026-11-29' },
      },
      body: { adAccounts: ['customers/1'] },
    });

    expect(seen[0]!.request.headers.get('Idempotency-Key')).toBe('nightly-2026-11-29');
  });

  it('sends none on other calls', async () => {
    const { fetch, seen } = createFakeFetch();
    await createTestClient({ fetch }).GET('/api/v1/versions');

    expect(seen[0]!.request.headers.has('Idempotency-Key')).toBe(false);
  });
});
