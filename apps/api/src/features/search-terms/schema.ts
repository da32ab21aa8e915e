import { SEARCH_TERM_JOB_STATE_VALUES } from '@utmost/ads-sdk/enums';
import type { DecisionSignal, TermDecision } from '@utmost/search-terms';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, leaseColumns } from '../../core/db/columns.js';
import { adAccounts } from '../ad-platforms/schema.js';
import { organizations, users } from '../identity/schema.js';

/** At most one pending run per ad account: the index makes a second request conflict. */
export const PENDING_SEARCH_TERM_RUN_INDEX = 'search_term_runs_one_pending_per_account';

/** A working run reads the period's terms, then classifies them, then saves the decisions. */
export type SearchTermRunStage = 'reading' | 'classifying' | 'saving';

export interface SearchTermRunProgress {
  /** Absent in progress stored before stages were recorded. */
  stage?: SearchTermRunStage;
  /** Distinct search terms read so far. */
  termsRead: number;
  termsClassified: number;
}

/** What the AI model cost a hybrid run: its calls, tokens and, with prices configured, money. */
export interface StoredModelUsage {
  model: string;
  requests: number;
  promptTokens: number;
  completionTokens: number;
  /** Micros of US dollars; null when the operator configured no token prices. */
  costMicros: number | null;
  /**
   * Set when the model flipped unusually many of the terms it was asked about to exclude (issue 26
   * item 6): those flips were not applied but left as keeps for review (counted in `needsReview`).
   * Kept in the stored summary only; not part of the contract yet.
   */
  flagged?: { exclusionFlips: number; asked: number };
}

/**
 * A run's totals. The optional ones came later: a summary stored before them has none of them,
 * so they are presented as 0 and null.
 */
export interface StoredSearchTermSummary {
  terms: number;
  excludedTerms: number;
  impressions: number;
  excludedImpressions: number;
  costMicros: number;
  excludedCostMicros: number;
  /** The part of the excluded cost whose terms brought conversions, and how many they brought. */
  excludedCostWithConversionsMicros?: number;
  excludedConversions?: number;
  decidedBy: { examples: number; rules: number; model: number };
  changedByExamples?: number;
  needsReview?: number;
  model?: StoredModelUsage | null;
}

/** Another path's decision on a term (the local classifier's, the rules'), kept beside it. */
export type StoredDecisionSnapshot = NonNullable<TermDecision['local']>;

/**
 * One search-term validation run of one Google ad account (spec §4 search-term job): the terms of
 * its period, classified against the account's brief. A pg-boss job carries only its id; a worker
 * holds it through `lease_owner` and `heartbeat_at` (the job runtime's leased work), and a run whose
 * worker went silent is taken over and done again from the start (it writes its results at once).
 */
export const searchTermRuns = pgTable(
  'search_term_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    /** Kept on the run so the list reads well after the account is renamed or removed. */
    accountName: text('account_name').notNull(),
    resourceName: text('resource_name').notNull(),
    state: text('state', { enum: SEARCH_TERM_JOB_STATE_VALUES }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    progress: jsonb('progress').$type<SearchTermRunProgress>(),
    summary: jsonb('summary').$type<StoredSearchTermSummary>(),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...leaseColumns(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex(PENDING_SEARCH_TERM_RUN_INDEX)
      .on(table.adAccountId)
      .where(sql`${table.state} = 'pending'`),
    index('search_term_runs_organization_created_idx').on(table.organizationId, table.createdAt),
    index('search_term_runs_account_created_idx').on(table.adAccountId, table.createdAt),
  ],
);

/** One search term of a run's period, its totals and the classifier's decision. */
export const searchTermResults = pgTable(
  'search_term_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => searchTermRuns.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    searchTerm: text('search_term').notNull(),
    /** The keyword that triggered the term (the costliest where several did); null if none. */
    matchedKeyword: text('matched_keyword'),
    matchType: text('match_type'),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull(),
    conversions: doublePrecision('conversions').notNull(),
    isExclude: boolean('is_exclude').notNull(),
    category: text('category', { enum: ['product', 'brand'] }).notNull(),
    reason: text('reason').notNull(),
    confidence: real('confidence').notNull(),
    signal: text('signal').$type<DecisionSignal>().notNull(),
    /** Two model answers disagreed on this costly term: the local decision stands, for review. */
    needsReview: boolean('needs_review').notNull().default(false),
    /** Hybrid runs: the local classifier's decision on a term the model was asked about. */
    localDecision: jsonb('local_decision').$type<StoredDecisionSnapshot>(),
    /** What the brief's rules alone decided, where one of its examples changed the decision. */
    rulesDecision: jsonb('rules_decision').$type<StoredDecisionSnapshot>(),
  },
  (table) => [
    index('search_term_results_run_idx').on(table.runId, table.costMicros),
    // Comparing a run with the previous one finds each term in it.
    index('search_term_results_run_term_idx').on(table.runId, table.searchTerm),
  ],
);

