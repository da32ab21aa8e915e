import type { PlatformAd } from '@utmost/platforms';

// The template editor previews as the user types, a request per keystroke or so: the sample ad is
// read from the platform once and kept for a few minutes, per organization and ad account, in this
// process's memory (a second API process reads its own; nothing depends on them agreeing).

export const SAMPLE_AD_LIFETIME_MS = 5 * 60_000;
/** Enough for every account being edited at once; the oldest entry goes first beyond it. */
export const SAMPLE_AD_CACHE_MAX_ENTRIES = 1_000;

export interface SampleAdCache {
  /**
   * The cached sample of `key`, or the one `load` reads. Concurrent callers of one key share one
   * read; a read that fails is not kept, so the next call tries again.
   */
  read(key: string, load: () => Promise<PlatformAd | null>): Promise<PlatformAd | null>;
}

interface Entry {
  expiresAt: number;
  sample: Promise<PlatformAd | null>;
}

export function createSampleAdCache(
  now: () => Date,
  options: { lifetimeMs?: number; maxEntries?: number } = {},
): SampleAdCache {
  const lifetimeMs = options.lifetimeMs ?? SAMPLE_AD_LIFETIME_MS;
  const maxEntries = options.maxEntries ?? SAMPLE_AD_CACHE_MAX_ENTRIES;
  // A Map iterates in insertion order: its first key is the oldest entry.
  const entries = new Map<string, Entry>();
  return {
    read: (key, load) => {
      const time = now().getTime();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > time) return cached.sample;
      entries.delete(key);
      const entry: Entry = { expiresAt: time + lifetimeMs, sample: load() };
      entries.set(key, entry);
      entry.sample.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
      return entry.sample;
    },
  };
}
