import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { UNKNOWN_QUERY_PARAMETER, type components } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { setUpBriefedHearthly } from './search-term-fixtures.js';
import { seedSearchTermRun } from './seeded-search-term-run.js';

// The n-grams of a seeded run (seeded-search-term-run.ts: eight terms, six of them holding
// "boots"), computed from its stored results: sums, rates and the excluded share, the filters,
// the sort, paging, each gram's terms, an account without a run, and bad input.

const { google } = SANDBOX_AD_CATALOG;
type NgramsPage = components['schemas']['SearchTermNgramsPage'];

let testApp: TestApp;
let organization: Organization;

function requestNgrams(
  query: Record<string, string>,
  adAccountId: string = google.customers.hearthly,
) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/google/searchTerms/ngrams?${new URLSearchParams({
      organization_id: organization.id,
      adAccountId,
      ...query,
    })}`,
    headers: asBrowser(organization.cookie),
  });
}

async function readNgrams(query: Record<string, string>): Promise<NgramsPage> {
  const response = await requestNgrams(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: NgramsPage }>().content;
}

const gramsOf = (page: NgramsPage) => page.ngrams.map((ngram) => ngram.gram);

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  ({ organization } = await setUpBriefedHearthly(testApp, 'SearchTermNgrams', {
    withRules: false,
  }));
});

afterAll(async () => {
  await testApp.close();
});

describe('the n-grams of an account’s run', () => {
  it('answers no run and no grams for an account never validated', async () => {
    const page = await readNgrams({});
    expect(page).toMatchObject({ run: null, ngrams: [], total: 0, offset: 0, limit: 50 });
  });

  describe('on a seeded run', () => {
    let jobId: string;

    beforeAll(async () => {
      jobId = await seedSearchTermRun(testApp, organization);
    });

    it('sums each gram’s terms, derives its rates and the share of its cost excluded', async () => {
      const page = await readNgrams({ size: '1' });
      expect(page.run?.jobId).toBe(jobId);
      const [boots] = page.ngrams;
      expect(boots).toMatchObject({
        gram: 'boots',
        lemma: 'boot',
        size: 1,
        surfaceForms: ['boots'],
        termCount: 6,
        excludedTermCount: 4,
        impressions: 1300,
        clicks: 140,
        costMicros: 37_000_000,
        conversions: 10,
        excludedCostMicros: 28_000_000,
        cpaMicros: 3_700_000,
      });
      expect(boots!.ctr).toBeCloseTo(140 / 1300);
      expect(boots!.conversionRate).toBeCloseTo(10 / 140);
      expect(boots!.excludedCostShare).toBeCloseTo(28 / 37);
      // Its terms, the costliest first, at most ten by default.
      expect(boots!.terms.map((term) => term.searchTerm.split(' ')[0])).toEqual([
        'theta',
        'beta',
        'alpha',
        'zeta',
        'eta',
        'gamma',
      ]);
      expect(boots!.terms[0]).toEqual({
        searchTerm: 'theta boots costly',
        isExclude: true,
        impressions: 500,
        clicks: 60,
        costMicros: 15_000_000,
        conversions: 3,
      });
    });

    it('filters by size, zero conversions, minimum cost and minimum impressions', async () => {
      const order = { sortBy: 'gram', sortDirection: 'asc' };
      expect(gramsOf(await readNgrams({ ...order, size: '2', zeroConversions: 'true' }))).toEqual([
        'beta boots',
        'boots cheap',
        'boots sale',
        'epsilon jobs',
        'eta boots',
      ]);
      expect(
        gramsOf(
          await readNgrams({ ...order, size: '2', zeroConversions: 'true', minCostMicros: '1' }),
        ),
      ).toEqual(['beta boots', 'boots cheap', 'boots sale', 'eta boots']);
      expect(gramsOf(await readNgrams({ ...order, size: '3', minImpressions: '300' }))).toEqual([
        'beta boots cheap',
        'theta boots costly',
      ]);
    });

    it('sorts by any column and pages, with the total of the filter', async () => {
      const cheapestFirst = await readNgrams({
        size: '3',
        sortBy: 'costMicros',
        sortDirection: 'asc',
        limit: '10',
      });
      expect(gramsOf(cheapestFirst)).toEqual([
        'gamma free boots',
        'eta boots sale',
        'zeta boots repair',
        'beta boots cheap',
        'theta boots costly',
      ]);
      // A gram that never converted has no CPA and sits last either way.
      const byCpa = await readNgrams({ size: '3', sortBy: 'cpaMicros', sortDirection: 'desc' });
      expect(gramsOf(byCpa).slice(-2)).toEqual(['beta boots cheap', 'eta boots sale']);
      const second = await readNgrams({
        sortBy: 'gram',
        sortDirection: 'asc',
        offset: '10',
        limit: '10',
      });
      const all = await readNgrams({ sortBy: 'gram', sortDirection: 'asc', limit: '100' });
      expect(second).toMatchObject({ total: all.total, offset: 10, limit: 10 });
      expect(gramsOf(second)).toEqual(gramsOf(all).slice(10, 20));
      const one = await readNgrams({
        sortBy: 'gram',
        sortDirection: 'asc',
        offset: '3',
        limit: '1',
      });
      expect(gramsOf(one)).toEqual(gramsOf(all).slice(3, 4));
      const past = await readNgrams({ offset: String(all.total), limit: '10' });
      expect(past).toMatchObject({ ngrams: [], total: all.total, offset: all.total });
      const bare = await readNgrams({ size: '1', termsPerGram: '0' });
      expect(bare.ngrams.every((ngram) => ngram.terms.length === 0)).toBe(true);
    });

    it('reads a run by its id, and answers 404 for a run or account it does not know', async () => {
      expect((await readNgrams({ jobId })).run?.jobId).toBe(jobId);
      const unknownRun = await requestNgrams({ jobId: '00000000-0000-4000-8000-000000000000' });
      expect(unknownRun.statusCode).toBe(404);
      expect((await requestNgrams({}, '999')).statusCode).toBe(404);
    });

    it('answers 400 to bad input, naming the parameter, and reads nothing', async () => {
      const badQueries: Record<string, string>[] = [
        { size: '4' },
        { sortBy: 'searchTerm' },
        { sortDirection: 'up' },
        { minCostMicros: '-1' },
        { minImpressions: '9007199254740992' },
        { zeroConversions: 'maybe' },
        { limit: '10001' },
        { limit: '0' },
        { offset: '-1' },
        { termsPerGram: '51' },
        { jobId: 'not-a-run' },
      ];
      for (const query of badQueries) {
        const response = await requestNgrams(query);
        const [name] = Object.keys(query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json().errors, JSON.stringify(query)).toHaveProperty([
          `querystring.${name}`,
        ]);
      }
      // The old paging parameters are unknown now: offset / limit is the one paging style.
      const unknownQueries: Record<string, string>[] = [
        { minCost: '5' },
        { page: '2' },
        { pageSize: '10' },
      ];
      for (const unknownQuery of unknownQueries) {
        const unknown = await requestNgrams(unknownQuery);
        const [name] = Object.keys(unknownQuery);
        expect(unknown.statusCode, name).toBe(400);
        expect(unknown.json().errors, name).toMatchObject({
          [`querystring.${name}`]: UNKNOWN_QUERY_PARAMETER,
        });
      }
    });
  });
});
