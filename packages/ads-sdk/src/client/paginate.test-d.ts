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
    for await (const row of paginate(client, '/api/v1/google/searchTerms/ngrams', {
      params: { query: { adAccountId: '1', size: 2 } },
    })) {
      expectTypeOf(row).toEqualTypeOf<components['schemas']['SearchTermNgram']>();
    }
  });

  it('takes no paging parameters and only list operations', () => {
    // @ts-expect-error the paging is paginate's
    void paginate(client, '/api/v1/run-history', { params: { query: { offset: 5 } } });
    void paginate(client, '/api/v1/google/searchTerms/ngrams', {
      // @ts-expect-error the n-grams page by offset / limit too, and that is paginate's
      params: { query: { adAccountId: '1', limit: 5 } },
    });
    // @ts-expect-error not a list operation
    void paginate(client, '/api/v1/versions', { params: {} });
  });
});
