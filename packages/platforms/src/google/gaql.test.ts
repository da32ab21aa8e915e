import { describe, expect, it } from 'vitest';
import { buildAdsQuery, buildSearchTermsQuery, CUSTOMER_CLIENT_QUERY } from './gaql.js';

describe('GAQL queries', () => {
  it('reads every listed ad with its campaign and ad group, leaving removed items out', () => {
    expect(buildAdsQuery({ includePaused: true })).toBe(
      'SELECT customer.final_url_suffix, customer.tracking_url_template, ' +
        'campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, ' +
        'campaign.final_url_suffix, campaign.tracking_url_template, ' +
        'ad_group.id, ad_group.name, ad_group.status, ' +
        'ad_group.final_url_suffix, ad_group.tracking_url_template, ' +
        'ad_group_ad.resource_name, ad_group_ad.status, ' +
        'ad_group_ad.ad.id, ad_group_ad.ad.resource_name, ad_group_ad.ad.name, ad_group_ad.ad.type, ' +
        'ad_group_ad.ad.final_urls, ad_group_ad.ad.final_mobile_urls, ad_group_ad.ad.final_url_suffix, ' +
        'ad_group_ad.ad.tracking_url_template, ad_group_ad.ad.url_custom_parameters FROM ad_group_ad ' +
        "WHERE ad_group_ad.status != 'REMOVED' AND ad_group.status != 'REMOVED' AND campaign.status != 'REMOVED'",
    );
  });

  it('keeps only enabled items when paused ones are not wanted', () => {
    expect(buildAdsQuery({ includePaused: false })).toMatch(
      / WHERE ad_group_ad\.status = 'ENABLED' AND ad_group\.status = 'ENABLED' AND campaign\.status = 'ENABLED'$/,
    );
  });

  it('lists the enabled direct clients of a manager', () => {
    expect(CUSTOMER_CLIENT_QUERY).toMatch(
      / FROM customer_client WHERE customer_client\.level <= 1 AND customer_client\.status = 'ENABLED'$/,
    );
  });

  it('reads search terms with their triggering keyword over a named period or a date range', () => {
    expect(buildSearchTermsQuery('LAST_30_DAYS')).toBe(
      'SELECT search_term_view.search_term, search_term_view.status, campaign.id, campaign.name, ' +
        'ad_group.id, ad_group.name, segments.keyword.info.text, segments.keyword.info.match_type, ' +
        'segments.keyword.ad_group_criterion, metrics.impressions, metrics.clicks, metrics.cost_micros, ' +
        'metrics.conversions, segments.date FROM search_term_view WHERE segments.date DURING LAST_30_DAYS',
    );
    expect(buildSearchTermsQuery({ startDate: '2026-01-01', endDate: '2026-01-31' })).toMatch(
      / WHERE segments\.date BETWEEN '2026-01-01' AND '2026-01-31'$/,
    );
  });

  it('refuses dates that are not ISO dates, since they go into the query text', () => {
    expect(() =>
      buildSearchTermsQuery({ startDate: "2026-01-01' OR '1'='1", endDate: '2026-01-31' }),
    ).toThrow(RangeError);
  });
});
