import { describe, expect, it } from 'vitest';
import { createFakeFetch, createTestClient } from '../../../test/helpers.js';
import { createUtmostClient } from '../create-utmost-client.js';

describe('device headers', () => {
  it('sends language, platform and screen size', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({
      fetch,
      getDeviceInfo: () => ({
        language: 'fr-FR',
        platform: 'MacIntel',
        screenHeight: 1080,
        screenWidth: 1920.4,
      }),
    });

    await client.GET('/api/v1/versions');

    const headers = seen[0]?.request.headers;
    expect(headers?.get('Accept-Language')).toBe('fr-FR');
    expect(headers?.get('X-Device-Platform')).toBe('MacIntel');
    expect(headers?.get('X-Screen-Height')).toBe('1080');
    expect(headers?.get('X-Screen-Width')).toBe('1920');
  });

  it('leaves out what the device does not report', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch, getDeviceInfo: () => ({ language: 'en' }) });

    await client.GET('/api/v1/versions');

    const headers = seen[0]?.request.headers;
    expect(headers?.get('Accept-Language')).toBe('en');
    expect(headers?.has('X-Device-Platform')).toBe(false);
    expect(headers?.has('X-Screen-Height')).toBe(false);
    expect(headers?.has('X-Screen-Width')).toBe(false);
  });

  it('keeps values the contract would refuse out of the request', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({
      fetch,
      getDeviceInfo: () => ({ platform: 'x'.repeat(150), screenHeight: -1, screenWidth: NaN }),
    });

    await client.GET('/api/v1/versions');

    const headers = seen[0]?.request.headers;
    expect(headers?.get('X-Device-Platform')).toHaveLength(100);
    expect(headers?.has('X-Screen-Height')).toBe(false);
    expect(headers?.has('X-Screen-Width')).toBe(false);
  });

  it('lets a header set on the call win', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch, getDeviceInfo: () => ({ language: 'fr-FR' }) });

    await client.GET('/api/v1/versions', { headers: { 'Accept-Language': 'de-DE' } });

    expect(seen[0]?.request.headers.get('Accept-Language')).toBe('de-DE');
  });

  it('reads navigator by default (Node has one, without a screen)', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createUtmostClient({ baseUrl: 'https://utmost.test', fetch });

    await client.GET('/api/v1/versions');

    const headers = seen[0]?.request.headers;
    expect(headers?.get('Accept-Language')).toBe(globalThis.navigator.language);
    expect(headers?.get('X-Device-Platform')).toBe(globalThis.navigator.platform);
    expect(headers?.has('X-Screen-Width')).toBe(false);
  });
});
