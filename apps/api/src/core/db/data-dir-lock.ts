import { StartupRefusedError } from '../errors/startup-refused-error.js';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from '../private-files.js';

export class DataDirLockedError extends StartupRefusedError {
  constructor(lockFile: string, pid: number) {
    super(
      `Another Utmost process (pid ${pid}) is using this data folder. PGlite is single-process: ` +
        `stop that process, or set DATABASE_URL to run several processes. ` +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite has no server in front of its files: two processes opening the same folder corrupt it.
 * A pid file turns that into a clear refusal; a file left by a dead process is taken over.
 */
export async function acquireDataDirLock(pgliteDir: string): Promise<{ release(): Promise<void> }> {
  // Beside the folder rather than inside it: PGlite's initdb wants its folder to itself.
  const lockFile = `${pgliteDir}.lock`;
  const ownPid = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, ownPid, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return { release: () => releaseLock(lockFile, ownPid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(lockFile, holder);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the data folder lock ${lockFile}`);
}

async function releaseLock(lockFile: string, ownPid: string): Promise<void> {
  const holder = await readFile(lockFile, 'utf8').catch(() => undefined);
  if (holder === ownPid) await rm(lockFile, { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
