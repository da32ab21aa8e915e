import { CONNECTION_STATUS_VALUES, PLATFORM_VALUES } from '@utmost/ads-sdk/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { organizations, users, workspaces } from '../identity/schema.js';
import { brands } from '../briefs/schema.js';
import { urlTemplates } from '../url-templates/schema.js';

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

export const AD_ACCOUNT_URL_TEMPLATE_FOREIGN_KEY = 'ad_accounts_url_template_fk';
export const AD_ACCOUNT_BRAND_FOREIGN_KEY = 'ad_accounts_brand_fk';

/**
 * An ad account the organization tags (spec §3 ad account row), reached through one login.
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
    /** Daily search-term validation (spec §3 isSearchTermsValidationEnabled); needs a brief. */
    searchTermsValidationEnabled: boolean('search_terms_validation_enabled')
      .notNull()
      .default(false),
    /** Spec §3 nextRunSearchTerm.nextJobTime: set while validation is on, moved on by each run. */
    nextSearchTermRunAt: timestamp('next_search_term_run_at', { withTimezone: true }),
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
    index('ad_accounts_brand_id_idx').on(table.brandId),
    // The validation scheduler's sweep: accounts whose next validation is due.
    index('ad_accounts_next_search_term_run_at_idx')
      .on(table.nextSearchTermRunAt)
      .where(
        sql`${table.searchTermsValidationEnabled} and ${table.nextSearchTermRunAt} is not null`,
      ),
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
    // A brief of the same organization only. No action on delete: deleting a brief in use takes it
    // off its accounts first, in the same transaction.
    foreignKey({
      name: AD_ACCOUNT_BRAND_FOREIGN_KEY,
      columns: [table.organizationId, table.brandId],
      foreignColumns: [brands.organizationId, brands.id],
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
