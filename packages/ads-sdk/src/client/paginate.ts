import type { Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema.js';
import { unwrap } from '../errors/unwrap.js';

type Schemas = components['schemas'];

/**
 * The list operations `paginate` walks. All page by `offset` / `limit` (issue 27 item 3); they tell
 * the rows apart as spec §7 shapes them: run history answers the list alone, run details
 * `{ data, info.totalCount }`, search-term results `{ results, total }`, search-term n-grams
 * `{ ngrams, total }`.
 */
export interface PaginatedOperations {
  '/api/v1/run-history': { row: Schemas['RunHistoryRow'] };
  '/api/v1/run-history/{platform}/run-details': { row: Schemas['RunDetailResult'] };
  '/api/v1/google/searchTerms/results': { row: Schemas['SearchTermResult'] };
  '/api/v1/google/searchTerms/ngrams': { row: Schemas['SearchTermNgram'] };
}

export type PaginatedPath = keyof PaginatedOperations;

type PagingKey = 'offset' | 'limit';
type OperationParameters<Path extends PaginatedPath> = paths[Path]['get']['parameters'];
type QueryWithoutPaging<Path extends PaginatedPath> = Omit<
  NonNullable<OperationParameters<Path>['query']>,
  PagingKey | 'organization_id'
> & { organization_id?: string };

export interface PaginateOptions<Path extends PaginatedPath> {
  /** The operation's parameters without its paging ones (`organization_id` may come from the client). */
  params: Omit<OperationParameters<Path>, 'query'> & { query?: QueryWithoutPaging<Path> };
  /** Rows asked per request; default the operation's largest page. */
  pageSize?: number;
  /** Stop after this many rows. */
  maxItems?: number;
  signal?: AbortSignal;
  /** Per request, as for any call. */
  timeoutMs?: number;
}

/** The largest page each operation serves (the contract's maximum). */
export const MAX_PAGE_SIZE: Record<PaginatedPath, number> = {
  '/api/v1/run-history': 500,
  '/api/v1/run-history/{platform}/run-details': 200,
  '/api/v1/google/searchTerms/results': 200,
  '/api/v1/google/searchTerms/ngrams': 10000,
};

interface Page<Row> {
  rows: Row[];
  /** All rows there are, when the operation says. */
  total: number | undefined;
}

/** Any client of this package: the calls below name every parameter themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- both client types, one call shape
type AnyUtmostClient = Client<any>;

/**
 * Every row of a list operation, one request per page:
 * `for await (const row of paginate(client, '/api/v1/run-history', { params }))`. A failed page
 * throws its `UtmostError`; the next page is asked only when the loop wants more rows.
 */
export async function* paginate<Path extends PaginatedPath>(
  client: AnyUtmostClient,
  path: Path,
  options: PaginateOptions<Path>,
): AsyncGenerator<PaginatedOperations[Path]['row'], void, undefined> {
  const pageSize = Math.min(options.pageSize ?? MAX_PAGE_SIZE[path], MAX_PAGE_SIZE[path]);
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  let yielded = 0;
  for (let index = 0; yielded < maxItems; index += 1) {
    const page = await fetchPage<PaginatedOperations[Path]['row']>(
      client,
      path,
      options,
      index,
      pageSize,
    );
    for (const row of page.rows) {
      if (yielded >= maxItems) return;
      yield row;
      yielded += 1;
    }
    const seen = index * pageSize + page.rows.length;
    const isLast = page.rows.length < pageSize || (page.total !== undefined && seen >= page.total);
    if (isLast) return;
  }
}

async function fetchPage<Row>(
  client: AnyUtmostClient,
  path: PaginatedPath,
  options: PaginateOptions<PaginatedPath>,
  index: number,
  pageSize: number,
): Promise<Page<Row>> {
  const paging = { offset: index * pageSize, limit: pageSize };
  const result = await client.GET(path, {
    params: { ...options.params, query: { ...options.params.query, ...paging } },
    signal: options.signal,
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
  const content = (unwrap(result) as { content: unknown }).content;
  return readPage<Row>(path, content);
}

function readPage<Row>(path: PaginatedPath, content: unknown): Page<Row> {
  switch (path) {
    case '/api/v1/run-history':
      return { rows: content as Row[], total: undefined };
    case '/api/v1/run-history/{platform}/run-details': {
      const details = content as { data: Row[]; info: { totalCount: number } };
      return { rows: details.data, total: details.info.totalCount };
    }
    case '/api/v1/google/searchTerms/results': {
      const results = content as { results: Row[]; total: number };
      return { rows: results.results, total: results.total };
    }
    case '/api/v1/google/searchTerms/ngrams': {
      const ngrams = content as { ngrams: Row[]; total: number };
      return { rows: ngrams.ngrams, total: ngrams.total };
    }
  }
}
