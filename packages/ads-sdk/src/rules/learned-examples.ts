// Learned examples (issue 25 item 5): the decisions a brief learned in the Search terms tab,
// shown among its extra examples where they can be edited and removed. The API and the brief
// editor compare their terms the same way, with this one rule.
import type { components } from '../generated/schema.js';

export type LearnedExample = components['schemas']['LearnedExample'];
export type LearnedExampleChanges = components['schemas']['LearnedExampleChanges'];
export type LearnedExampleInput = components['schemas']['LearnedExampleInput'];

/** Learned decisions kept per brief: the latest, as the account's searches change over time. */
export const LEARNED_EXAMPLES_MAX = 5_000;

/** A learned term as it is compared: trimmed, in lower case, its spaces folded to one. */
export function toLearnedTermKey(searchTerm: string): string {
  return searchTerm.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * What the editor changed among the learned examples it loaded: the terms no longer listed, and
 * those whose exclusion, category or use differ. Undefined when nothing changed, so a save that
 * did not touch them sends nothing about them.
 */
export function findLearnedExampleChanges(
  loaded: readonly LearnedExample[],
  current: readonly LearnedExample[],
): LearnedExampleChanges | undefined {
  const currentByKey = new Map(
    current.map((example) => [toLearnedTermKey(example.searchTerm), example]),
  );
  const removed: string[] = [];
  const changed: LearnedExampleInput[] = [];
  for (const before of loaded) {
    const after = currentByKey.get(toLearnedTermKey(before.searchTerm));
    if (after === undefined) {
      removed.push(before.searchTerm);
    } else if (
      after.isExclude !== before.isExclude ||
      after.category !== before.category ||
      after.inUse !== before.inUse
    ) {
      const { searchTerm, isExclude, category, inUse } = after;
      changed.push({ searchTerm, isExclude, category, inUse });
    }
  }
  return removed.length === 0 && changed.length === 0 ? undefined : { removed, changed };
}
