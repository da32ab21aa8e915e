import type {
  ListSearchTermsOptions,
  PlatformCredentials,
  PlatformSearchTerm,
} from '../ad-platform.js';
import { buildSearchTermsQuery } from './gaql.js';
import type { GoogleAdsApi, GoogleAdsRow, GoogleCustomerRef } from './google-api.js';

// `search_term_view` rows -> PlatformSearchTerm. int64 metrics arrive as JSON strings, doubles
// (conversions) as numbers; absent metrics are zero, as Google leaves zero values out.

function readMetric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return Number(value);
  return 0;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * `segments.keyword`: its `info` and the `ad_group_criterion` resource name of the triggering
 * keyword (developers.google.com/google-ads/api/reference/rpc/v25/Keyword), or null on rows no
 * keyword triggered (no text to name).
 */
function readKeyword(segments: Record<string, unknown>): PlatformSearchTerm['keyword'] {
  const keyword = readObject(segments.keyword);
  const info = readObject(keyword.info);
  const text = readText(info.text);
  if (text === null) return null;
  return {
    text,
    matchType: readText(info.matchType) ?? 'UNKNOWN',
    adGroupCriterion: readText(keyword.adGroupCriterion),
  };
}

export function mapSearchTermRow(row: GoogleAdsRow): PlatformSearchTerm {
  const view = readObject(row.searchTermView);
  const campaign = readObject(row.campaign);
  const adGroup = readObject(row.adGroup);
  const metrics = readObject(row.metrics);
  const segments = readObject(row.segments);
  return {
    searchTerm: readText(view.searchTerm) ?? '',
    status: readText(view.status) ?? 'UNKNOWN',
    campaign: { id: readText(campaign.id) ?? '', name: readText(campaign.name) },
    adGroup: { id: readText(adGroup.id) ?? '', name: readText(adGroup.name) },
    keyword: readKeyword(segments),
    date: readText(segments.date) ?? '',
    impressions: readMetric(metrics.impressions),
    clicks: readMetric(metrics.clicks),
    costMicros: readMetric(metrics.costMicros),
    conversions: readMetric(metrics.conversions),
  };
}

/**
 * A period's rows: one `googleAds:search` call when they fit Google's fixed 10,000-row page; a
 * period with more (a first page that has a next page token) is read again in one
 * `googleAds:searchStream` call, which Google recommends for large reports instead of paging
 * (developers.google.com/google-ads/api/docs/reporting/streaming; platform-apis.md §A): one call
 * whatever the size, where paging costs one per 10,000 rows. Nothing is yielded before the choice,
 * so no row comes twice.
 */
export async function* listGoogleSearchTerms(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  account: GoogleCustomerRef,
  options: ListSearchTermsOptions = {},
): AsyncGenerator<PlatformSearchTerm[]> {
  const query = buildSearchTermsQuery(options.period ?? 'LAST_30_DAYS');
  const first = await api.searchPage(credentials, account, query, undefined, options.signal);
  if (first.nextPageToken === null) {
    if (first.results.length > 0) yield first.results.map(mapSearchTermRow);
    return;
  }
  for (const batch of await api.searchStream(credentials, account, query, options.signal)) {
    if (batch.length > 0) yield batch.map(mapSearchTermRow);
  }
}
