// Fails when the schema slices (src/core/db/*-schema.ts, src/features/*/schema.ts) hold changes that no migration in drizzle/ contains: drizzle-kit
// generates into a scratch copy of the folder, and any new file there is a missing migration.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = join(packageRoot, 'drizzle');
// The bin path from the installed package, so the script runs with or without node_modules/.bin
// on PATH (pnpm run adds it, pnpm exec node does not).
const drizzleKitBin = join(packageRoot, 'node_modules/drizzle-kit/bin.cjs');
const SCHEMA_GLOBS = ['src/core/db/*-schema.ts', 'src/features/*/schema.ts'];
const scratch = mkdtempSync(join(tmpdir(), 'utmost-migrations-'));
const scratchMigrations = join(scratch, 'drizzle');

try {
  cpSync(migrationsDir, scratchMigrations, { recursive: true });
  const configFile = join(scratch, 'drizzle.config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      dialect: 'postgresql',
      // drizzle-kit reads both paths relative to its working folder.
      schema: SCHEMA_GLOBS.map((glob) => relative(scratch, join(packageRoot, glob))),
      out: './drizzle',
    }),
  );
  const output = execFileSync(
    process.execPath,
    [drizzleKitBin, 'generate', '--config', configFile, '--name', 'pending'],
    { cwd: scratch, stdio: 'pipe', encoding: 'utf8' },
  );
  const before = new Set(listFiles(migrationsDir));
  const added = listFiles(scratchMigrations).filter((file) => !before.has(file));
  if (added.length > 0) {
    console.error(
      'The database schema has changes that no migration holds. Run:\n' +
        '  pnpm --filter @utmost/api run generate:migrations\n' +
        `and commit the result. (drizzle-kit would add: ${added.join(', ')})`,
    );
    process.exitCode = 1;
  } else if (!output.includes('No schema changes')) {
    // drizzle-kit reports some failures on stdout with exit code 0: never pass on an unknown answer.
    console.error(`drizzle-kit gave an unexpected answer:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Migrations are up to date with the schema slices.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function listFiles(folder) {
  return readdirSync(folder, { recursive: true }).map(String).sort();
}
