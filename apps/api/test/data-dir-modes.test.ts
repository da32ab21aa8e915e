import { chmod, lstat, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseTarget } from './helpers/test-database.js';
import { findFreePort, startUtmostProcess } from './helpers/utmost-process.js';

// The data folder holds password and token hashes, the outbox with reset links, the install's
// secret and the sandbox's provider tokens: after `pnpm start` nothing in it is readable by
// another account (folders 0700, files 0600), PGlite's own files included.

const SECRET = 'data-dir-test-secret-long-enough-for-rules';

/** Every path under `root` (itself included) whose mode is not the private one for its kind. */
async function findNonPrivatePaths(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string) => {
    const stats = await lstat(path);
    if (stats.isSymbolicLink()) return;
    const expected = stats.isDirectory() ? 0o700 : 0o600;
    const mode = stats.mode & 0o777;
    if (mode !== expected) found.push(`${relative(root, path) || '.'} ${mode.toString(8)}`);
    if (stats.isDirectory()) {
      for (const name of await readdir(path)) await visit(join(path, name));
    }
  };
  await visit(root);
  return found;
}

describe('the data folder of a started Utmost', () => {
  it('is private, files and folders, and an older world-readable one is made so', async () => {
    const target = await createTestDatabaseTarget();
    // As an install from before this rule left it.
    await chmod(target.dataDir, 0o755);
    const port = await findFreePort();
    const server = startUtmostProcess('all', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      WEB_DIST_DIR: join(target.dataDir, 'no-web'),
      ...(target.target.kind === 'postgres' && {
        DATABASE_URL: target.target.url,
        APP_SECRET: SECRET,
      }),
    });
    try {
      await server.waitForOutput(/ready in \d+ ms/);
      // While it runs, the folders keep everyone else out (PGlite may add files of its own mode).
      expect((await lstat(target.dataDir)).mode & 0o777).toBe(0o700);
      if (target.target.kind === 'pglite') {
        expect((await lstat(target.target.dataDir)).mode & 0o777).toBe(0o700);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const names = await readdir(target.dataDir);
      expect(names).toContain('uploads');
      if (target.target.kind === 'pglite') {
        expect(names).toEqual(
          expect.arrayContaining(['pglite', 'secret', 'demo-login.txt', 'sandbox-state.json']),
        );
      }
      expect(await findNonPrivatePaths(target.dataDir)).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await target.drop();
    }
  });
});
