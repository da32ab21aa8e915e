import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitHttpUrl } from './http-url.js';
import { mergeIntoUrl, removeFromUrl } from './merge-into-url.js';
import { readSegmentKey, type QueryPair } from './query-string.js';
import {
  buildLandingUrlArbitrary,
  landingUrlArbitrary,
  pairsArbitrary,
} from './url-arbitraries.js';

// Properties of the merge (issue 5): idempotent; foreign parameters and fragment kept in order;
// the output always parses; the length limit is exact; remove(merge(x)) gives x's parameters back.

function foreignSegments(url: string, names: readonly string[]): string[] {
  const parts = splitHttpUrl(url);
  if (!parts || parts.query === '') return [];
  return parts.query
    .split('&')
    .filter((segment) => segment !== '' && !names.includes(readSegmentKey(segment)));
}

function mergedUrl(url: string, pairs: QueryPair[]): string {
  const result = mergeIntoUrl(url, pairs);
  if (!result.ok) throw new Error(`${url}: ${result.errorType}`);
  return result.url;
}

describe('mergeIntoUrl properties', () => {
  it('merges every parseable http(s) landing URL, and the result parses', () => {
    fc.assert(
      fc.property(landingUrlArbitrary, pairsArbitrary, (url, pairs) => {
        expect(URL.canParse(mergedUrl(url, pairs))).toBe(true);
      }),
    );
  });

  it('never emits an unparseable URL, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl().map((url) => url.replace(/\//g, ' ')),
        ),
        pairsArbitrary,
        (url, pairs) => {
          const result = mergeIntoUrl(url, pairs);
          if (result.ok) expect(URL.canParse(result.url)).toBe(true);
        },
      ),
    );
  });

  it('is idempotent: merging twice gives what merging once gave', () => {
    fc.assert(
      fc.property(landingUrlArbitrary, pairsArbitrary, (url, pairs) => {
        const once = mergedUrl(url, pairs);
        expect(mergedUrl(once, pairs)).toBe(once);
      }),
    );
  });

  it('keeps foreign parameters in order, the fragment and everything before the query', () => {
    fc.assert(
      fc.property(landingUrlArbitrary, pairsArbitrary, (url, pairs) => {
        const names = pairs.map((pair) => pair.name);
        const before = splitHttpUrl(url);
        const after = splitHttpUrl(mergedUrl(url, pairs));
        expect(after?.base).toBe(before?.base);
        expect(after?.fragment).toBe(before?.fragment);
        expect(foreignSegments(mergedUrl(url, pairs), names)).toEqual(foreignSegments(url, names));
      }),
    );
  });

  it('writes each value once, and a URL parser reads back exactly the value given', () => {
    fc.assert(
      fc.property(landingUrlArbitrary, pairsArbitrary, (url, pairs) => {
        const params = new URL(mergedUrl(url, pairs)).searchParams;
        for (const pair of pairs) expect(params.getAll(pair.name)).toEqual([pair.value]);
      }),
    );
  });

  it('holds the length limit exactly: at the limit is fine, one over is URL_TOO_LONG', () => {
    fc.assert(
      fc.property(landingUrlArbitrary, pairsArbitrary, (url, pairs) => {
        const { length } = mergedUrl(url, pairs);
        expect(mergeIntoUrl(url, pairs, { maxLength: length }).ok).toBe(true);
        expect(mergeIntoUrl(url, pairs, { maxLength: length - 1 })).toEqual({
          ok: false,
          errorType: 'URL_TOO_LONG',
        });
      }),
    );
  });

  it('remove(merge(x)) gives back x’s parameters when x had none of our keys', () => {
    fc.assert(
      fc.property(buildLandingUrlArbitrary(false), pairsArbitrary, (url, pairs) => {
        const names = pairs.map((pair) => pair.name);
        const removed = removeFromUrl(mergedUrl(url, pairs), names);
        if (!removed.ok) throw new Error(removed.errorType);
        const original = splitHttpUrl(url);
        const restored = splitHttpUrl(removed.url);
        expect(restored?.base).toBe(original?.base);
        expect(restored?.fragment).toBe(original?.fragment);
        expect(foreignSegments(removed.url, [])).toEqual(foreignSegments(url, []));
        expect(Object.keys(removed.removed)).toEqual(names);
      }),
    );
  });
});
