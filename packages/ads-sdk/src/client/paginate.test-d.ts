import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/schema.js';
import { createUtmostClient } from './create-utmost-client.js';
import { paginate } from './paginate.js';

const client = createUtmostClient({ baseUrl: 'http://x', apiKey: 'k', organizationId: 'o' });

describe('paginate types', () => {
  it('types each row by its operation', async () => {
    for await (const row of paginate(client, '/api/v1/run-history', { params: {} })) {
      expectTypeOf(row).toEqualTypeOf<components['schemas']['RunHistoryRow']>();
    }
    for await (const row of paginate(client, '/api/v1/google/searchTerms/results', {
      params: { query: { adAccountId: 'customers/1' } },
    })) {
      expectTypeOf(row).toEqualTypeOf<components['schemas']['SearchTermResult']>();
    }
  });

  it('takes no paging parameters and only list operations', () => {
    // @ts-expect-error the paging is paginate's
    void paginate(client, '/api/v1/run-history', { params: { query: { offset: 5 } } });
    // @ts-expect-error not a list operation
    void paginate(client, '/api/v1/versions', { params: {} });
  });
});
