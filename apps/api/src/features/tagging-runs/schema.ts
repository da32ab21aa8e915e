import {
  RUN_LEVELS,
  RUN_RESULT_STATUSES,
  RUN_SOURCES,
  UPDATE_MODES,
  type RunResultCounts,
} from '@utmost/ads-sdk';
import { JOB_STATE_VALUES, PLATFORM_VALUES } from '@utmost/ads-sdk/enums';
import { sql } from 'drizzle-orm';
import type { InheritedTracking } from '@utmost/platforms';
import type { KeywordOverride } from '@utmost/tagging';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, leaseColumns, updatedAt } from '../../core/db/columns.js';
import { organizations, users, workspaces } from '../identity/schema.js';
import { adAccounts } from '../ad-platforms/schema.js';

/** What a Google result keeps of the levels around the ad: above it, and its keywords. */
export type StoredInheritedTracking = InheritedTracking & {
  /** Absent on rows stored before keywords were read, and when no keyword overrides. */
  keywordOverrides?: KeywordOverride[];
};

// The run vocabulary (spec §3/§4) is the SDK's; only the job states are the API's own.
export const RUN_RESULT_STATUS_VALUES = RUN_RESULT_STATUSES;
export const RUN_LEVEL_VALUES = RUN_LEVELS;
/** At most one queued, running or waiting run per ad account: a second start conflicts. */
export const ACTIVE_RUN_UNIQUE_INDEX = 'tagging_runs_one_active_per_account';

/** Spec §3 run result counts, kept on the run when it finishes. */
export type StoredRunCounts = RunResultCounts;

/**
 * One tagging run of one ad account (DESIGN §6): a pg-boss job carries only its id. A worker
 * holds it through `lease_owner` and keeps `heartbeat_at` fresh; a run whose heartbeat went stale
 * is taken over by the next worker and resumes from its stored results.
 */
