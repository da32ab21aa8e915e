import { queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import { queryKeys } from './query-keys.js';

/** The support e-mail and the API reference address, which the Help dialog shows. */
export function supportContactsQueryOptions(client: UtmostClient) {
  return queryOptions({
    queryKey: queryKeys.supportContacts(),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/support', { signal });
      return unwrap(result).content;
    },
    // Set by the server's configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}
