import { describe, expect, it } from 'vitest';
import { AdsState } from '../ads-state.js';
import { executeSearch, GOOGLE_ADS_PAGE_SIZE } from '../google/search-executor.js';
import { SANDBOX_AD_CATALOG } from './ad-catalog.js';
import { createGoogleAccounts } from './google-catalog.js';
import {
  composeScaleSearchTerm,
  createGoogleSearchTermScaleAccount,
  MAX_SCALE_SEARCH_TERMS,
} from './google-search-term-scale-account.js';
import { SCALE_PLACES, SCALE_TAILS } from './scale-search-term-vocabulary.js';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('the "Scale search terms" account', () => {
  it('composes as many distinct terms as it can hold, the same ones every time', () => {
    const seen = new Set<string>();
    for (let index = 0; index < MAX_SCALE_SEARCH_TERMS; index += 1)
      seen.add(composeScaleSearchTerm(index).text);
    expect(seen.size).toBe(MAX_SCALE_SEARCH_TERMS);
    const account = createGoogleSearchTermScaleAccount(10);
    expect(account.searchTermAt(7)).toEqual(createGoogleSearchTermScaleAccount(10).searchTermAt(7));
  });

  it('generates a term only when asked, within the size it was given', () => {
    const account = createGoogleSearchTermScaleAccount(100_000);
    expect(account.searchTermCount).toBe(100_000);
    const last = account.searchTermAt(99_999);
    expect(account.findAdGroup(last.adGroupId)?.campaignId).toBe(last.campaignId);
    expect(() => account.searchTermAt(100_000)).toThrow(RangeError);
    expect(() => createGoogleSearchTermScaleAccount(MAX_SCALE_SEARCH_TERMS + 1)).toThrow(
      /searchTermsPerScaleAccount/,
    );
  });

  it('mixes keywordless dynamic matches, waste and places abroad into a long tail', () => {
    const account = createGoogleSearchTermScaleAccount(20_000);
    const terms = Array.from({ length: 20_000 }, (_, index) => account.searchTermAt(index));
    const share = (test: (text: string) => boolean) =>
      terms.filter((term) => test(term.searchTerm)).length / terms.length;
    expect(terms.filter((term) => term.keyword === null).length).toBe(20_000 / 16);
    const wasteTails = SCALE_TAILS.slice(SCALE_TAILS.indexOf('jobs'));
    expect(share((text) => wasteTails.some((tail) => text.endsWith(` ${tail}`)))).toBeGreaterThan(
      0.2,
    );
    const abroad = SCALE_PLACES.slice(SCALE_PLACES.indexOf('dublin'));
    expect(share((text) => abroad.some((place) => text.includes(` ${place}`)))).toBeGreaterThan(
      0.2,
    );
    const impressions = terms.map((term) => term.impressions).sort((a, b) => a - b);
    expect(impressions[0]).toBeGreaterThanOrEqual(1);
    expect(impressions[10_000]).toBeLessThan(10);
    expect(impressions.at(-1)).toBeGreaterThan(200);
    expect(terms.every((term) => term.clicks <= term.impressions)).toBe(true);
  });

  it('is reached by the scale login and sized by the sandbox option', () => {
    const accounts = createGoogleAccounts({
      adsPerScaleAccount: 10,
      searchTermsPerScaleAccount: 1_234,
    });
    expect(
      accounts.get(SANDBOX_AD_CATALOG.google.customers.scaleSearchTerms)?.searchTermCount,
    ).toBe(1_234);
  });

  it('answers search_term_view in pages of 10,000 rows with the triggering keyword', () => {
    const state = new AdsState({ adsPerScaleAccount: 0, searchTermsPerScaleAccount: 5_000 });
    const account = state.google.get(SANDBOX_AD_CATALOG.google.customers.scaleSearchTerms);
    if (!account) throw new Error('no account');
    const query = `SELECT search_term_view.search_term, segments.keyword.info.text,
      segments.keyword.info.match_type, metrics.impressions, metrics.cost_micros, segments.date
      FROM search_term_view WHERE segments.date DURING LAST_30_DAYS`;
    const pages: Array<Array<Record<string, Record<string, unknown>>>> = [];
    let pageToken: string | null = null;
    do {
      const page = executeSearch({ state, account, query, pageToken, now: NOW });
      pages.push(page.results as Array<Record<string, Record<string, unknown>>>);
      pageToken = page.nextPageToken;
    } while (pageToken !== null);
    const rows = pages.flat();
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.length === GOOGLE_ADS_PAGE_SIZE)).toBe(true);
    const impressions = rows.reduce((sum, row) => sum + Number(row.metrics?.impressions), 0);
    let expected = 0;
    for (let index = 0; index < 5_000; index += 1)
      expected += account.searchTermAt(index).impressions;
    expect(impressions).toBe(expected);
    expect(new Set(rows.map((row) => row.searchTermView?.searchTerm)).size).toBe(5_000);
    expect(rows.filter((row) => row.segments?.keyword === undefined).length).toBeGreaterThan(0);
  });
});
