import {
  API_KEY_ROLE_VALUES,
  BILLING_INTERVAL_VALUES,
  BILLING_PROVIDER_VALUES,
  INVOICE_STATUS_VALUES,
  LOGIN_METHOD_VALUES,
  MEMBER_ROLE_VALUES,
  MEMBER_STATUS_VALUES,
  SUBSCRIPTION_STATUS_VALUES,
  SUBSCRIPTION_TYPE_VALUES,
} from '@utmost/ads-sdk/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { createdAt, updatedAt } from '../../core/db/columns.js';

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
  /** The plan (`BILLING_PRODUCTS`); null on a trial. */
  productId: text('product_id'),
  billingInterval: text('billing_interval', { enum: BILLING_INTERVAL_VALUES }),
  /** Who drives this subscription's state: the local mode or the payment provider. */
  provider: text('provider', { enum: BILLING_PROVIDER_VALUES }).notNull().default('local'),
  /** The organization's Stripe customer, created by its first checkout; webhooks find it by this. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** The Stripe subscription whose state this row mirrors (the newest one still running). */
  stripeSubscriptionId: text('stripe_subscription_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Stripe webhook events already applied, by Stripe's event id: recorded in the transaction that
 * applies the event, so a replay (Stripe retries, a resent event) changes nothing twice.
 */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** Null for an event that named no organization of ours (ignored). */
  organizationId: uuid('organization_id').references(() => organizations.id, {
    onDelete: 'cascade',
  }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Invoices: local records in local mode (no payment taken), the provider's copies otherwise.
 * `number` is unique per organization; the provider's id keeps a webhook replay from doubling one.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    provider: text('provider', { enum: BILLING_PROVIDER_VALUES }).notNull(),
    providerInvoiceId: text('provider_invoice_id').unique(),
    productId: text('product_id').notNull(),
    billingInterval: text('billing_interval', { enum: BILLING_INTERVAL_VALUES }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: INVOICE_STATUS_VALUES }).notNull(),
    pdfUrl: text('pdf_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('invoices_organization_number_unique').on(table.organizationId, table.number),
    index('invoices_organization_issued_idx').on(table.organizationId, table.issuedAt),
  ],
);

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
