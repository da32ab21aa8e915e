import { EMPTY_RUN_COUNTS } from '@utmost/ads-sdk';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { toArrayLiteral, toJsonArrayLiteral } from '../../../core/db/array-parameters.js';
import { runResults, type StoredRunCounts, type StoredUrlFields } from '../schema.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';

export type RunResultRow = typeof runResults.$inferSelect;
export type NewRunResult = Omit<typeof runResults.$inferInsert, 'id' | 'organizationId'>;
type ResultStatus = NonNullable<RunResultRow['status']>;

/**
 * Rows per statement: the parameters are one array per column whatever the count, so this only
 * bounds the size of one statement's text (a platform batch of 10,000 Google ads is two).
 */
const WRITE_CHUNK = 5_000;

/** What a resuming run needs to know about an ad it has already seen. */
export interface ResultMark {
  /** null: the change was written but the platform's answer never was. */
  status: ResultStatus | null;
  after: StoredUrlFields;
  before: StoredUrlFields;
}

/** The results a run has so far, by ad resource name (read when a run resumes). */
export async function readResultMarks(
  executor: DatabaseExecutor,
  runId: string,
): Promise<Map<string, ResultMark>> {
  const rows = await executor
    .select({
      resourceName: runResults.resourceName,
      status: runResults.status,
      after: runResults.after,
      before: runResults.before,
    })
    .from(runResults)
    .where(eq(runResults.runId, runId));
  return new Map(rows.map(({ resourceName, ...mark }) => [resourceName, mark]));
}

/** The run_results columns a write sets, in the order of its `unnest` arguments. */
const RESULT_COLUMNS = sql.raw(`
  run_id, resource_name, status, error_type, to_utm, level, campaign_id, campaign_name,
  campaign_type, campaign_format, campaign_group_id, campaign_group_name, ad_group_id,
  ad_group_name, ad_id, ad_name, ignored_parameters, not_supported_reason,
  deleted_tracking_template_params, before, after, change, inherited_tracking`);

/** One array literal per column of `RESULT_COLUMNS`, built in one pass over the rows. */
function toColumnArrays(rows: readonly NewRunResult[]) {
  const text = (pick: (row: NewRunResult) => string | null | undefined) =>
    toArrayLiteral(rows.map(pick));
  const json = (pick: (row: NewRunResult) => unknown) => toJsonArrayLiteral(rows.map(pick));
  return {
    runId: text((row) => row.runId),
    resourceName: text((row) => row.resourceName),
    status: text((row) => row.status),
    errorType: text((row) => row.errorType),
    toUtm: text((row) => row.toUtm ?? ''),
    level: text((row) => row.level),
    campaignId: text((row) => row.campaignId),
    campaignName: text((row) => row.campaignName),
    campaignType: text((row) => row.campaignType),
    campaignFormat: text((row) => row.campaignFormat),
    campaignGroupId: text((row) => row.campaignGroupId),
    campaignGroupName: text((row) => row.campaignGroupName),
    adGroupId: text((row) => row.adGroupId),
    adGroupName: text((row) => row.adGroupName),
    adId: text((row) => row.adId),
    adName: text((row) => row.adName),
    ignoredParameters: json((row) => row.ignoredParameters ?? []),
    notSupportedReason: text((row) => row.notSupportedReason),
    deletedTrackingTemplateParams: json((row) => row.deletedTrackingTemplateParams),
    before: json((row) => row.before),
    after: json((row) => row.after),
    change: json((row) => row.change),
    inheritedTracking: json((row) => row.inheritedTracking),
  };
}

/**
 * Writes results as sets. A result replaces the row of the same ad in the same run, so a change
 * written before it was sent becomes its outcome, and a resumed run never duplicates an ad. Each
 * chunk is ONE statement whose parameters are one typed array per column, expanded by `unnest`
 * (the same on PostgreSQL and PGlite): neither a 23,000-parameter statement per 1,000 rows nor a
 * JSON document the server parses into records and then each jsonb field again.
 */
