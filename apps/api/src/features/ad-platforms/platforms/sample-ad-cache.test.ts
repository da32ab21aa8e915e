import type { PlatformAd } from '@utmost/platforms';
import { describe, expect, it } from 'vitest';
import { createSampleAdCache } from './sample-ad-cache.js';

const ad = (id: string) => ({ id }) as PlatformAd;

function createClock() {
  let time = 0;
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

describe('the sample ad cache', () => {
  it('reads once for concurrent and later callers until the entry expires', async () => {
    const clock = createClock();
    const cache = createSampleAdCache(clock.now, { lifetimeMs: 1_000 });
    let reads = 0;
    const load = async () => ad(String(++reads));
    const [first, second] = await Promise.all([cache.read('a', load), cache.read('a', load)]);
    expect(first).toBe(second);
    clock.advance(999);
    expect(await cache.read('a', load)).toBe(first);
    expect(reads).toBe(1);
    clock.advance(1);
    expect((await cache.read('a', load))?.id).toBe('2');
  });

  it('keeps no failed read, so the next call tries again', async () => {
    const cache = createSampleAdCache(createClock().now);
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', async () => ad('later'))).toEqual(ad('later'));
  });

  it('forgets the oldest entry beyond its size', async () => {
    const cache = createSampleAdCache(createClock().now, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => ad(key));
    expect(await cache.read('b', async () => ad('b again'))).toEqual(ad('b'));
    expect(await cache.read('a', async () => ad('a again'))).toEqual(ad('a again'));
  });
});
