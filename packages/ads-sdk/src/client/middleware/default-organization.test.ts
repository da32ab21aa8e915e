import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  createUntypedTestClient,
  waitForAbort,
} from '../../../test/helpers.js';
import { isUtmostError } from '../../errors/utmost-error.js';

const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';
const OTHER_ID = '00000000-0000-4000-8000-000000000002';

describe('a default organizationId', () => {
  it('is added to operations that take organization_id, and only to those', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createUntypedTestClient({ fetch, organizationId: ORGANIZATION_ID });
    await client.GET('/api/v1/{platform}/ads/accounts', {
      params: { path: { platform: 'google' } },
    });
    await client.GET('/api/v1/versions', {});

    expect(seen[0]!.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
    expect(seen[1]!.url.searchParams.has('organization_id')).toBe(false);
  });

  it('gives way to the one a call passes', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createUntypedTestClient({ fetch, organizationId: ORGANIZATION_ID });
    await client.GET('/api/v1/{platform}/ads/accounts', {
      params: { path: { platform: 'google' }, query: { organization_id: OTHER_ID } },
    });

    expect(seen[0]!.url.searchParams.getAll('organization_id')).toEqual([OTHER_ID]);
  });
});

describe('per-call options', () => {
  it('a call’s timeoutMs replaces the client’s, shorter or longer', async () => {
    const slow = createFakeFetch(({ request }) => waitForAbort(request));
    const failure: unknown = await createTestClient({ fetch: slow.fetch })
      .GET('/api/v1/versions', { timeoutMs: 20 })
      .catch((error: unknown) => error);
    expect(isUtmostError(failure) && failure.code).toBe('TIMEOUT_ERROR');

    const late = createFakeFetch(
      () => new Promise((resolve) => setTimeout(() => resolve(createJsonResponse(200, {})), 60)),
    );
    const result = await createTestClient({ fetch: late.fetch, timeoutMs: 20 }).GET(
      '/api/v1/versions',
      { timeoutMs: 1_000 },
    );
    expect(result.response.status).toBe(200);
  });

  it('a call’s signal aborts it with an AbortError', async () => {
    const controller = new AbortController();
    const { fetch } = createFakeFetch(({ request }) => waitForAbort(request));
    const call = createTestClient({ fetch }).GET('/api/v1/versions', { signal: controller.signal });
    controller.abort();

    expect(((await call.catch((error: unknown) => error)) as Error).name).toBe('AbortError');
  });

  it('refuses a timeoutMs that is not a positive whole number', async () => {
    const { fetch } = createFakeFetch();
    await expect(
      createTestClient({ fetch }).GET('/api/v1/versions', { timeoutMs: -1 }),
    ).rejects.toThrow(RangeError);
  });
});
