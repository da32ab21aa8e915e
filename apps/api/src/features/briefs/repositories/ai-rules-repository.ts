import { eq, and } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { aiRules, type StoredExample } from '../schema.js';

export type AiRulesRow = typeof aiRules.$inferSelect;

export interface AiRulesContent {
  generalRules: string[];
  searchTerms: StoredExample[];
}

export async function findAiRules(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  brandId: string,
): Promise<AiRulesRow | undefined> {
  const [row] = await executor
    .select()
    .from(aiRules)
    .where(and(eq(aiRules.organizationId, scope.organizationId), eq(aiRules.brandId, brandId)));
  return row;
}

export async function listAiRules(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
): Promise<AiRulesRow[]> {
  return executor
    .select()
    .from(aiRules)
    .where(eq(aiRules.organizationId, scope.organizationId))
    .orderBy(aiRules.brandId);
}

/**
 * Creates the brief's rules; undefined when it already has some (the caller answers 409). The
 * brief must be the organization's: the composite key refuses any other.
 */
export async function insertAiRules(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  brandId: string,
  content: AiRulesContent,
  now: Date,
): Promise<AiRulesRow | undefined> {
  const [row] = await executor
    .insert(aiRules)
    .values({ ...content, brandId, organizationId: scope.organizationId, updatedAt: now })
    .onConflictDoNothing({ target: aiRules.brandId })
    .returning();
  return row;
}

/** Replaces the brief's rules, creating them when there were none. */
export async function upsertAiRules(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  brandId: string,
  content: AiRulesContent,
  now: Date,
): Promise<AiRulesRow> {
  const [row] = await executor
    .insert(aiRules)
    .values({ ...content, brandId, organizationId: scope.organizationId, updatedAt: now })
    .onConflictDoUpdate({
      target: aiRules.brandId,
      set: { ...content, updatedAt: now },
      // Never across organizations: a foreign brief id never gets this far, and this says so.
      setWhere: eq(aiRules.organizationId, scope.organizationId),
    })
    .returning();
  if (!row) throw new Error('Saving AI rules returned no row');
  return row;
}
