import { describe, expect, it } from 'vitest';
import { AdsState, googleAdKey } from '../ads-state.js';
import { SANDBOX_AD_CATALOG } from '../seed/ad-catalog.js';
import { HEARTHLY_SEARCH_TERMS } from '../seed/search-terms-hearthly.js';
import { GaqlError } from './gaql/gaql-error.js';
import { executeSearch, InvalidPageTokenError } from './search-executor.js';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const { customers } = SANDBOX_AD_CATALOG.google;
const state = new AdsState({ adsPerScaleAccount: 1_234 });

type Row = Record<string, Record<string, unknown>>;

function search(customerId: string, query: string, pageToken: string | null = null) {
  const account = state.google.get(customerId);
  if (!account) throw new Error(customerId);
  return executeSearch({ state, account, query, pageToken, now: NOW });
}

function rows(customerId: string, query: string): Row[] {
  return search(customerId, query).results as Row[];
}

function expectQueryError(customerId: string, query: string, code: string): void {
  try {
    search(customerId, query);
  } catch (error) {
    expect(error).toBeInstanceOf(GaqlError);
    expect((error as GaqlError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('executeSearch: rows', () => {
  it('answers one object per resource, camelCase, int64 as strings, empty fields left out', () => {
    const [first] = rows(
      customers.engines,
      `SELECT campaign.id, campaign.name, campaign.advertising_channel_type, ad_group.id, ad_group.name,
              ad_group_ad.resource_name, ad_group_ad.status, ad_group_ad.ad.id, ad_group_ad.ad.type,
              ad_group_ad.ad.final_urls, ad_group_ad.ad.final_url_suffix, ad_group_ad.ad.url_custom_parameters
       FROM ad_group_ad WHERE ad_group_ad.ad.id = 41000000302`,
    );
    expect(first).toEqual({
      campaign: {
        resourceName: 'customers/4120000003/campaigns/21000000301',
        id: '21000000301',
        name: 'Search – Difference Engine',
        advertisingChannelType: 'SEARCH',
      },
      adGroup: {
        resourceName: 'customers/4120000003/adGroups/31000000301',
        id: '31000000301',
        name: 'Core machines',
      },
      adGroupAd: {
        resourceName: 'customers/4120000003/adGroupAds/31000000301~41000000302',
        status: 'ENABLED',
        ad: {
          resourceName: 'customers/4120000003/ads/41000000302',
          id: '41000000302',
          type: 'RESPONSIVE_SEARCH_AD',
          finalUrls: ['https://analytical-engines.example/analytical-engine'],
          finalUrlSuffix: 'utm_source=google&utm_medium=cpc&utm_campaign=engines',
          urlCustomParameters: [{ key: 'promo', value: 'spring24' }],
        },
      },
    });
    const [noLanding] = rows(
      customers.engines,
      'SELECT ad_group_ad.ad.final_urls, ad_group_ad.ad.final_url_suffix FROM ad_group_ad WHERE ad_group_ad.ad.id = 41000000306',
    );
    expect(noLanding).toEqual({
      adGroupAd: {
        resourceName: 'customers/4120000003/adGroupAds/31000000302~41000000306',
        ad: { resourceName: 'customers/4120000003/ads/41000000306' },
      },
    });
  });

  it('filters removed items out as the platform client asks', () => {
    const all = rows(customers.engines, 'SELECT ad_group_ad.ad.id FROM ad_group_ad');
    const live = rows(
      customers.engines,
      "SELECT ad_group_ad.ad.id FROM ad_group_ad WHERE ad_group_ad.status != 'REMOVED'",
    );
    expect(all.length - live.length).toBe(1);
    const campaigns = rows(
      customers.engines,
      "SELECT campaign.id, campaign.status FROM campaign WHERE campaign.status != 'REMOVED'",
    );
    expect(campaigns.every((row) => row.campaign?.status !== 'REMOVED')).toBe(true);
    expect(campaigns).toHaveLength(17);
  });

  it('reads the customer row with its tracking template, and no name for the unnamed one', () => {
    expect(
      rows(
        customers.engines,
        'SELECT customer.id, customer.descriptive_name, customer.tracking_url_template, customer.final_url_suffix FROM customer',
      ),
    ).toEqual([
      {
        customer: {
          resourceName: 'customers/4120000003',
          id: '4120000003',
          descriptiveName: 'Analytical Engines Ltd',
          trackingUrlTemplate: '{lpurl}?acct_src=adwords',
        },
      },
    ]);
    expect(
      rows(customers.noname, 'SELECT customer.id, customer.descriptive_name FROM customer'),
    ).toEqual([{ customer: { resourceName: 'customers/4120000004', id: '4120000004' } }]);
  });

  it('joins ad groups to campaigns and supports IN, LIKE, IS NULL, ORDER BY and LIMIT', () => {
    const adGroups = rows(
      customers.hearthly,
      `SELECT ad_group.id, ad_group.name, ad_group.status, ad_group.tracking_url_template, ad_group.final_url_suffix, campaign.name
       FROM ad_group WHERE campaign.name LIKE 'Home Insurance%' AND ad_group.final_url_suffix IS NULL
       ORDER BY ad_group.name DESC LIMIT 3`,
    );
    expect(adGroups.map((row) => row.adGroup?.name)).toEqual([
      'Renters',
      'Landlord',
      'Home Insurance',
    ]);
    expect(adGroups[0]?.campaign).toEqual({
      resourceName: 'customers/4120000001/campaigns/21000000104',
      name: 'Home Insurance - Segments',
    });
    const types = rows(
      customers.engines,
      "SELECT campaign.id FROM campaign WHERE campaign.advertising_channel_type IN ('PERFORMANCE_MAX', SHOPPING) ORDER BY campaign.id",
    );
    expect(types.map((row) => row.campaign?.id)).toEqual(['21000000304', '21000000310']);
  });

  it('leaves resource names out with omit_unselected_resource_names', () => {
    expect(
      rows(
        customers.hearthly,
        'SELECT campaign.id FROM campaign LIMIT 1 PARAMETERS omit_unselected_resource_names = true',
      ),
    ).toEqual([{ campaign: { id: '21000000101' } }]);
  });

  it('shows changes written to the overlay', () => {
    const own = new AdsState({ adsPerScaleAccount: 10 });
    own.writePatch(googleAdKey(customers.noname, '41000000401'), {
      finalUrlSuffix: 'utm_source=x',
    });
    const account = own.google.get(customers.noname);
    if (!account) throw new Error('no account');
    const page = executeSearch({
      state: own,
      account,
      query:
        'SELECT ad_group_ad.ad.final_url_suffix FROM ad_group_ad WHERE ad_group_ad.ad.final_url_suffix IS NOT NULL',
      pageToken: null,
      now: NOW,
    });
    expect(page.results).toHaveLength(1);
  });
});

describe('executeSearch: search terms', () => {
  const query = `SELECT search_term_view.search_term, search_term_view.status, campaign.id, ad_group.id,
    metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions, segments.date
    FROM search_term_view WHERE segments.date DURING LAST_30_DAYS`;

  it('spreads every term over the last 30 days, adding up to its totals, with no empty days', () => {
    const daily = rows(customers.hearthly, query);
    // Google leaves out a segmented row whose selected metrics are all zero.
    expect(daily.length).toBeLessThan(HEARTHLY_SEARCH_TERMS.length * 30);
    expect(daily.every((row) => Number(row.metrics?.impressions) > 0)).toBe(true);
    const dates = new Set(daily.map((row) => row.segments?.date));
    expect(dates.size).toBe(30);
    expect([...dates].sort()[0]).toBe('2025-12-16');
    expect([...dates].sort()[29]).toBe('2026-01-14');
    const priceleap = daily.filter((row) => row.searchTermView?.searchTerm === 'priceleap');
    const sum = (key: string) =>
      priceleap.reduce((total, row) => total + Number(row.metrics?.[key] ?? 0), 0);
    expect(sum('impressions')).toBe(532);
    expect(sum('clicks')).toBe(23);
    expect(sum('costMicros')).toBe(38_760_000);
    for (const row of daily) {
      expect(Number(row.metrics?.clicks)).toBeLessThanOrEqual(Number(row.metrics?.impressions));
      expect(typeof row.metrics?.impressions).toBe('string');
      expect(typeof row.metrics?.conversions).toBe('number');
    }
  });

  it('sums the days when segments.date is not selected, and filters on metrics after summing', () => {
    const totals = rows(
      customers.sproutstrong,
      `SELECT search_term_view.search_term, metrics.clicks, metrics.cost_micros FROM search_term_view
       WHERE segments.date DURING LAST_30_DAYS AND metrics.clicks > 20 ORDER BY metrics.cost_micros DESC`,
    );
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((row) => Number(row.metrics?.clicks) > 20)).toBe(true);
    const costs = totals.map((row) => Number(row.metrics?.costMicros));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const lastWeek = rows(
      customers.hearthly,
      "SELECT search_term_view.search_term, metrics.impressions FROM search_term_view WHERE segments.date BETWEEN '2026-01-08' AND '2026-01-14'",
    );
    const week = rows(
      customers.hearthly,
      'SELECT search_term_view.search_term, metrics.impressions FROM search_term_view WHERE segments.date DURING LAST_7_DAYS',
    );
    expect(week).toEqual(lastWeek);
  });

  it('names the triggering keyword when segmented by it, and sums per keyword without dates', () => {
    const keywordQuery = `SELECT search_term_view.search_term, segments.keyword.info.text,
      segments.keyword.info.match_type, segments.keyword.ad_group_criterion, metrics.clicks
      FROM search_term_view WHERE segments.date DURING LAST_30_DAYS
      AND segments.keyword.info.match_type = 'BROAD' AND search_term_view.search_term = 'priceleap'`;
    expect(rows(customers.hearthly, keywordQuery)).toEqual([
      {
        searchTermView: {
          resourceName: `customers/4120000001/searchTermViews/21000000103~31000000104~${Buffer.from('priceleap').toString('base64url')}`,
          searchTerm: 'priceleap',
        },
        segments: {
          keyword: {
            adGroupCriterion: 'customers/4120000001/adGroupCriteria/31000000104~51000000101',
            info: { text: 'home insurance cork', matchType: 'BROAD' },
          },
        },
        metrics: { clicks: '23' },
      },
    ]);
    const daily = rows(
      customers.hearthly,
      `SELECT search_term_view.search_term, segments.keyword.info.text, segments.date, metrics.impressions
       FROM search_term_view WHERE segments.date DURING LAST_30_DAYS`,
    );
    expect(daily.every((row) => typeof row.segments?.keyword === 'object')).toBe(true);
  });

  it('leaves out segmented rows whose selected metrics are all zero, judging sums on sums', () => {
    const conversions = rows(
      customers.hearthly,
      `SELECT search_term_view.search_term, segments.keyword.info.text, metrics.conversions
       FROM search_term_view WHERE segments.date DURING LAST_30_DAYS`,
    );
    const converting = HEARTHLY_SEARCH_TERMS.filter((term) => term[8] > 0);
    expect(conversions).toHaveLength(converting.length);
    // Without a segment, a term with no conversions is still a row.
    const unsegmented = rows(
      customers.hearthly,
      'SELECT search_term_view.search_term, metrics.conversions FROM search_term_view WHERE segments.date DURING LAST_30_DAYS',
    );
    expect(unsegmented).toHaveLength(HEARTHLY_SEARCH_TERMS.length);
  });

  it('names search term views with campaign~ad group~term', () => {
    const [row] = rows(
      customers.hearthly,
      'SELECT search_term_view.resource_name FROM search_term_view LIMIT 1',
    );
    expect(row?.searchTermView?.resourceName).toBe(
      `customers/4120000001/searchTermViews/21000000103~31000000104~${Buffer.from('priceleap').toString('base64url')}`,
    );
  });
});

describe('executeSearch: paging', () => {
  it('pages by 10,000 rows, honours LIMIT across pages, and rejects foreign tokens', () => {
    const first = search(customers.scale, 'SELECT ad_group_ad.ad.id FROM ad_group_ad');
    expect(first.results).toHaveLength(1_234);
    expect(first.nextPageToken).toBeNull();
    const big = new AdsState({ adsPerScaleAccount: 20_001 });
    const account = big.google.get(customers.scale);
    if (!account) throw new Error('no scale account');
    const run = (query: string, pageToken: string | null) =>
      executeSearch({ state: big, account, query, pageToken, now: NOW });
    const query = 'SELECT ad_group_ad.ad.id FROM ad_group_ad LIMIT 15000';
    const pageOne = run(query, null);
    expect(pageOne.results).toHaveLength(10_000);
    const pageTwo = run(query, pageOne.nextPageToken);
    expect(pageTwo.results).toHaveLength(5_000);
    expect(pageTwo.nextPageToken).toBeNull();
    expect(() => run('SELECT ad_group_ad.ad.name FROM ad_group_ad', pageOne.nextPageToken)).toThrow(
      InvalidPageTokenError,
    );
    const ordered = 'SELECT ad_group_ad.ad.id FROM ad_group_ad ORDER BY ad_group_ad.ad.id DESC';
    const orderedOne = run(ordered, null);
    const orderedTwo = run(ordered, orderedOne.nextPageToken);
    const orderedThree = run(ordered, orderedTwo.nextPageToken);
    expect([orderedOne, orderedTwo, orderedThree].map((page) => page.results.length)).toEqual([
      10_000, 10_000, 1,
    ]);
    expect(orderedThree.results[0]).toMatchObject({ adGroupAd: { ad: { id: '49990000000' } } });
  });
});

describe('executeSearch: query errors', () => {
  it.each([
    ['SELECT campaign.colour FROM campaign', 'UNRECOGNIZED_FIELD'],
    [
      'SELECT search_term_view.search_term, segments.keyword.text FROM search_term_view',
      'UNRECOGNIZED_FIELD',
    ],
    [
      'SELECT search_term_view.search_term, segments.keyword.info FROM search_term_view',
      'UNRECOGNIZED_FIELD',
    ],
    [
      'SELECT campaign.id, segments.keyword.info.text FROM campaign',
      'PROHIBITED_SEGMENT_IN_SELECT_OR_WHERE_CLAUSE',
    ],
    [
      "SELECT search_term_view.search_term FROM search_term_view WHERE segments.keyword.info.match_type = 'NEAR_EXACT'",
      'BAD_ENUM_CONSTANT',
    ],
    ['SELECT keyword_view.resource_name FROM keyword_view', 'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE'],
    ['SELECT ad_group.id FROM campaign', 'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE'],
    [
      'SELECT campaign.id FROM campaign WHERE ad_group.id = 1',
      'PROHIBITED_RESOURCE_TYPE_IN_WHERE_CLAUSE',
    ],
    [
      'SELECT campaign.id, metrics.clicks FROM campaign',
      'PROHIBITED_METRIC_IN_SELECT_OR_WHERE_CLAUSE',
    ],
    [
      "SELECT campaign.id FROM campaign WHERE segments.date = '2026-01-01'",
      'PROHIBITED_SEGMENT_IN_SELECT_OR_WHERE_CLAUSE',
    ],
    [
      'SELECT search_term_view.search_term, segments.date FROM search_term_view',
      'EXPECTED_FILTERS_ON_DATE_RANGE',
    ],
    ["SELECT campaign.id FROM campaign WHERE campaign.status = 'LIVE'", 'BAD_ENUM_CONSTANT'],
    ["SELECT campaign.id FROM campaign WHERE campaign.id = 'abc'", 'BAD_NUMBER'],
    ['SELECT campaign.id FROM campaign WHERE campaign.name = 5', 'BAD_VALUE'],
    ["SELECT campaign.id FROM campaign WHERE campaign.id LIKE '1%'", 'OPERATOR_FIELD_MISMATCH'],
    [
      "SELECT ad_group_ad.ad.id FROM ad_group_ad WHERE ad_group_ad.ad.final_urls = 'x'",
      'OPERATOR_FIELD_MISMATCH',
    ],
    [
      "SELECT search_term_view.search_term FROM search_term_view WHERE segments.date BETWEEN '2026-1-1' AND '2026-01-31'",
      'INVALID_DATE_FORMAT',
    ],
    [
      "SELECT search_term_view.search_term FROM search_term_view WHERE segments.date BETWEEN '2026-02-01' AND '2026-01-31'",
      'INVALID_VALUE_WITH_BETWEEN_OPERATOR',
    ],
    [
      'SELECT search_term_view.search_term FROM search_term_view WHERE segments.date DURING LAST_3_DAYS',
      'INVALID_VALUE_WITH_DURING_OPERATOR',
    ],
    [
      'SELECT campaign.id FROM campaign ORDER BY campaign.url_custom_parameters',
      'PROHIBITED_FIELD_IN_ORDER_BY_CLAUSE',
    ],
    [
      'SELECT campaign.id FROM campaign WHERE campaign.url_custom_parameters IS NULL',
      'PROHIBITED_FIELD_IN_WHERE_CLAUSE',
    ],
    ['SELECT campaign.id, campaign.id FROM campaign', 'DUPLICATE_FIELD'],
    ['SELECT campaign.id FROM campaign PARAMETERS colour = true', 'BAD_PARAMETER_NAME'],
    ['SELECT campaign.id FROM campaign PARAMETERS include_drafts = maybe', 'BAD_PARAMETER_VALUE'],
  ])('refuses %j with %s', (query, code) => {
    expectQueryError(customers.engines, query, code);
  });
});
