import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';
import { readInstallKey } from './install-key';

export type MailboxMessage = components['schemas']['MailboxMessage'];

/**
 * What the local mailbox shows: its messages, or `locked` where it exists but this tab has no
 * (right) install key; null where there is none (server mode, production, SMTP: 404).
 */
export type Mailbox = { isLocked: false; messages: MailboxMessage[] } | { isLocked: true } | null;

export const MAILBOX_QUERY_KEY = ['mailbox'] as const;

/**
 * The local mailbox of embedded mode (`GET /dev/mailbox`): the e-mails the app would have sent,
 * newest first, opened with the install key this tab keeps.
 */
export function mailboxQueryOptions(sdk: UtmostClient) {
  return queryOptions({
    // Not a cache tag kind of spec §9: a development aid, never invalidated by a change. The
    // /mailbox route resets it when a new key arrives.
    queryKey: MAILBOX_QUERY_KEY,
    queryFn: async ({ signal }): Promise<Mailbox> => {
      const key = readInstallKey();
      const result = await sdk.GET('/api/v1/dev/mailbox', {
        signal,
        ...(key !== undefined && { params: { header: { 'X-Utmost-Install-Key': key } } }),
      });
      if (result.response.status === 404) return null;
      if (result.response.status === 403) return { isLocked: true };
      return { isLocked: false, messages: unwrap(result).content };
    },
  });
}
