import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createTestCredentials,
  createTestHttp,
  jsonResponse,
} from '../../test/fake-fetch.js';
import { resolveHttpRuntime } from '../http/http-runtime.js';
import { createLinkedInApi } from './linkedin-api.js';
import {
  chunkUrnsForBatch,
  MAX_BATCH_QUERY_LENGTH,
  readPostLandingPagesInBatches,
} from './linkedin-posts.js';
import { buildRestliQuery } from './restli.js';

const REST = 'http://sandbox.test/rest';
const shares = (count: number, from = 1) =>
  Array.from(
    { length: count },
    (_, index) => `urn:li:share:71${String(from + index).padStart(17, '0')}`,
  );

function readIds(url: string): string[] {
  const single = /\/posts\/([^?]+)$/.exec(url)?.[1];
  if (single !== undefined) return [decodeURIComponent(single)];
  const list = /ids=List\((.*)\)$/.exec(url)?.[1] ?? '';
  return list.split(',').map((id) => decodeURIComponent(id));
}

const post = (id: string) => ({ id, contentLandingPage: `https://a.example/${id}` });

/**
 * Answers every id with a post whose landing page names it, except the ones in `failures`: a
 * BATCH_GET with per-id errors, a single GET with the error as its answer.
 */
function createPostsApi(
  failures: Record<string, { status: number; code?: string; message: string }> = {},
) {
  const fake = createFakeFetch((call) => {
    const ids = readIds(call.url);
    if (!call.url.includes('?')) {
      const failure = failures[ids[0] ?? ''];
      return failure
        ? jsonResponse(failure.status, failure)
        : jsonResponse(200, post(ids[0] ?? ''));
    }
    const results: Record<string, unknown> = {};
    const errors: Record<string, unknown> = {};
    for (const id of ids) {
      if (failures[id]) errors[encodeURIComponent(id)] = failures[id];
      else results[id] = post(id);
    }
    return jsonResponse(200, { results, statuses: {}, errors });
  });
  const runtime = resolveHttpRuntime(createTestHttp(fake.fetch).http);
  return {
    api: createLinkedInApi({ apiBaseUrl: REST, apiVersion: '202608' }, runtime),
    calls: fake.calls,
  };
}

describe('chunkUrnsForBatch', () => {
  it('cuts at the batch size', () => {
    expect(chunkUrnsForBatch(shares(5), 2).map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    expect(chunkUrnsForBatch([], 100)).toEqual([]);
  });

  it('keeps every query under the 4,000-character limit, whatever the batch size', () => {
    const urns = Array.from(
      { length: 250 },
      (_, index) => `urn:li:ugcPost:${'9'.repeat(30)}${index}`,
    );
    const chunks = chunkUrnsForBatch(urns, 100);
    expect(chunks.flat()).toEqual(urns);
    for (const chunk of chunks) {
      expect(buildRestliQuery({ ids: chunk }).length).toBeLessThanOrEqual(MAX_BATCH_QUERY_LENGTH);
    }
    expect(chunks.length).toBeGreaterThan(3);
    // Plain share urns fit 100 to a query.
    expect(chunkUrnsForBatch(shares(200), 100).map((chunk) => chunk.length)).toEqual([100, 100]);
  });
});

describe('readPostLandingPagesInBatches', () => {
  it('reads distinct urns in chunks and answers for each', async () => {
    const { api, calls } = createPostsApi();
    const urns = shares(5);
    const reads = await readPostLandingPagesInBatches(
      api,
      createTestCredentials(),
      [...urns, urns[0] ?? ''],
      { batchSize: 2, concurrency: 2 },
      undefined,
    );
    expect(calls.map((call) => readIds(call.url).length)).toEqual([2, 2, 1]);
    // A lone post is read with a plain GET.
    expect(calls.map((call) => call.headers['x-restli-method'] ?? 'GET')).toEqual([
      'BATCH_GET',
      'BATCH_GET',
      'GET',
    ]);
    expect([...reads.keys()]).toEqual(urns);
    expect(reads.get(urns[4] ?? '')).toEqual({
      landingPages: [`https://a.example/${urns[4] ?? ''}`],
      readError: null,
      kind: 'sponsored_only',
    });
  });

  it('keeps a post’s own error for that post and ends on a connection-wide one', async () => {
    const [ok, denied, failed] = shares(3);
    const { api } = createPostsApi({
      [denied ?? '']: { status: 403, code: 'ACCESS_DENIED', message: 'no role' },
      [failed ?? '']: { status: 500, message: 'Internal Server Error' },
    });
    const reads = await readPostLandingPagesInBatches(
      api,
      createTestCredentials(),
      [ok ?? '', denied ?? '', failed ?? ''],
      { batchSize: 100, concurrency: 1 },
      undefined,
    );
    expect(reads.get(ok ?? '')?.readError).toBeNull();
    expect(reads.get(denied ?? '')).toEqual({
      landingPages: [],
      readError: {
        code: 'NO_PERMISSIONS',
        message: 'no role',
        httpStatus: 403,
        platformCode: 'ACCESS_DENIED',
      },
    });
    expect(reads.get(failed ?? '')?.readError).toMatchObject({
      code: 'SERVER_ERROR',
      httpStatus: 500,
    });

    const { api: limited } = createPostsApi({
      [ok ?? '']: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'slow down' },
    });
    const settings = { batchSize: 100, concurrency: 1 };
    await expect(
      readPostLandingPagesInBatches(
        limited,
        createTestCredentials(),
        [ok ?? '', denied ?? ''],
        settings,
        undefined,
      ),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    // A lone post's GET: its own error stays with it, a connection-wide one ends the read.
    const alone = await readPostLandingPagesInBatches(
      api,
      createTestCredentials(),
      [denied ?? ''],
      settings,
      undefined,
    );
    expect(alone.get(denied ?? '')?.readError).toMatchObject({ code: 'NO_PERMISSIONS' });
    await expect(
      readPostLandingPagesInBatches(
        limited,
        createTestCredentials(),
        [ok ?? ''],
        settings,
        undefined,
      ),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
