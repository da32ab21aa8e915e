import { listOutboxEmails, type OutboxEmailRow } from '../../../core/mail/outbox-repository.js';
import { normalizeEmail } from '../../identity/index.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

/** Enough for a person reading their test mails; older ones are of no use there. */
const MAILBOX_PAGE_SIZE = 100;

/** The local mailbox (embedded mode): the mails kept in the outbox, newest first. */
export async function listMailboxMessages(
  deps: Pick<ServiceDependencies, 'db'>,
  to: string | undefined,
): Promise<OutboxEmailRow[]> {
  return listOutboxEmails(deps.db, {
    ...(to ? { toAddress: normalizeEmail(to) } : {}),
    limit: MAILBOX_PAGE_SIZE,
  });
}
