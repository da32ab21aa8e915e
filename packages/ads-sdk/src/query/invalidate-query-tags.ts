import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, type QueryTag } from './query-keys.js';

/**
 * Marks every query of the given tag kinds stale and refetches the active ones, as spec §4 asks
 * after each change. Resolves when those refetches have settled.
 */
export async function invalidateQueryTags(
  queryClient: QueryClient,
  tags: readonly QueryTag[],
): Promise<void> {
  await Promise.all(
    tags.map((tag) => queryClient.invalidateQueries({ queryKey: queryKeys[tag].all })),
  );
}
