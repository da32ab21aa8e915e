import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './private-files.js';

let scratch: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'utmost-private-'));
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function readMode(path: string): Promise<number> {
  return (await stat(path)).mode & 0o777;
}

describe('makeDataDirPrivate', () => {
  it('creates the data folder 0700', async () => {
    const dataDir = join(scratch, 'new', 'data');
    await makeDataDirPrivate(dataDir);
    expect(await readMode(dataDir)).toBe(0o700);
  });

  it('makes an older install private, folders and files at every depth', async () => {
    const dataDir = join(scratch, 'data');
    await mkdir(join(dataDir, 'pglite', 'base', '1'), { recursive: true });
    await writeFile(join(dataDir, 'secret'), 'x');
    await writeFile(join(dataDir, 'pglite', 'base', '1', '1259'), 'x');
    await writeFile(join(dataDir, 'read-only'), 'x');
    for (const folder of ['', 'pglite', 'pglite/base', 'pglite/base/1']) {
      await chmod(join(dataDir, folder), 0o755);
    }
    await chmod(join(dataDir, 'secret'), 0o644);
    await chmod(join(dataDir, 'pglite', 'base', '1', '1259'), 0o666);
    await chmod(join(dataDir, 'read-only'), 0o444);
    // A link to something outside the data folder is left alone, and so is what it points to.
    const outside = join(scratch, 'shared.txt');
    await writeFile(outside, 'x');
    await chmod(outside, 0o644);
    await symlink(outside, join(dataDir, 'link'));

    await makeDataDirPrivate(dataDir);

    for (const folder of ['', 'pglite', 'pglite/base', 'pglite/base/1']) {
      expect(await readMode(join(dataDir, folder))).toBe(0o700);
    }
    expect(await readMode(join(dataDir, 'secret'))).toBe(0o600);
    expect(await readMode(join(dataDir, 'pglite', 'base', '1', '1259'))).toBe(0o600);
    expect(await readMode(join(dataDir, 'read-only'))).toBe(0o400);
    expect(await readMode(outside)).toBe(0o644);
  });
});
