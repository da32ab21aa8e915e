import { queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import { queryKeys } from './query-keys.js';

export type MailboxMessage = components['schemas']['MailboxMessage'];

/**
 * What the local mailbox shows: its messages, or `locked` where it exists but the caller has no
 * (right) install key; null where there is none (server mode, production, SMTP: 404).
 */
export type Mailbox = { isLocked: false; messages: MailboxMessage[] } | { isLocked: true } | null;

/**
 * The local mailbox of embedded mode (`GET /dev/mailbox`): the e-mails the app would have sent,
 * newest first, opened with the install key. `readInstallKey` is asked at each fetch, because the
 * key may arrive after the options were built.
 */
export function mailboxQueryOptions(
  client: UtmostClient,
  readInstallKey: () => string | undefined,
) {
  return queryOptions({
    queryKey: queryKeys.mailbox(),
    queryFn: async ({ signal }): Promise<Mailbox> => {
      const key = readInstallKey();
      const result = await client.GET('/api/v1/dev/mailbox', {
        signal,
        ...(key !== undefined && { params: { header: { 'X-Utmost-Install-Key': key } } }),
      });
      if (result.response.status === 404) return null;
      if (result.response.status === 403) return { isLocked: true };
      return { isLocked: false, messages: unwrap(result).content };
    },
  });
}
