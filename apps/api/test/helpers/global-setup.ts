import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/core/db/create-database.js';
import { migrateDatabase } from '../../src/core/db/migrate-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initialised, empty PGlite data folder that test files copy instead of running initdb. */
    pgliteTemplateDir: string;
    /** The same with every migration applied: what most test files start from. */
    pgliteMigratedTemplateDir: string;
  }
}

/**
 * PGlite's initdb takes seconds, and so do our migrations; copying a folder that has both done
 * takes milliseconds. The empty template stays for the tests of the migrations themselves.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateDir', '');
    project.provide('pgliteMigratedTemplateDir', '');
    return async () => undefined;
  }
  const root = await mkdtemp(join(tmpdir(), 'utmost-pglite-template-'));
  const templateDir = join(root, 'pglite');
  const pglite = await PGlite.create(templateDir);
  await pglite.close();
  const migratedDir = join(root, 'pglite-migrated');
  await cp(templateDir, migratedDir, { recursive: true });
  const migrated = await createDatabase({ kind: 'pglite', dataDir: migratedDir });
  try {
    await migrateDatabase(migrated);
  } finally {
    await migrated.close();
  }
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('pgliteMigratedTemplateDir', migratedDir);
  return () => rm(root, { recursive: true, force: true });
}
