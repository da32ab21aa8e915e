import { queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import { queryKeys } from './query-keys.js';

/** The deployed versions (`content.versions`), which the new-version banner compares. */
export function versionsQueryOptions(client: UtmostClient) {
  return queryOptions({
    queryKey: queryKeys.versions(),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/versions', { signal });
      return unwrap(result).content.versions;
    },
  });
}