export async function writeRunResults(
  executor: DatabaseExecutor,
  organizationId: string,
  rows: readonly NewRunResult[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
    const columns = toColumnArrays(rows.slice(start, start + WRITE_CHUNK));
    await executor.execute(sql`
      insert into run_results (organization_id, ${RESULT_COLUMNS})
      select ${organizationId}::uuid, ${RESULT_COLUMNS}
      from unnest(
        ${columns.runId}::uuid[], ${columns.resourceName}::text[], ${columns.status}::text[],
        ${columns.errorType}::text[], ${columns.toUtm}::text[], ${columns.level}::text[],
        ${columns.campaignId}::text[], ${columns.campaignName}::text[],
        ${columns.campaignType}::text[], ${columns.campaignFormat}::text[],
        ${columns.campaignGroupId}::text[], ${columns.campaignGroupName}::text[],
        ${columns.adGroupId}::text[], ${columns.adGroupName}::text[], ${columns.adId}::text[],
        ${columns.adName}::text[], ${columns.ignoredParameters}::jsonb[],
        ${columns.notSupportedReason}::text[], ${columns.deletedTrackingTemplateParams}::jsonb[],
        ${columns.before}::jsonb[], ${columns.after}::jsonb[], ${columns.change}::jsonb[],
        ${columns.inheritedTracking}::jsonb[]
      ) as written(${RESULT_COLUMNS})
      on conflict (run_id, resource_name) do update set
        status = excluded.status,
        error_type = excluded.error_type,
        to_utm = excluded.to_utm,
        level = excluded.level,
        ignored_parameters = excluded.ignored_parameters,
        not_supported_reason = excluded.not_supported_reason,
        deleted_tracking_template_params = excluded.deleted_tracking_template_params,
        before = excluded.before,
        after = excluded.after,
        change = excluded.change,
        inherited_tracking = excluded.inherited_tracking
    `);
  }
}

/**
 * In-flight rows the platform applied: each takes the status its change carried and drops the
 * change; everything else about the ad was written with the change, so only these two columns go.
 * One statement per status and chunk, its names as one array: `resource_name = any(…)` walks the
 * (run_id, resource_name) index once per name, where a join with `unnest` had the planner read
 * the whole run's rows for every batch.
 */
export async function markResultsApplied(
  executor: DatabaseExecutor,
  runId: string,
  results: readonly { resourceName: string; status: ResultStatus }[],
): Promise<void> {
  const namesByStatus = new Map<ResultStatus, string[]>();
  for (const { resourceName, status } of results) {
    const names = namesByStatus.get(status) ?? [];
    if (names.length === 0) namesByStatus.set(status, names);
    names.push(resourceName);
  }
  for (const [status, names] of namesByStatus) {
    for (let start = 0; start < names.length; start += WRITE_CHUNK) {
      const chunk = toArrayLiteral(names.slice(start, start + WRITE_CHUNK));
      await executor.execute(sql`
        update run_results set status = ${status}, change = null
        where run_id = ${runId}::uuid and resource_name = any(${chunk}::text[])
      `);
    }
  }
}

/** Counts per status of a run's finished results (spec §3 run result counts). */
export async function countRunResults(
  executor: DatabaseExecutor,
  runId: string,
): Promise<StoredRunCounts> {
  const rows = await executor
    .select({ status: runResults.status, count: count() })
    .from(runResults)
    .where(and(eq(runResults.runId, runId), isNotNull(runResults.status)))
    .groupBy(runResults.status);
  const counts: StoredRunCounts = { ...EMPTY_RUN_COUNTS };
  for (const row of rows) {
    if (row.status === null) continue;
    counts[row.status] = row.count;
    counts.total += row.count;
  }
  return counts;
}

