import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';

export type MailboxMessage = components['schemas']['MailboxMessage'];

/**
 * The local mailbox of embedded mode (`GET /dev/mailbox`): the e-mails the app would have sent,
 * newest first. Null where there is none (server mode answers 404): the page and its links hide.
 */
export function mailboxQueryOptions(sdk: UtmostClient) {
  return queryOptions({
    // Not a cache tag kind of spec §9: a development aid, never invalidated by a change.
    queryKey: ['mailbox'] as const,
    queryFn: async ({ signal }): Promise<MailboxMessage[] | null> => {
      const result = await sdk.GET('/api/v1/dev/mailbox', { signal });
      if (result.response.status === 404) return null;
      return unwrap(result).content;
    },
  });
}
