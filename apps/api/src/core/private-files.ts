import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

// DATA_DIR holds what no other account on the machine may read: PGlite's files (password and
// token hashes, the outbox with reset links), the install's secret, the demo login, the sandbox's
// provider tokens and the uploads. Folders are the owner's alone (0700), files too (0600).

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The process umask of `pnpm start`: whatever it (or PGlite inside it) creates is private. */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates `dataDir` private, or makes an existing one private again with everything inside it
 * (installs from before this rule left 0755 folders and 0644 files). Only group and other bits
 * are taken away; symbolic links are neither followed nor changed.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await makePrivate(dataDir);
}

async function makePrivate(path: string): Promise<void> {
  const stats = await lstat(path);
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & 0o077) !== 0) await chmod(path, stats.mode & 0o700);
  if (!stats.isDirectory()) return;
  for (const name of await readdir(path)) await makePrivate(join(path, name));
}