/** At most one batch applying or undoing per ad account: the index makes a second request conflict. */
export const ACTIVE_NEGATIVE_BATCH_INDEX = 'negative_keyword_batches_one_active_per_account';

export const NEGATIVE_BATCH_STATES = [
  'pending',
  'completed',
  'failed',
  'undoing',
  'undone',
  'undo_failed',
] as const;
export type NegativeBatchState = (typeof NEGATIVE_BATCH_STATES)[number];
export type NegativeBatchLevel = 'account' | 'sharedList' | 'campaign' | 'adGroup';

/** The list a batch's negatives go into; `id` is null until Utmost has created a new one. */
export interface StoredBatchSharedList {
  id: string | null;
  name: string;
  isCreated: boolean;
  isAccountLevel: boolean;
}

/**
 * Negative keywords Utmost applies to one Google ad account (issue 28 item 5), and later undoes.
 * Worked on as leased work like the runs: `pending` applies, `undoing` removes what it added.
 */
export const negativeKeywordBatches = pgTable(
  'negative_keyword_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    /** The Google customer id, as the contract names the account. */
    customerId: text('customer_id').notNull(),
    level: text('level').$type<NegativeBatchLevel>().notNull(),
    state: text('state', { enum: NEGATIVE_BATCH_STATES }).notNull().default('pending'),
    sharedList: jsonb('shared_list').$type<StoredBatchSharedList>(),
    campaignIds: jsonb('campaign_ids').$type<string[]>().notNull(),
    adGroupIds: jsonb('ad_group_ids').$type<string[]>().notNull(),
    failureReason: text('failure_reason'),
    progress: jsonb('progress').$type<{ done: number; total: number }>(),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...leaseColumns(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex(ACTIVE_NEGATIVE_BATCH_INDEX)
      .on(table.adAccountId)
      .where(sql`${table.state} in ('pending', 'undoing')`),
    index('negative_keyword_batches_account_created_idx').on(table.adAccountId, table.createdAt),
  ],
);

export const NEGATIVE_CHANGE_STATES = [
  'planned',
  'sending',
  'added',
  'skipped',
  'failed',
  'removed',
  'remove_failed',
] as const;
export type NegativeChangeState = (typeof NEGATIVE_CHANGE_STATES)[number];

/**
 * One Google Ads resource a batch creates (a list, an attachment, a keyword), recorded before it is
 * sent: `sending` until Google's answer is recorded, so a resumed batch re-reads the account for
 * those instead of sending them again.
 */
export const negativeKeywordChanges = pgTable(
  'negative_keyword_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => negativeKeywordBatches.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind')
      .$type<
        | 'sharedSet'
        | 'customerNegativeCriterion'
        | 'campaignSharedSet'
        | 'sharedCriterion'
        | 'campaignCriterion'
        | 'adGroupCriterion'
      >()
      .notNull(),
    text: text('text'),
    matchType: text('match_type').$type<'BROAD' | 'PHRASE' | 'EXACT'>(),
    campaignId: text('campaign_id'),
    adGroupId: text('ad_group_id'),
    state: text('state', { enum: NEGATIVE_CHANGE_STATES }).notNull().default('planned'),
    resourceName: text('resource_name'),
    code: text('code'),
    message: text('message'),
    isOverridden: boolean('is_overridden').notNull().default(false),
  },
  (table) => [
    uniqueIndex('negative_keyword_changes_batch_position_idx').on(table.batchId, table.position),
  ],
);
