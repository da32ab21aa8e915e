import type { BriefReadingItem } from '@utmost/ads-sdk';

export interface SentenceGroup {
  /** The brief's sentence the items came from; undefined for items read from no one sentence. */
  sentence: string | undefined;
  items: BriefReadingItem[];
}

/**
 * Items of the reading under the sentence each came from, in the reading's order: a rule that
 * names twelve things is quoted once, with its twelve things beneath it.
 */
export function groupBySentence(items: readonly BriefReadingItem[]): SentenceGroup[] {
  const groups = new Map<string | undefined, BriefReadingItem[]>();
  for (const item of items) {
    const group = groups.get(item.sentence);
    if (group) group.push(item);
    else groups.set(item.sentence, [item]);
  }
  return [...groups].map(([sentence, grouped]) => ({ sentence, items: grouped }));
}

/** Names that differ only in case are one ("Hearthly" from the brief, "hearthly" from its site). */
export function uniqueByName<T extends { name: string }>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.name.toLowerCase();
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
