import {
  LEARNED_EXAMPLES_MAX,
  toLearnedTermKey as sameTerm,
  type LearnedExampleChanges,
} from '@utmost/ads-sdk';
import { and, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import { aiRules, type LearnedExample } from '../schema.js';

/** Learned decisions kept per brief: the latest, as the account's searches change over time. */
export const LEARNED_EXAMPLES_KEPT = LEARNED_EXAMPLES_MAX;

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
 * The learned examples after the brief editor's changes (issue 25 item 5), oldest first: the
 * terms removed are gone, so the next validation no longer follows them; a term changed takes its
 * new decision and use and becomes the newest. Decisions learned since the editor loaded them
 * are kept; a change to a term the brief has not learned is ignored.
 */
export function applyLearnedExampleChanges(
  learned: readonly LearnedExample[],
  changes: LearnedExampleChanges,
  now: Date,
): LearnedExample[] {
  const removed = new Set(changes.removed.map(sameTerm));
  const changedByTerm = new Map(
    changes.changed.map((change) => [sameTerm(change.searchTerm), change]),
  );
  const kept: LearnedExample[] = [];
  const edited: LearnedExample[] = [];
  for (const example of learned) {
    const key = sameTerm(example.searchTerm);
    if (removed.has(key)) continue;
    const change = changedByTerm.get(key);
    if (change === undefined) {
      kept.push(example);
      continue;
    }
    edited.push({
      searchTerm: example.searchTerm,
      isExclude: change.isExclude,
      category: change.category,
      ...(example.matchScope === 'phrase' && { matchScope: example.matchScope }),
      ...(!change.inUse && { inUse: false as const }),
      learnedAt: now.toISOString(),
    });
  }
  return [...kept, ...edited];
}

/**
 * Applies the brief editor's changes to the learned examples as they are stored now, under the
 * rules row's lock (a decision taught meanwhile is kept). Nothing when the brief has none.
 */
export async function changeLearnedExamples(
  executor: DatabaseExecutor,
  scope: OrganizationScope,
  brandId: string,
  changes: LearnedExampleChanges,
  now: Date,
): Promise<LearnedExample[]> {
  return executor.transaction(async (transaction) => {
    const where = and(
      eq(aiRules.organizationId, scope.organizationId),
      eq(aiRules.brandId, brandId),
    );
    const [row] = await transaction
      .select({ learnedExamples: aiRules.learnedExamples })
      .from(aiRules)
      .where(where)
      .for('update');
    if (!row) return [];
    const learned = applyLearnedExampleChanges(row.learnedExamples, changes, now);
    await transaction.update(aiRules).set({ learnedExamples: learned }).where(where);
    return learned;
  });
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
