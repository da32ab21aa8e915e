import {
  findDefaultRunDetailsPaging,
  isRunDetailSortKey,
  readSortDirection,
  RUN_DETAIL_ID_FILTERS,
  RUN_MESSAGES,
  type RunResultStatus,
} from '@utmost/ads-sdk';
import type { Caller } from '../../identity/index.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { StoredRunCounts } from '../schema.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import type { AdPlatformName } from '../../ad-platforms/index.js';
import {
  countNotSupported,
  countRunDetails,
  listRunDetails,
  listUniqueValues,
  type IdName,
  type RunDetailIdFilters,
  type RunDetailSortColumn,
  type RunResultRow,
} from '../repositories/run-result-repository.js';
import {
  findFinishedRun,
  findNeighbourRuns,
  listRunHistory,
  listRunHistoryAccounts,
  type RunHistoryAccountRow,
  type TaggingRunRow,
} from '../repositories/tagging-run-repository.js';
import { authorizeOrganization } from '../../identity/index.js';
import { resolvePeriod, type PeriodInput } from './run-history-period.js';

// Spec §7 "Run history": the list of finished runs, its account filter, one run's details page
// (results filtered, sorted, paged), its metadata and what it could not tag. Read-only.

/** Entries per column filter list: a 100,000-ad run has far more ads than a popup can show. */
export const UNIQUE_VALUES_LIMIT = 1_000;

async function authorizeView(db: DatabaseExecutor, caller: Caller, organizationId: string) {
  return authorizeOrganization(db, caller, organizationId, 'runs:view');
}

export interface RunHistoryQuery extends PeriodInput {
  accountId?: string;
  platform?: AdPlatformName;
  offset?: number;
  limit?: number;
}

export async function listOrganizationRunHistory(
  db: DatabaseExecutor,
  caller: Caller,
  organizationId: string,
  query: RunHistoryQuery,
  now: Date,
): Promise<TaggingRunRow[]> {
  const scope = await authorizeView(db, caller, organizationId);
  const range = resolvePeriod(query, now);
  return listRunHistory(db, scope, {
    ...range,
    platform: query.platform ?? null,
    platformAdAccountId: query.accountId ?? null,
    offset: query.offset ?? 0,
    limit: query.limit ?? 100,
  });
}

export async function listOrganizationRunAccounts(
  db: DatabaseExecutor,
  caller: Caller,
  organizationId: string,
): Promise<RunHistoryAccountRow[]> {
  return listRunHistoryAccounts(db, await authorizeView(db, caller, organizationId));
}

interface RunReference {
  platform: AdPlatformName;
  accountId: string;
  jobId?: string;
}

async function requireRun(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  reference: RunReference,
): Promise<TaggingRunRow> {
  const run = await findFinishedRun(db, scope, {
    platform: reference.platform,
    platformAdAccountId: reference.accountId,
    runId: reference.jobId ?? null,
  });
  if (!run) throw new AppError('NOT_FOUND', RUN_MESSAGES.runNotFound);
  return run;
}

export interface RunDetailsQuery extends RunReference {
  jobId: string;
  statuses?: RunResultStatus[];
  sortBy?: string;
  sortOrder?: number;
  offset?: number;
  limit?: number;
  campaignIds?: string[];
  adGroupIds?: string[];
  adIds?: string[];
  campaignGroupIds?: string[];
  creativeIds?: string[];
}

type IdListName = 'campaignIds' | 'adGroupIds' | 'adIds' | 'campaignGroupIds' | 'creativeIds';
const ID_LIST_NAMES: readonly IdListName[] = [
  'campaignIds',
  'adGroupIds',
  'adIds',
  'campaignGroupIds',
  'creativeIds',
];

/** The platform's id lists as column filters; another platform's list is a 400 naming it. */
function readIdFilters(query: RunDetailsQuery): RunDetailIdFilters {
  const allowed: readonly string[] = RUN_DETAIL_ID_FILTERS[query.platform];
  const fieldErrors: Record<string, string> = {};
  for (const name of ID_LIST_NAMES) {
    if (query[name] !== undefined && !allowed.includes(name)) {
      fieldErrors[`querystring.${name}`] = RUN_MESSAGES.idListOfOtherPlatform;
    }
  }
  if (query.sortBy !== undefined && !isRunDetailSortKey(query.platform, query.sortBy)) {
    fieldErrors['querystring.sortBy'] = RUN_MESSAGES.sortKeyOfOtherPlatform;
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors });
  }
  return {
    ...(query.campaignIds && { campaignIds: query.campaignIds }),
    ...(query.adGroupIds && { adGroupIds: query.adGroupIds }),
    // LinkedIn creatives are stored as the run's ads.
    ...((query.adIds ?? query.creativeIds) && { adIds: query.adIds ?? query.creativeIds }),
    ...(query.campaignGroupIds && { campaignGroupIds: query.campaignGroupIds }),
  };
}