/** Changes written but never answered: a resumed run settles each before it finishes. */
export async function countPendingResults(
  executor: DatabaseExecutor,
  runId: string,
): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(runResults)
    .where(and(eq(runResults.runId, runId), isNull(runResults.status)));
  return row?.count ?? 0;
}

export const RUN_DETAIL_SORT_COLUMNS = {
  campaignName: runResults.campaignName,
  adGroupName: runResults.adGroupName,
  adName: runResults.adName,
  creativeName: runResults.adName,
  campaignType: runResults.campaignType,
  campaignGroupName: runResults.campaignGroupName,
  campaignFormat: runResults.campaignFormat,
  status: runResults.status,
  errorType: runResults.errorType,
} as const satisfies Record<string, AnyPgColumn>;
export type RunDetailSortColumn = keyof typeof RUN_DETAIL_SORT_COLUMNS;

/** The id lists of spec §7 run details, by the column each filters. */
export interface RunDetailIdFilters {
  campaignIds?: readonly string[];
  adGroupIds?: readonly string[];
  adIds?: readonly string[];
  campaignGroupIds?: readonly string[];
}

export interface RunDetailQuery {
  runId: string;
  statuses: readonly ResultStatus[];
  idFilters: RunDetailIdFilters;
  sortBy: RunDetailSortColumn;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The result rows of one run a query may show; the caller has found the run in its scope. */
function buildDetailConditions(query: RunDetailQuery): SQL[] {
  const conditions: SQL[] = [eq(runResults.runId, query.runId), isNotNull(runResults.status)];
  if (query.statuses.length > 0) conditions.push(inArray(runResults.status, [...query.statuses]));
  const { campaignIds, adGroupIds, adIds, campaignGroupIds } = query.idFilters;
  if (campaignIds) conditions.push(inArray(runResults.campaignId, [...campaignIds]));
  if (adGroupIds) conditions.push(inArray(runResults.adGroupId, [...adGroupIds]));
  if (adIds) conditions.push(inArray(runResults.adId, [...adIds]));
  if (campaignGroupIds) conditions.push(inArray(runResults.campaignGroupId, [...campaignGroupIds]));
  return conditions;
}

function hasIdFilters(query: RunDetailQuery): boolean {
  return Object.values(query.idFilters).some((ids) => ids !== undefined);
}

/**
 * One page of a run's results, in two steps: the page's ids from the sort column's index (which
 * holds id and status too, so an offset skips index entries, not 1 KB rows), then those rows.
 * With id lists, the matching rows are gathered first (`offset 0` keeps the planner from walking
 * the whole sort index to find a handful of campaigns' ads) and sorted after.
 */
export async function listRunDetails(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  query: RunDetailQuery,
): Promise<RunResultRow[]> {
  const column = RUN_DETAIL_SORT_COLUMNS[query.sortBy];
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const conditions = and(...buildDetailConditions(query));
  let page;
  if (hasIdFilters(query)) {
    const matching = executor
      .select({ id: runResults.id, sortValue: sql<string | null>`${column}`.as('sort_value') })
      .from(runResults)
      .where(conditions)
      .offset(0)
      .as('matching');
    page = executor
      .select({ id: matching.id })
      .from(matching)
      .orderBy(direction(matching.sortValue), direction(matching.id))
      .offset(query.offset)
      .limit(query.limit)
      .as('page');
  } else {
    page = executor
      .select({ id: runResults.id })
      .from(runResults)
      .where(conditions)
      .orderBy(direction(column), direction(runResults.id))
      .offset(query.offset)
      .limit(query.limit)
      .as('page');
  }
  return executor
    .select(getTableColumns(runResults))
    .from(runResults)
    .innerJoin(page, eq(page.id, runResults.id))
    .where(eq(runResults.organizationId, scope.organizationId))
    .orderBy(direction(column), direction(runResults.id));
}

/** How many results match; only needed when id lists filter (the run's counts say the rest). */
export async function countRunDetails(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  query: RunDetailQuery,
): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(runResults)
    .where(
      and(eq(runResults.organizationId, scope.organizationId), ...buildDetailConditions(query)),
    );
  return row?.count ?? 0;
}

