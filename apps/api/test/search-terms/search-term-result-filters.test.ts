import {
  RANGE_MIN_ABOVE_MAX,
  SEARCH_TERM_RANGE_COLUMNS,
  SEARCH_TERM_RANGE_PARAMETERS,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { readResults, requestResults, setUpBriefedHearthly } from './search-term-fixtures.js';
import { seedSearchTermRun } from './seeded-search-term-run.js';

// The results endpoint's filters and sort keys on a seeded run (seeded-search-term-run.ts):
// what decided a term, its flags, its match type and a range on every metric, all applied in the
// database with the total; every sort key, ties in the term's order; a range whose minimum is
// above its maximum is refused; a summary stored before runs counted more still presents.

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  ({ organization } = await setUpBriefedHearthly(testApp, 'SearchTermFilters', {
    withRules: false,
  }));
});

afterAll(async () => {
  await testApp.close();
});

describe('filters and sort keys on a seeded run', () => {
  let jobId: string;

  /** The seeded run's terms for these query parameters, in the order answered. */
  async function termsOf(query: Record<string, string>): Promise<string[]> {
    const page = await readResults(testApp, organization, { jobId, limit: '50', ...query });
    expect(page.total).toBe(page.results.length);
    return page.results.map((result) => result.searchTerm.split(' ')[0]!);
  }

  beforeAll(async () => {
    jobId = await seedSearchTermRun(testApp, organization);
  });

  it('presents a summary stored before runs counted examples’ changes, reviews and the model', async () => {
    const page = await readResults(testApp, organization, { jobId });
    expect(page.run!.summary).toMatchObject({
      terms: 8,
      changedByExamples: 0,
      needsReview: 0,
      model: null,
    });
  });

  it('presents each term’s keyword, match type, review flag and the decisions kept beside it', async () => {
    const [gamma] = (await readResults(testApp, organization, { jobId, search: 'gamma' })).results;
    expect(gamma).toMatchObject({
      matchedKeyword: 'free boots',
      matchType: 'BROAD',
      needsReview: false,
      localDecision: null,
      // Confidence stays in the database; the contract's snapshot has four fields.
      rulesDecision: {
        isExclude: false,
        category: 'product',
        reason: 'Kept by relevant.',
        signal: 'relevant',
      },
    });
    expect(Object.keys(gamma!.rulesDecision!)).toHaveLength(4);
    const [delta] = (await readResults(testApp, organization, { jobId, search: 'delta' })).results;
    expect(delta).toMatchObject({ matchedKeyword: null, matchType: null, rulesDecision: null });
  });

  it('filters by what decided a term, by flag and by match type', async () => {
    const order = { sortBy: 'searchTerm', sortDirection: 'asc' };
    expect(await termsOf({ ...order, signal: 'model' })).toEqual(['eta', 'zeta']);
    expect(await termsOf({ ...order, signal: 'unrelated' })).toEqual(['beta', 'theta']);
    expect(await termsOf({ ...order, flag: 'needsReview' })).toEqual(['theta']);
    expect(await termsOf({ ...order, flag: 'changedByExamples' })).toEqual(['gamma']);
    // eta's model answer agrees with the local decision; zeta's overrules it.
    expect(await termsOf({ ...order, flag: 'modelDisagrees' })).toEqual(['zeta']);
    expect(await termsOf({ ...order, matchType: 'PHRASE' })).toEqual(['beta', 'zeta']);
    expect(await termsOf({ ...order, matchType: 'EXACT', decision: 'exclude' })).toEqual(['eta']);
  });

  it('bounds every metric from below and above, bounds included', async () => {
    const order = { sortBy: 'searchTerm', sortDirection: 'asc' };
    expect(await termsOf({ ...order, minImpressions: '100', maxImpressions: '300' })).toEqual([
      'alpha',
      'beta',
      'eta',
      'zeta',
    ]);
    expect(await termsOf({ ...order, minClicks: '20' })).toEqual([
      'beta',
      'delta',
      'theta',
      'zeta',
    ]);
    expect(await termsOf({ ...order, maxClicks: '5' })).toEqual(['epsilon', 'gamma']);
    expect(await termsOf({ ...order, minCostMicros: '3000000', maxCostMicros: '9000000' })).toEqual(
      ['alpha', 'beta', 'eta', 'zeta'],
    );
    expect(await termsOf({ ...order, minConversions: '1', maxConversions: '3' })).toEqual([
      'alpha',
      'gamma',
      'theta',
    ]);
    expect(await termsOf({ ...order, minConfidence: '0.8', maxConfidence: '0.95' })).toEqual([
      'alpha',
      'delta',
      'epsilon',
      'eta',
      'zeta',
    ]);
    expect(
      await termsOf({ ...order, decision: 'exclude', matchType: 'BROAD', minCostMicros: '1' }),
    ).toEqual(['gamma', 'theta']);
  });

  it('answers 400 to a bound past what the database holds, and filters at the largest it holds', async () => {
    // Issue 26: 2^63 - 1 answered 500 from the bigint comparison; the contract stops at 2^53 - 1.
    const largest = String(Number.MAX_SAFE_INTEGER);
    const everyTerm = await termsOf({ sortBy: 'searchTerm', sortDirection: 'asc' });
    expect(everyTerm).toHaveLength(8);
    for (const column of SEARCH_TERM_RANGE_COLUMNS.filter((name) => name !== 'confidence')) {
      const { min, max } = SEARCH_TERM_RANGE_PARAMETERS[column];
      for (const name of [min, max]) {
        for (const value of ['9223372036854775807', '9007199254740992', '1e400']) {
          const response = await requestResults(testApp, organization, { jobId, [name]: value });
          expect(response.statusCode, `${name}=${value}`).toBe(400);
          expect(response.json().errors, `${name}=${value}`).toHaveProperty([
            `querystring.${name}`,
          ]);
        }
      }
      expect(await termsOf({ [min]: largest })).toEqual([]);
      const belowLargest = await termsOf({
        sortBy: 'searchTerm',
        sortDirection: 'asc',
        [max]: largest,
      });
      // A CPA range holds only the terms that converted; every other range holds them all.
      if (column === 'cpaMicros') expect(belowLargest.length).toBeGreaterThan(0);
      else expect(belowLargest, column).toEqual(everyTerm);
    }
  });

  it('never matches a term without conversions to a CPA range', async () => {
    const order = { sortBy: 'searchTerm', sortDirection: 'asc' };
    // CPAs: alpha 2.5, gamma 1, delta 2, zeta 1, theta 5 (millions); beta, epsilon, eta none.
    expect(await termsOf({ ...order, maxCpaMicros: '2000000' })).toEqual([
      'delta',
      'gamma',
      'zeta',
    ]);
    expect(await termsOf({ ...order, minCpaMicros: '0' })).toEqual([
      'alpha',
      'delta',
      'gamma',
      'theta',
      'zeta',
    ]);
  });

  it('sorts by decision, category, signal and matched keyword, ties in the term’s order', async () => {
    expect(await termsOf({ sortBy: 'isExclude', sortDirection: 'asc' })).toEqual([
      'alpha',
      'delta',
      'zeta',
      'beta',
      'epsilon',
      'eta',
      'gamma',
      'theta',
    ]);
    expect(await termsOf({ sortBy: 'isExclude', sortDirection: 'desc' })).toEqual([
      'beta',
      'epsilon',
      'eta',
      'gamma',
      'theta',
      'alpha',
      'delta',
      'zeta',
    ]);
    expect(await termsOf({ sortBy: 'category', sortDirection: 'asc' })).toEqual([
      'delta',
      'alpha',
      'beta',
      'epsilon',
      'eta',
      'gamma',
      'theta',
      'zeta',
    ]);
    expect(await termsOf({ sortBy: 'signal', sortDirection: 'asc' })).toEqual([
      'gamma',
      'epsilon',
      'eta',
      'zeta',
      'delta',
      'alpha',
      'beta',
      'theta',
    ]);
    // A term Google names no keyword for comes last either way.
    expect(await termsOf({ sortBy: 'matchedKeyword', sortDirection: 'asc' })).toEqual([
      'alpha',
      'beta',
      'epsilon',
      'eta',
      'theta',
      'zeta',
      'gamma',
      'delta',
    ]);
    expect(await termsOf({ sortBy: 'matchedKeyword', sortDirection: 'desc' })).toEqual([
      'gamma',
      'zeta',
      'alpha',
      'beta',
      'epsilon',
      'eta',
      'theta',
      'delta',
    ]);
  });

  it('totals a filtered page over every match', async () => {
    const filtered = await readResults(testApp, organization, { jobId, matchType: 'BROAD' });
    expect(filtered.total).toBe(3);
    const none = await readResults(testApp, organization, { jobId, signal: 'competitor' });
    expect(none).toMatchObject({ total: 0, results: [] });
  });

  it('refuses a range whose minimum is above its maximum, naming the maximum', async () => {
    const response = await requestResults(testApp, organization, {
      jobId,
      minImpressions: '10',
      maxImpressions: '5',
      minConfidence: '0.9',
      maxConfidence: '0.1',
      minCpaMicros: '100',
      maxCpaMicros: '100',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      maxImpressions: RANGE_MIN_ABOVE_MAX,
      maxConfidence: RANGE_MIN_ABOVE_MAX,
    });
  });
});
