import fc from 'fast-check';
import type { QueryPair } from './query-string.js';

// fast-check arbitraries for the URL property tests (test support; not part of the build).

export const OUR_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'hsa_acc',
];

/** Our pairs: distinct names from the pool, any well-formed text as values (never blank). */
export const pairsArbitrary: fc.Arbitrary<QueryPair[]> = fc
  .uniqueArray(fc.constantFrom(...OUR_KEYS), { minLength: 1, maxLength: OUR_KEYS.length })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
          .filter((value) => value.trim() !== '')
          .map((value) => ({ name, value })),
      ),
    ),
  );

/** Foreign segments: keys that are not ours, values as found in the wild (already encoded). */
const foreignSegmentArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/).filter((key) => !OUR_KEYS.includes(key)),
    fc.option(fc.stringMatching(/^[A-Za-z0-9._~+%-]{0,10}$/), { nil: undefined }),
  )
  .map(([key, value]) => (value === undefined ? key : `${key}=${value}`))
  .filter((segment) => !segment.includes('%') || isWellEncoded(segment));

function isWellEncoded(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Landing URLs: fast-check's web URLs with foreign parameters and, if asked, some of our keys. */
export function buildLandingUrlArbitrary(hasOurKeys: boolean): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.webUrl({ withFragments: true, withQueryParameters: false }),
      fc.array(foreignSegmentArbitrary, { maxLength: 5 }),
      fc.array(fc.constantFrom(...OUR_KEYS.map((key) => `${key}=old`)), {
        maxLength: hasOurKeys ? 3 : 0,
      }),
    )
    .map(([url, foreign, ours]) => {
      const hashIndex = url.indexOf('#');
      const base = hashIndex < 0 ? url : url.slice(0, hashIndex);
      const fragment = hashIndex < 0 ? '' : url.slice(hashIndex);
      const segments = [...foreign];
      ours.forEach((segment, index) => segments.splice(index * 2, 0, segment));
      return segments.length === 0 ? base + fragment : `${base}?${segments.join('&')}${fragment}`;
    })
    .filter((url) => URL.canParse(url));
}

export const landingUrlArbitrary = buildLandingUrlArbitrary(true);