export const taggingRuns = pgTable(
  'tagging_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORM_VALUES }).notNull(),
    /** Kept on the run so history still reads well after the account is renamed or removed. */
    platformAdAccountId: text('platform_ad_account_id').notNull(),
    accountName: text('account_name').notNull(),
    source: text('source', { enum: RUN_SOURCES }).notNull(),
    updateMode: text('update_mode', { enum: UPDATE_MODES }).notNull(),
    state: text('state', { enum: JOB_STATE_VALUES }).notNull().default('queued'),
    /** Why it failed: a spec §8 code or AUTH_REVOKED / RATE_LIMITED / ACCOUNT_GONE. */
    failureReason: text('failure_reason'),
    counts: jsonb('counts').$type<StoredRunCounts>(),
    /** A `waiting` run (Google's daily limit spent) resumes by itself at this time. */
    resumesAt: timestamp('resumes_at', { withTimezone: true }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...leaseColumns(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex(ACTIVE_RUN_UNIQUE_INDEX)
      .on(table.adAccountId)
      .where(sql`${table.state} in ('queued', 'running', 'waiting')`),
    index('tagging_runs_organization_created_idx').on(table.organizationId, table.createdAt),
    index('tagging_runs_account_created_idx').on(table.adAccountId, table.createdAt),
    index('tagging_runs_active_heartbeat_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.state} in ('queued', 'running', 'waiting')`),
  ],
);

const RUN_DETAIL_SORT_INDEXES = [
  ['run_results_campaign_name_idx', 'campaignName'],
  ['run_results_ad_group_name_idx', 'adGroupName'],
  ['run_results_ad_name_idx', 'adName'],
  ['run_results_campaign_group_name_idx', 'campaignGroupName'],
  ['run_results_campaign_type_idx', 'campaignType'],
  ['run_results_campaign_format_idx', 'campaignFormat'],
  ['run_results_error_type_idx', 'errorType'],
] as const;
const RUN_DETAIL_ID_INDEXES = [
  ['run_results_campaign_id_idx', 'campaignId'],
  ['run_results_ad_group_id_idx', 'adGroupId'],
  ['run_results_ad_id_idx', 'adId'],
  ['run_results_campaign_group_id_idx', 'campaignGroupId'],
] as const;

/**
 * One ad's result in one run (spec §3 run detail result). A row without a status is a change
 * written before it was sent to the platform: a run that resumes checks those ads first, so a
 * change is never applied twice. The hierarchy is copied in, as the platform named it then.
 */
export const runResults = pgTable(
  'run_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => taggingRuns.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    resourceName: text('resource_name').notNull(),
    /** null while the change is in flight (see above). */
    status: text('status', { enum: RUN_RESULT_STATUS_VALUES }),
    errorType: text('error_type'),
    toUtm: text('to_utm').notNull().default(''),
    level: text('level', { enum: RUN_LEVEL_VALUES }).notNull(),
    campaignId: text('campaign_id').notNull(),
    campaignName: text('campaign_name').notNull(),
    campaignType: text('campaign_type'),
    campaignFormat: text('campaign_format'),
    campaignGroupId: text('campaign_group_id'),
    campaignGroupName: text('campaign_group_name'),
    adGroupId: text('ad_group_id'),
    adGroupName: text('ad_group_name'),
    /** Google ad id / LinkedIn creative id, and their names. */
    adId: text('ad_id').notNull(),
    adName: text('ad_name').notNull(),
    ignoredParameters: jsonb('ignored_parameters')
      .$type<{ name: string; reason: string }[]>()
      .notNull()
      .default([]),
    notSupportedReason: text('not_supported_reason'),
    deletedTrackingTemplateParams: jsonb('deleted_tracking_template_params').$type<
      Record<string, string>
    >(),
    /** The ad's URL fields before and after (DESIGN §6: every change can be undone). */
    before: jsonb('before').$type<StoredUrlFields>().notNull(),
    after: jsonb('after').$type<StoredUrlFields>().notNull(),
    /** The change sent (or about to be sent) to the platform; null when none. */
    change: jsonb('change').$type<Record<string, unknown>>(),
    /**
     * Google: what the ad inherited from its ad group, campaign or account when the run read it
     * (issue 12), and the keywords whose own URL fields override the run's values (issue 30),
     * shown in the run details. Apart from `before`/`after`, which hold the ad's own fields that
     * restores and resumed runs compare; null on LinkedIn and on older rows.
     */
    inheritedTracking: jsonb('inherited_tracking').$type<StoredInheritedTracking>(),
  },
  (table) => [
    unique('run_results_run_resource_unique').on(table.runId, table.resourceName),
    // Run details (spec §4) page ids first, then read 20 rows: one index per sortable column,
    // ending in id so pages never overlap, with status in it so a tile filter reads the index
    // alone. In-flight rows (no status yet) are never shown, so they are left out.
    ...RUN_DETAIL_SORT_INDEXES.map(([name, column]) =>
      index(name)
        .on(table.runId, table[column], table.id, table.status)
        .where(sql`${table.status} is not null`),
    ),
    index('run_results_status_idx')
      .on(table.runId, table.status, table.id)
      .where(sql`${table.status} is not null`),
    // The column filters' id lists.
    ...RUN_DETAIL_ID_INDEXES.map(([name, column]) =>
      index(name)
        .on(table.runId, table[column])
        .where(sql`${table.status} is not null`),
    ),
  ],
);

/** An ad's URL fields as stored with a change (the engine's AdUrlFields). */
export interface StoredUrlFields {
  finalUrlSuffix: string | null;
  trackingUrlTemplate: string | null;
  landingPages: string[];
  /**
   * LinkedIn: the tracking parameters of the ad's campaign, where LinkedIn tagging is written;
   * what `drop_direct` restores. Absent on Google and in rows written before.
   */
  campaignTrackingParameters?: {
    dynamic: Record<string, string>;
    custom: Record<string, string>;
  } | null;
}

/**
 * Per ad, what it looked like before Utmost first changed it and after Utmost's latest change:
 * what `drop_direct` restores from (UNABLE_TO_RESET without a row).
 */
export const adChangeHistory = pgTable(
  'ad_change_history',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    resourceName: text('resource_name').notNull(),
    original: jsonb('original').$type<StoredUrlFields>().notNull(),
    lastApplied: jsonb('last_applied').$type<StoredUrlFields>().notNull(),
    lastRunId: uuid('last_run_id'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.adAccountId, table.resourceName] })],
);
