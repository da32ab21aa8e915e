import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, createTestClient } from '../../test/helpers.js';
import { isUtmostError } from '../errors/utmost-error.js';
import { paginate } from './paginate.js';

const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';
const query = { organization_id: ORGANIZATION_ID };
const ROWS = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

async function collect<Row>(rows: AsyncIterable<Row>): Promise<Row[]> {
  const all: Row[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

function number(url: URL, name: string): number {
  return Number(url.searchParams.get(name));
}

describe('paginate', () => {
  it('walks offset / limit pages until a short one (run history)', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) => {
      const offset = number(url, 'offset');
      return createJsonResponse(200, {
        content: ROWS.slice(offset, offset + number(url, 'limit')),
      });
    });
    const client = createTestClient({ fetch });

    const rows = await collect(
      paginate(client, '/api/v1/run-history', { params: { query }, pageSize: 2 }),
    );

    expect(rows).toEqual(ROWS);
    expect(seen.map(({ url }) => number(url, 'offset'))).toEqual([0, 2, 4]);
    expect(seen[0]!.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });

  it('stops at the total of offset / limit pages (run details), asking no empty page', async () => {
    const total = 4;
    const { fetch, seen } = createFakeFetch(({ url }) => {
      const offset = number(url, 'offset');
      return createJsonResponse(200, {
        content: {
          data: ROWS.slice(0, total).slice(offset, offset + number(url, 'limit')),
          info: { totalCount: total },
        },
      });
    });
    const client = createTestClient({ fetch });

    const rows = await collect(
      paginate(client, '/api/v1/run-history/{platform}/run-details', {
        params: { path: { platform: 'google' }, query: { ...query, accountId: '1', jobId: 'j' } },
        pageSize: 2,
      }),
    );

    expect(rows).toEqual(ROWS.slice(0, total));
    expect(seen).toHaveLength(2);
    expect(seen[0]!.url.pathname).toBe('/api/v1/run-history/google/run-details');
  });

  it('walks offset / limit pages of search-term results up to their total', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) => {
      const offset = number(url, 'offset');
      const size = number(url, 'limit');
      return createJsonResponse(200, {
        content: {
          results: ROWS.slice(offset, offset + size),
          total: ROWS.length,
          offset,
          limit: size,
        },
      });
    });
    const client = createTestClient({ fetch });

    const rows = await collect(
      paginate(client, '/api/v1/google/searchTerms/results', {
        params: { query: { ...query, adAccountId: 'customers/1' } },
        pageSize: 2,
      }),
    );

    expect(rows).toEqual(ROWS);
    expect(seen.map(({ url }) => number(url, 'offset'))).toEqual([0, 2, 4]);
  });

  it('walks offset / limit pages of search-term n-grams up to their total', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) => {
      const offset = number(url, 'offset');
      const size = number(url, 'limit');
      return createJsonResponse(200, {
        content: {
          run: null,
          currencyCode: null,
          ngrams: ROWS.slice(offset, offset + size),
          total: ROWS.length,
          offset,
          limit: size,
        },
      });
    });
    const client = createTestClient({ fetch });

    const rows = await collect(
      paginate(client, '/api/v1/google/searchTerms/ngrams', {
        params: { query: { ...query, adAccountId: '1', size: 2 } },
        pageSize: 2,
      }),
    );

    expect(rows).toEqual(ROWS);
    expect(seen.map(({ url }) => number(url, 'offset'))).toEqual([0, 2, 4]);
    expect(seen.map(({ url }) => number(url, 'limit'))).toEqual([2, 2, 2]);
    expect(seen[0]!.url.pathname).toBe('/api/v1/google/searchTerms/ngrams');
    expect(seen[0]!.url.searchParams.get('size')).toBe('2');
    expect(seen[0]!.url.searchParams.has('page')).toBe(false);
  });

  it('asks n-grams 10,000 at a time by default, the largest page', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) =>
      createJsonResponse(200, {
        content: {
          run: null,
          currencyCode: null,
          ngrams: [],
          total: 0,
          offset: number(url, 'offset'),
          limit: number(url, 'limit'),
        },
      }),
    );

    const rows = await collect(
      paginate(createTestClient({ fetch }), '/api/v1/google/searchTerms/ngrams', {
        params: { query: { ...query, adAccountId: '1' } },
      }),
    );

    expect(rows).toEqual([]);
    expect(seen.map(({ url }) => number(url, 'limit'))).toEqual([10000]);
  });

  it('asks for no page past maxItems, nor past where the loop stops', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) => {
      const offset = number(url, 'offset');
      return createJsonResponse(200, { content: ROWS.slice(offset, offset + 2) });
    });
    const client = createTestClient({ fetch });

    const rows = await collect(
      paginate(client, '/api/v1/run-history', { params: { query }, pageSize: 2, maxItems: 3 }),
    );
    expect(rows).toEqual(ROWS.slice(0, 3));
    expect(seen).toHaveLength(2);

    for await (const row of paginate(client, '/api/v1/run-history', {
      params: { query },
      pageSize: 2,
    })) {
      expect(row).toEqual(ROWS[0]);
      break;
    }
    expect(seen).toHaveLength(3);
  });

  it('throws the UtmostError of a failed page', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(403, { error: { code: 'FORBIDDEN', message: 'No.' } }),
    );
    const failure: unknown = await collect(
      paginate(createTestClient({ fetch }), '/api/v1/run-history', { params: { query } }),
    ).catch((error: unknown) => error);

    expect(isUtmostError(failure) && failure.code).toBe('FORBIDDEN');
  });
});
