import { describe, expect, it } from 'vitest';
import { copyRequest } from './copy-request.js';

describe('copyRequest', () => {
  it('changes the URL and keeps method, headers, body and credentials', async () => {
    const original = new Request('https://utmost.test/a', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Test': '1' },
      body: '{"name":"x"}',
      credentials: 'include',
    });

    const copy = await copyRequest(original, { url: 'https://utmost.test/b?c=1' });

    expect(copy.url).toBe('https://utmost.test/b?c=1');
    expect(copy.method).toBe('PUT');
    expect(copy.headers.get('X-Test')).toBe('1');
    expect(copy.credentials).toBe('include');
    expect(await copy.text()).toBe('{"name":"x"}');
  });

  it('follows the new signal', async () => {
    const controller = new AbortController();
    const copy = await copyRequest(new Request('https://utmost.test/'), {
      signal: controller.signal,
    });

    controller.abort();

    expect(copy.signal.aborted).toBe(true);
  });
});
