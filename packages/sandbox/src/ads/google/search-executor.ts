import { createHash } from 'node:crypto';
import type { AdsState } from '../ads-state.js';
import type { GoogleAccountData } from '../seed/google-account-data.js';
import { bindGaqlQuery, type BoundCondition, type BoundQuery } from './gaql/gaql-binder.js';
import type { GaqlField, GaqlRow, RowMetrics } from './gaql/gaql-fields.js';
import { parseGaql } from './gaql/gaql-parser.js';
import { createRowFormatter } from './row-format.js';
import { createRowSource, type RowSource } from './search-rows.js';

// googleAds:search over the seeded data: fixed pages of 10,000 rows, an opaque page token bound to
// the query, LIMIT across pages. Queries without ORDER BY stream from where the last page stopped;
// ordered or aggregated ones are materialised, sorted and sliced.

export const GOOGLE_ADS_PAGE_SIZE = 10_000;

export class InvalidPageTokenError extends Error {}

export interface SearchInput {
  state: AdsState;
  account: GoogleAccountData;
  query: string;
  pageToken: string | null;
  now: number;
  isTotalCountWanted?: boolean;
  /** searchStream: every row at once (no page token). */
  pageSize?: number;
}

export interface SearchPage {
  results: Array<Record<string, unknown>>;
  nextPageToken: string | null;
  fieldMask: string;
  totalResultsCount: number | null;
}

interface PageCursor {
  /** Rows already returned for this query. */
  emitted: number;
  /** Source position to resume the scan at (streaming queries only). */
  position: number;
}

function hashQuery(customerId: string, query: string): string {
  return createHash('sha256').update(`${customerId}\n${query}`).digest('base64url').slice(0, 22);
}

function encodeToken(hash: string, cursor: PageCursor): string {
  return Buffer.from(JSON.stringify({ h: hash, e: cursor.emitted, p: cursor.position })).toString(
    'base64url',
  );
}

function decodeToken(token: string, hash: string): PageCursor {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
    if (parsed !== null && typeof parsed === 'object') {
      const { h, e, p } = parsed as Record<string, unknown>;
      if (h === hash && Number.isInteger(e) && Number.isInteger(p) && (e as number) >= 0)
        return { emitted: e as number, position: p as number };
    }
  } catch {
    // fall through: any token we did not issue for this query is invalid
  }
  throw new InvalidPageTokenError('Page token is invalid.');
}

function matchesAll(conditions: BoundCondition[], row: GaqlRow): boolean {
  return conditions.every((condition) => condition.test(row));
}

/** A segmented report leaves out the rows whose selected metrics are all zero. */
function hasReportedMetrics(query: BoundQuery, row: GaqlRow): boolean {
  if (!query.isSegmented || query.selectedMetrics.length === 0) return true;
  return query.selectedMetrics.some((field) => {
    const value = field.read(row);
    return value !== null && value !== 0;
  });
}

function isListed(query: BoundQuery, conditions: BoundCondition[], row: GaqlRow): boolean {
  return matchesAll(conditions, row) && hasReportedMetrics(query, row);
}

function isAggregated(query: BoundQuery): boolean {
  return query.resource.name === 'search_term_view' && !query.isDateSegmented;
}

/**
 * Search terms without segments.date: one row per term (and keyword, when segmented by it),
 * metrics summed over the matching days.
 */
function aggregateByTerm(rows: GaqlRow[], isKeywordSegmented: boolean): GaqlRow[] {
  const byTerm = new Map<string, GaqlRow & { metrics: RowMetrics }>();
  for (const row of rows) {
    const term = row.searchTerm;
    if (!term || !row.metrics) continue;
    const keyword = isKeywordSegmented ? (term.keyword?.criterionId ?? '') : '';
    const key = `${term.adGroupId}\u0000${term.searchTerm}\u0000${keyword}`;
    const existing = byTerm.get(key);
    if (!existing) {
      byTerm.set(key, { ...row, date: undefined, metrics: { ...row.metrics } });
      continue;
    }
    existing.metrics.impressions += row.metrics.impressions;
    existing.metrics.clicks += row.metrics.clicks;
    existing.metrics.costMicros += row.metrics.costMicros;
    existing.metrics.conversions =
      Math.round((existing.metrics.conversions + row.metrics.conversions) * 100) / 100;
  }
  return [...byTerm.values()];
}

