import {
  RUN_LEVELS,
  RUN_RESULT_STATUSES,
  RUN_SOURCES,
  UPDATE_MODES,
  type RunResultCounts,
} from '@utmost/ads-sdk';
import {
  API_KEY_ROLE_VALUES,
  CONNECTION_STATUS_VALUES,
  JOB_STATE_VALUES,
  LOGIN_METHOD_VALUES,
  MEMBER_ROLE_VALUES,
  MEMBER_STATUS_VALUES,
  PLATFORM_VALUES,
  SUBSCRIPTION_STATUS_VALUES,
  SUBSCRIPTION_TYPE_VALUES,
} from '@utmost/ads-sdk/enums';
import { sql } from 'drizzle-orm';
import type { InheritedTracking } from '@utmost/platforms';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Single-use or short-lived secrets (password resets, invitations). Only the hash of a token is
 * stored; `subject` says whom it belongs to (a user id or an email), `payload` what it grants.
 */
export const expiringTokens = pgTable(
  'expiring_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is consumed; a used token stays until it expires so reuse is refused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('expiring_tokens_expires_at_idx').on(table.expiresAt)],
);

export type LoginMethod = (typeof LOGIN_METHOD_VALUES)[number];

/** E-mails are stored lower-cased; the unique index on lower(email) keeps a second spelling out. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null for accounts created by single sign-on until they set a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profilePicturePath: text('profile_picture_path'),
    loginMethod: text('login_method', { enum: LOGIN_METHOD_VALUES }).notNull(),
    /**
     * When the owner of the address proved it (the sign-up verification e-mail, an accepted
     * invitation, or a provider that vouches for it); null until then. Single sign-on links only to
     * a verified account (issue 11: account pre-hijacking).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** A single sign-on identity (provider + its subject) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('user_identities_provider_subject_unique').on(table.provider, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  vatNumber: text('vat_number'),
  contactEmail: text('contact_email'),
  billingEmail: text('billing_email'),
  logoPath: text('logo_path'),
  country: text('country'),
  city: text('city'),
  street: text('street'),
  building: text('building'),
  zipCode: text('zip_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('workspaces_organization_id_idx').on(table.organizationId)],
);

/**
 * A person's place in an organization. An invitation is a pending membership keyed by e-mail;
 * `user_id` is filled in when it is accepted.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLE_VALUES }).notNull(),
    status: text('status', { enum: MEMBER_STATUS_VALUES }).notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    /** When the membership became active: organizations are listed in the order they were joined. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [
    unique('memberships_organization_email_unique').on(table.organizationId, table.email),
    index('memberships_user_id_idx').on(table.userId),
    check('memberships_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * Refresh tokens (DESIGN §4). Every rotation adds a row of the same family and marks the old one
 * revoked and replaced; presenting a replaced token again revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_family_id_idx').on(table.familyId),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  type: text('type', { enum: SUBSCRIPTION_TYPE_VALUES }).notNull(),
  status: text('status', { enum: SUBSCRIPTION_STATUS_VALUES }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  maxAllowedAc: integer('max_allowed_ac').notNull(),
  extraAllowedAc: integer('extra_allowed_ac').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Organization API keys for scripts; only a hash of the secret is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: API_KEY_ROLE_VALUES }).notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_organization_id_idx').on(table.organizationId)],
);

/** E-mails kept instead of sent when no SMTP server is configured (the local mailbox). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_emails_to_address_idx').on(table.toAddress)],
);

/** Fixed-window counters in the database, so a limit holds across every API process. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_buckets_window_start_idx').on(table.windowStart),
  ],
);

/**
 * A connected ad-platform login (spec §3 platform account), one per organization, platform and
 * e-mail. Tokens are sealed with AES-256-GCM under a key derived from APP_SECRET for this purpose
 * only (DESIGN §3); disconnecting clears them and keeps the row, so reconnecting the same login
 * restores its ad accounts.
 */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: PLATFORM_VALUES }).notNull(),
    email: text('email').notNull(),
    /** The provider's stable id of the person behind the login. */
    providerSubject: text('provider_subject').notNull(),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scopes: text('scopes').array().notNull().default([]),
    connectionStatus: text('connection_status', { enum: CONNECTION_STATUS_VALUES }).notNull(),
    connectionError: text('connection_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    connectedByUserId: uuid('connected_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('platform_accounts_organization_platform_email_unique').on(
      table.organizationId,
      table.platform,
      table.email,
    ),
    check('platform_accounts_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Named so that the services can tell these refusals from others. */
export const URL_TEMPLATE_NAME_UNIQUE_INDEX = 'url_templates_organization_platform_name_unique';
export const AD_ACCOUNT_URL_TEMPLATE_FOREIGN_KEY = 'ad_accounts_url_template_fk';

/** One parameter of a tracking template, as stored: the list keeps the order of the parameters. */
export interface StoredTemplateEntry {
  name: string;
  value: string;
  isDynamic: boolean;
}

/**
 * A tracking template (spec §3 URL template) of one organization and platform. The parameters are
 * a jsonb ARRAY, not an object: jsonb sorts object keys, and parameter order is the order they are
 * written into URLs. Names are unique per organization and platform, compared trimmed and without
 * regard to case, as the SDK's rule compares them.
 */
export const urlTemplates = pgTable(
  'url_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: PLATFORM_VALUES }).notNull(),
    name: text('name').notNull(),
    entries: jsonb('entries').$type<StoredTemplateEntry[]>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex(URL_TEMPLATE_NAME_UNIQUE_INDEX).on(
      table.organizationId,
      table.platform,
      sql`lower(trim(${table.name}))`,
    ),
    // The target of ad_accounts' template key: organization and platform travel with the id.
    unique('url_templates_organization_platform_id_unique').on(
      table.organizationId,
      table.platform,
      table.id,
    ),
  ],
);

/**
 * An ad account the organization tags (spec §3 ad account row), reached through one login.
 * The brief id arrives with its issue; its foreign key comes with its table.
 */
export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: PLATFORM_VALUES }).notNull(),
    platformAccountId: uuid('platform_account_id')
      .notNull()
      .references(() => platformAccounts.id, { onDelete: 'cascade' }),
    /** The platform's own id, digits only. */
    platformAdAccountId: text('platform_ad_account_id').notNull(),
    /** Google `customers/{id}`, LinkedIn `urn:li:sponsoredAccount:{id}`. */
    resourceName: text('resource_name').notNull(),
    name: text('name').notNull(),
    currencyCode: text('currency_code'),
    /** Google: the manager account reached through (`login-customer-id`); null when direct. */
    managerId: text('manager_id'),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    /**
     * When auto-tagging was last switched on, kept when it is switched off: null means it never
     * was, so the account reads "ready" rather than "paused".
     */
    autoTaggingEnabledAt: timestamp('auto_tagging_enabled_at', { withTimezone: true }),
    connectionStatus: text('connection_status', { enum: CONNECTION_STATUS_VALUES }).notNull(),
    connectionError: text('connection_error'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    urlTemplateId: uuid('url_template_id'),
    brandId: uuid('brand_id'),
    /** When the last tagging run finished (spec §3 lastRun.createdAt shows its start). */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** Spec §3 nextRun.nextJobTime: set while enabled, moved on by each scheduled run. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('ad_accounts_organization_platform_resource_unique').on(
      table.organizationId,
      table.platform,
      table.resourceName,
    ),
    index('ad_accounts_platform_account_id_idx').on(table.platformAccountId),
    index('ad_accounts_url_template_id_idx').on(table.urlTemplateId),
    // The scheduler's sweep: enabled accounts whose next run is due.
    index('ad_accounts_next_run_at_idx')
      .on(table.nextRunAt)
      .where(sql`${table.enabled} and ${table.nextRunAt} is not null`),
    // A template of the same organization and platform only, whatever the code above does. No
    // action on delete: deleting a template in use must unassign (and disable) its accounts first.
    foreignKey({
      name: AD_ACCOUNT_URL_TEMPLATE_FOREIGN_KEY,
      columns: [table.organizationId, table.platform, table.urlTemplateId],
      foreignColumns: [urlTemplates.organizationId, urlTemplates.platform, urlTemplates.id],
    }),
  ],
);

