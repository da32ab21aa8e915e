import { chmod, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../core/private-files.js';

export const MAILBOX_LINK_FILE = 'mailbox-link.txt';

/**
 * Keeps the banner's mailbox link in DATA_DIR (owner-only, like the `secret` it comes from) for
 * when the banner has scrolled away, and for the browser tests; removes it where the mailbox is off
 * so a stale link never suggests otherwise.
 */
export async function saveMailboxLink(dataDir: string, link: string | undefined): Promise<void> {
  const file = join(dataDir, MAILBOX_LINK_FILE);
  if (link === undefined) {
    await rm(file, { force: true });
    return;
  }
  await writeFile(file, `${link}\n`, { mode: PRIVATE_FILE_MODE });
  // `mode` applies to a new file only: an older one may have been created more open.
  await chmod(file, PRIVATE_FILE_MODE);
}
