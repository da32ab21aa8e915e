import { PLATFORM_VALUES } from '@utmost/ads-sdk/enums';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { organizations, users, workspaces } from '../identity/schema.js';

/** Named so that the services can tell these refusals from others. */
export const URL_TEMPLATE_NAME_UNIQUE_INDEX = 'url_templates_organization_platform_name_unique';

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