/**
 * One connect popup between its start and the provider's callback. Only a hash of the OAuth
 * `state` is kept, the PKCE verifier is sealed, and `browser_binding_hash` ties the callback to
 * the browser that started it (its short-lived cookie holds the sealed nonce).
 */
export const platformConnectAttempts = pgTable(
  'platform_connect_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull().unique(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORM_VALUES }).notNull(),
    redirectUrl: text('redirect_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('platform_connect_attempts_expires_at_idx').on(table.expiresAt)],
);

// The run vocabulary (spec §3/§4) is the SDK's; only the job states are the API's own.
export const RUN_RESULT_STATUS_VALUES = RUN_RESULT_STATUSES;
export const RUN_LEVEL_VALUES = RUN_LEVELS;
/** At most one queued or running run per ad account: the index makes a second start conflict. */
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
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    leaseOwner: text('lease_owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Executions started (a resumed run has more than one). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex(ACTIVE_RUN_UNIQUE_INDEX)
      .on(table.adAccountId)
      .where(sql`${table.state} in ('queued', 'running')`),
    index('tagging_runs_organization_created_idx').on(table.organizationId, table.createdAt),
    index('tagging_runs_account_created_idx').on(table.adAccountId, table.createdAt),
    index('tagging_runs_active_heartbeat_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.state} in ('queued', 'running')`),
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
     * (issue 12), shown in the run details. Apart from `before`/`after`, which hold the ad's own
     * fields that restores and resumed runs compare; null on LinkedIn and on older rows.
     */
    inheritedTracking: jsonb('inherited_tracking').$type<InheritedTracking>(),
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