function sumCounts(counts: StoredRunCounts | null, statuses: readonly RunResultStatus[]): number {
  if (!counts) return 0;
  if (statuses.length === 0) return counts.total;
  return [...new Set(statuses)].reduce((total, status) => total + counts[status], 0);
}

export async function listOrganizationRunDetails(
  db: DatabaseExecutor,
  caller: Caller,
  organizationId: string,
  query: RunDetailsQuery,
): Promise<{ rows: RunResultRow[]; totalCount: number; run: TaggingRunRow }> {
  const scope = await authorizeView(db, caller, organizationId);
  const idFilters = readIdFilters(query);
  const run = await requireRun(db, scope, query);
  const defaults = findDefaultRunDetailsPaging(query.platform);
  const detailQuery = {
    runId: run.id,
    statuses: query.statuses ?? [],
    idFilters,
    sortBy: (query.sortBy ?? defaults.sortBy) as RunDetailSortColumn,
    sortOrder:
      query.sortOrder === undefined ? defaults.sortOrder : readSortDirection(query.sortOrder),
    offset: query.offset ?? defaults.offset,
    limit: query.limit ?? defaults.limit,
  };
  const hasIdFilters = Object.keys(idFilters).length > 0;
  // Without id lists the run's own counts answer the total: no count over 100,000 rows.
  const [rows, totalCount] = await Promise.all([
    listRunDetails(db, scope, detailQuery),
    hasIdFilters
      ? countRunDetails(db, scope, detailQuery)
      : Promise.resolve(sumCounts(run.counts, detailQuery.statuses)),
  ]);
  return { rows, totalCount, run };
}

export interface RunMetadataView {
  run: TaggingRunRow;
  uniqueCampaigns: IdName[];
  uniqueAdGroups: IdName[];
  uniqueAds: IdName[];
  uniqueCampaignGroups: IdName[];
  uniqueCreatives: IdName[];
  previous: TaggingRunRow | null;
  next: TaggingRunRow | null;
}

export async function getOrganizationRunMetadata(
  db: DatabaseExecutor,
  caller: Caller,
  organizationId: string,
  query: RunReference & { createdAt?: string },
): Promise<RunMetadataView> {
  const scope = await authorizeView(db, caller, organizationId);
  const run = await requireRun(db, scope, query);
  if (
    query.createdAt !== undefined &&
    new Date(query.createdAt).getTime() !== run.createdAt.getTime()
  ) {
    throw new AppError('NOT_FOUND', RUN_MESSAGES.runNotFound);
  }
  const unique = (level: 'campaign' | 'adGroup' | 'ad' | 'campaignGroup') =>
    listUniqueValues(db, scope, run.id, level, UNIQUE_VALUES_LIMIT);
  const isGoogle = run.platform === 'google';
  const [campaigns, adGroups, ads, campaignGroups, neighbours] = await Promise.all([
    unique('campaign'),
    isGoogle ? unique('adGroup') : Promise.resolve([]),
    unique('ad'),
    isGoogle ? Promise.resolve([]) : unique('campaignGroup'),
    findNeighbourRuns(db, scope, run),
  ]);
  return {
    run,
    uniqueCampaigns: campaigns,
    uniqueAdGroups: adGroups,
    uniqueAds: isGoogle ? ads : [],
    uniqueCampaignGroups: campaignGroups,
    uniqueCreatives: isGoogle ? [] : ads,
    previous: neighbours.previous,
    next: neighbours.next,
  };
}

export async function listOrganizationNotSupported(
  db: DatabaseExecutor,
  caller: Caller,
  organizationId: string,
  query: RunReference & { jobId: string },
): Promise<{ kind: 'campaignType' | 'campaignFormat'; value: string; count: number }[]> {
  const scope = await authorizeView(db, caller, organizationId);
  const run = await requireRun(db, scope, query);
  const kind = run.platform === 'google' ? 'campaignType' : 'campaignFormat';
  const counts = await countNotSupported(db, scope, run.id, kind);
  return counts.map((entry) => ({ kind, ...entry }));
}
