// Fails when `src/routeTree.gen.ts` is stale. It regenerates the route tree in a scratch copy of
// the app's layout (a temporary `src/` whose `routes` links to the real one, so the relative
// imports come out identical) and compares; nothing inside the app is written.
// Run through `pnpm run check`; fix a failure with `pnpm run generate`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(appDirectory, 'tsr.config.json'), 'utf8'));
const committedPath = resolve(appDirectory, config.generatedRouteTree);
const routesDirectory = resolve(appDirectory, config.routesDirectory);
// The CLI's package exports no subpaths; its bin file sits at a fixed place in node_modules.
const tsrBin = join(appDirectory, 'node_modules/@tanstack/router-cli/bin/tsr.cjs');

const scratchDirectory = mkdtempSync(join(tmpdir(), 'utmost-route-tree-'));
try {
  const scratchRoutes = join(scratchDirectory, relative(appDirectory, routesDirectory));
  mkdirSync(dirname(scratchRoutes), { recursive: true });
  symlinkSync(routesDirectory, scratchRoutes, 'dir');
  writeFileSync(join(scratchDirectory, 'tsr.config.json'), JSON.stringify(config));
  execFileSync(process.execPath, [tsrBin, 'generate'], { cwd: scratchDirectory, stdio: 'pipe' });
  const expected = readFileSync(join(scratchDirectory, config.generatedRouteTree), 'utf8');
  if (expected !== readFileSync(committedPath, 'utf8')) {
    console.error(
      `${config.generatedRouteTree} is stale: run \`pnpm --filter @utmost/web run generate\`.`,
    );
    process.exitCode = 1; // not exit(): the scratch folder is removed below
  } else {
    console.log(`${config.generatedRouteTree} is up to date.`);
  }
} finally {
  rmSync(scratchDirectory, { recursive: true, force: true });
}
