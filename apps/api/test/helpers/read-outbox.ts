import type { DatabaseExecutor } from '../../src/core/db/database-types.js';
import { listOutboxEmails } from '../../src/core/mail/outbox-repository.js';

/** The newest mail kept for an address (the outbox is where mail goes in tests). */
export async function readLatestMail(db: DatabaseExecutor, to: string) {
  const [mail] = await listOutboxEmails(db, { toAddress: to.toLowerCase(), limit: 1 });
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** The first link to the app in a mail's text, with its query parameter. */
export function findLinkParameter(text: string, path: string, parameter: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?${parameter}=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]);
}