function compareFieldValues(field: GaqlField, left: GaqlRow, right: GaqlRow): number {
  const a = field.read(left);
  const b = field.read(right);
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (field.type === 'INT64') {
    const difference = BigInt(a as string) - BigInt(b as string);
    return difference === 0n ? 0 : difference < 0n ? -1 : 1;
  }
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

function collectMaterialised(query: BoundQuery, source: RowSource): GaqlRow[] {
  const aggregated = isAggregated(query);
  const rowConditions = aggregated
    ? query.conditions.filter((condition) => condition.field.resource !== 'metrics')
    : query.conditions;
  const rows: GaqlRow[] = [];
  for (const { row } of source(0)) {
    // Aggregated rows are judged on their sums; the others one by one.
    if (aggregated ? matchesAll(rowConditions, row) : isListed(query, rowConditions, row))
      rows.push(row);
  }
  let result = rows;
  if (aggregated) {
    const metricConditions = query.conditions.filter(
      (condition) => condition.field.resource === 'metrics',
    );
    result = aggregateByTerm(rows, query.isKeywordSegmented).filter((row) =>
      isListed(query, metricConditions, row),
    );
  }
  if (query.orderings.length > 0) {
    // Array.prototype.sort is stable, so ties keep the seed order.
    result.sort((left, right) => {
      for (const { field, direction } of query.orderings) {
        const order = compareFieldValues(field, left, right);
        if (order !== 0) return direction === 'ASC' ? order : -order;
      }
      return 0;
    });
  }
  return result;
}

export function executeSearch(input: SearchInput): SearchPage {
  const query = bindGaqlQuery(parseGaql(input.query), input.now);
  const hash = hashQuery(input.account.customer.id, input.query);
  const cursor =
    input.pageToken === null ? { emitted: 0, position: 0 } : decodeToken(input.pageToken, hash);
  const pageSize = input.pageSize ?? GOOGLE_ADS_PAGE_SIZE;
  const source = createRowSource(query.resource.name, {
    state: input.state,
    account: input.account,
    now: input.now,
  });
  const formatter = createRowFormatter(query);
  const limit = query.limit ?? Number.POSITIVE_INFINITY;
  const wanted = Math.max(0, Math.min(pageSize, limit - cursor.emitted));

  if (query.orderings.length > 0 || isAggregated(query)) {
    const rows = collectMaterialised(query, source);
    const total = Math.min(rows.length, limit);
    const end = Math.min(total, cursor.emitted + wanted);
    const page = rows.slice(cursor.emitted, end);
    return {
      results: page.map((row) => formatter.format(row)),
      nextPageToken: end < total ? encodeToken(hash, { emitted: end, position: 0 }) : null,
      fieldMask: formatter.fieldMask,
      totalResultsCount: input.isTotalCountWanted ? total : null,
    };
  }

  const results: Array<Record<string, unknown>> = [];
  let nextPosition: number | null = null;
  for (const { position, row } of source(cursor.position)) {
    if (!isListed(query, query.conditions, row)) continue;
    if (results.length >= wanted) {
      // One more matching row exists: the page is not the last one.
      nextPosition = position;
      break;
    }
    results.push(formatter.format(row));
  }
  const emitted = cursor.emitted + results.length;
  const hasMore = nextPosition !== null && emitted < limit;
  let totalResultsCount: number | null = null;
  if (input.isTotalCountWanted) {
    let count = 0;
    for (const { row } of source(0)) if (isListed(query, query.conditions, row)) count += 1;
    totalResultsCount = Math.min(count, limit);
  }
  return {
    results,
    nextPageToken: hasMore ? encodeToken(hash, { emitted, position: nextPosition ?? 0 }) : null,
    fieldMask: formatter.fieldMask,
    totalResultsCount,
  };
}
