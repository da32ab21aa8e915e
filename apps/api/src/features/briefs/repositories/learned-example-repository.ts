import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { aiRules, type LearnedExample } from '../schema.js';

/** Learned decisions kept per brief: the latest, as the account's searches change over time. */
export const LEARNED_EXAMPLES_KEPT = 5_000;

function sameTerm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The learned examples after these decisions, oldest first: a term decided again replaces its
 * earlier decision, the latest kept. The default scope (close variants) is left unsaid.
 */
export function mergeLearnedExamples(
  learned: readonly LearnedExample[],
  decisions: readonly Omit<LearnedExample, 'learnedAt'>[],
  now: Date,
): LearnedExample[] {
  const decided = new Set(decisions.map((decision) => sameTerm(decision.searchTerm)));
  return [
    ...learned.filter((example) => !decided.has(sameTerm(example.searchTerm))),
    ...decisions.map(({ searchTerm, isExclude, category, matchScope }) => ({
      searchTerm: searchTerm.trim(),
      isExclude,
      category,
      ...(matchScope === 'phrase' && { matchScope }),
      learnedAt: now.toISOString(),
    })),
  ].slice(-LEARNED_EXAMPLES_KEPT);
}

/**
 * Adds decisions to the brief's learned examples (a term decided again replaces its earlier
 * decision) and answers how many it holds. Locks the brief's rules row, so two people deciding
 * at once both count.
 */
export async function learnExamples(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  brandId: string,
  decisions: readonly Omit<LearnedExample, 'learnedAt'>[],
  now: Date,
): Promise<number> {
  return executor.transaction(async (transaction) => {
    await transaction
      .insert(aiRules)
      .values({
        brandId,
        organizationId: scope.organizationId,
        generalRules: [],
        searchTerms: [],
        updatedAt: now,
      })
      .onConflictDoNothing({ target: aiRules.brandId });
    const [row] = await transaction
      .select({ learnedExamples: aiRules.learnedExamples })
      .from(aiRules)
      .where(and(eq(aiRules.organizationId, scope.organizationId), eq(aiRules.brandId, brandId)))
      .for('update');
    const learned = mergeLearnedExamples(row?.learnedExamples ?? [], decisions, now);
    await transaction
      .update(aiRules)
      .set({ learnedExamples: learned })
      .where(and(eq(aiRules.organizationId, scope.organizationId), eq(aiRules.brandId, brandId)));
    return learned.length;
  });
}
