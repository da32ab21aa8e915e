import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initialised, empty PGlite data folder that test files copy instead of running initdb. */
    pgliteTemplateDir: string;
  }
}

/**
 * PGlite's initdb takes seconds; copying a folder it already initialised takes milliseconds.
 * The template holds no migrations: every test database still applies them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateDir', '');
    return async () => undefined;
  }
  const root = await mkdtemp(join(tmpdir(), 'utmost-pglite-template-'));
  const templateDir = join(root, 'pglite');
  const pglite = await PGlite.create(templateDir);
  await pglite.close();
  project.provide('pgliteTemplateDir', templateDir);
  return () => rm(root, { recursive: true, force: true });
}
