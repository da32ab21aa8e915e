import { sql } from 'drizzle-orm';
import { foreignKey, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BrandType,
  BriefReadingCorrections,
  ExampleSource,
  components,
} from '@utmost/ads-sdk';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { organizations, users, workspaces } from '../identity/schema.js';

/** Named so that the services can tell these refusals from others. */
export const BRIEF_NAME_UNIQUE_INDEX = 'brands_organization_brief_name_unique';

export interface StoredBriefProduct {
  name: string;
  description: string;
}

/**
 * An AI brief (spec §3; the contract's "brand"): who the advertiser is, for the search-term
 * analysis. Names are unique per organization, compared trimmed and without regard to case, as
 * the SDK's rule compares them; the index makes two racing saves end in the rule's 400.
 */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    briefName: text('brief_name').notNull(),
    companyName: text('company_name').notNull(),
    website: text('website').notNull(),
    shortDescription: text('short_description').notNull(),
    competitors: jsonb('competitors').$type<string[]>().notNull(),
    /** In the editor's order. */
    products: jsonb('products').$type<StoredBriefProduct[]>().notNull(),
    /** The user's corrections to how Utmost reads the brief: rules the next validation follows. */
    readingCorrections: jsonb('reading_corrections')
      .$type<BriefReadingCorrections>()
      .notNull()
      .default(
        sql`'{"servedPlaces":[],"notPlaces":[],"ignoredExclusions":[],"competitorsInContext":[]}'::jsonb`,
      ),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex(BRIEF_NAME_UNIQUE_INDEX).on(
      table.organizationId,
      sql`lower(trim(${table.briefName}))`,
    ),
    // The target of the keys that carry the organization with the brief id (ad accounts, rules).
    unique('brands_organization_id_unique').on(table.organizationId, table.id),
  ],
);

/** One extra example (spec §3 search term rule), as stored. */
export interface StoredExample {
  id: string;
  searchTerm: string;
  isExclude: boolean;
  category: BrandType;
  source: ExampleSource;
  inUse: boolean;
  updatedAt: string;
}

/**
 * A decision a person made in the Search terms tab, learned by the brief: kept apart from the
 * extra examples the user edits (spec §5's 50 for save), the latest few thousand per brief.
 */
export interface LearnedExample {
  searchTerm: string;
  isExclude: boolean;
  category: BrandType;
  /** `phrase` when the user chose the whole phrase; absent for close variants (the default). */
  matchScope?: components['schemas']['ExampleMatchScope'];
  /** `false` once switched off in the brief editor (kept, not followed); absent while in use. */
  inUse?: false;
  learnedAt: string;
}

/**
 * A brief's AI rules and extra examples (spec §3 AI rules, keyed by brief and organization). Both
 * lists are small (rules of ≤ 500 characters, ≤ 50 examples) and always read whole, so they are
 * jsonb arrays in their saved order.
 */
export const aiRules = pgTable(
  'ai_rules',
  {
    brandId: uuid('brand_id').primaryKey(),
    organizationId: uuid('organization_id').notNull(),
    generalRules: jsonb('general_rules').$type<string[]>().notNull(),
    searchTerms: jsonb('search_terms').$type<StoredExample[]>().notNull(),
    learnedExamples: jsonb('learned_examples')
      .$type<LearnedExample[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({
      name: 'ai_rules_brand_fk',
      columns: [table.organizationId, table.brandId],
      foreignColumns: [brands.organizationId, brands.id],
    }).onDelete('cascade'),
  ],
);