export interface IdName {
  id: string;
  name: string;
}

const UNIQUE_LEVEL_COLUMNS = {
  campaign: { idColumn: runResults.campaignId, nameColumn: runResults.campaignName },
  adGroup: { idColumn: runResults.adGroupId, nameColumn: runResults.adGroupName },
  ad: { idColumn: runResults.adId, nameColumn: runResults.adName },
  campaignGroup: { idColumn: runResults.campaignGroupId, nameColumn: runResults.campaignGroupName },
} as const satisfies Record<string, { idColumn: AnyPgColumn; nameColumn: AnyPgColumn }>;

/** Distinct id + name pairs of one hierarchy level in a run, by name, at most `limit`. */
export async function listUniqueValues(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  runId: string,
  level: 'campaign' | 'adGroup' | 'ad' | 'campaignGroup',
  limit: number,
): Promise<IdName[]> {
  const { idColumn, nameColumn } = UNIQUE_LEVEL_COLUMNS[level];
  const rows = await executor
    .selectDistinct({ id: idColumn, name: nameColumn })
    .from(runResults)
    .where(
      and(
        eq(runResults.organizationId, scope.organizationId),
        eq(runResults.runId, runId),
        isNotNull(runResults.status),
        isNotNull(idColumn),
      ),
    )
    .orderBy(nameColumn, idColumn)
    .limit(limit);
  return rows.map((row) => ({ id: String(row.id ?? ''), name: String(row.name ?? '') }));
}

/** Not-supported results of a run by campaign type or format, largest first. */
export async function countNotSupported(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  runId: string,
  kind: 'campaignType' | 'campaignFormat',
): Promise<{ value: string; count: number }[]> {
  const column = kind === 'campaignType' ? runResults.campaignType : runResults.campaignFormat;
  const rows = await executor
    .select({ value: column, count: count() })
    .from(runResults)
    .where(
      and(
        eq(runResults.organizationId, scope.organizationId),
        eq(runResults.runId, runId),
        eq(runResults.status, 'not_supported'),
      ),
    )
    .groupBy(column)
    .orderBy(desc(count()), column);
  return rows.map((row) => ({ value: row.value ?? 'UNKNOWN', count: row.count }));
}

/**
 * Fresh planner statistics and visibility map for run_results after a large run: PGlite has no
 * autovacuum, and PostgreSQL's reaches new rows only later; until then the run-details queries
 * plan as if the run were tiny (a sort of 100,000 rows per page). Must not run in a transaction.
 */
export async function refreshRunResultStatistics(executor: DatabaseExecutor): Promise<void> {
  await executor.execute(sql`vacuum (analyze, skip_locked) run_results`);
}

/**
 * Changes still unanswered when a run ends become errors: whether they were applied is unknown,
 * and a later run sees the ad as it is.
 */
export async function settleUnansweredResults(
  executor: DatabaseExecutor,
  runId: string,
): Promise<void> {
  await executor
    .update(runResults)
    .set({ status: 'error', errorType: 'UNKNOWN', change: null })
    .where(and(eq(runResults.runId, runId), isNull(runResults.status)));
}

/**
 * In-flight rows whose change the platform already shows (a resumed run): each takes the status
 * its recorded change carried, and the change is cleared.
 */
export async function confirmAppliedResults(
  executor: DatabaseExecutor,
  runId: string,
  resourceNames: readonly string[],
): Promise<void> {
  await executor
    .update(runResults)
    .set({ status: sql`(${runResults.change} ->> 'status')`, change: null })
    .where(
      and(
        eq(runResults.runId, runId),
        inArray(runResults.resourceName, [...resourceNames]),
        isNull(runResults.status),
      ),
    );
}
