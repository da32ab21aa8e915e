// Prints the gzipped JavaScript a browser loads to show a first page: index.html's entry and
// modulepreloads, plus the lazily loaded chunks of the page's routes and their static imports.
// Run after `pnpm run build`: `pnpm exec node scripts/report-first-load-size.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const assetFiles = readdirSync(join(distDirectory, 'assets'));
// The route chunks each first page needs (autoCodeSplitting names them after the route file).
const PAGES = {
  '/login': ['_public', '_public.login'],
  '/ad-accounts': ['_app', '_app.ad-accounts.index'],
};
const BUDGET_KB = 200;

function readAsset(path) {
  return readFileSync(join(distDirectory, path.replace(/^\//, '')));
}

function collectStaticImports(path, seen) {
  if (seen.has(path)) return;
  seen.add(path);
  const code = readAsset(path).toString('utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    collectStaticImports(`/assets/${match[1]}`, seen);
  }
}

function findRouteChunk(routeFile) {
  const pattern = new RegExp(`^${routeFile.replace(/[.$]/g, (c) => `\\${c}`)}-[\\w-]{8}\\.js$`);
  const file = assetFiles.find((name) => pattern.test(name));
  if (file === undefined) throw new Error(`No chunk for route file ${routeFile}`);
  return `/assets/${file}`;
}

const html = readFileSync(join(distDirectory, 'index.html'), 'utf8');
const entryFiles = new Set();
for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
  collectStaticImports(match[1], entryFiles);
}
const sizeOf = (files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readAsset(file)).length, 0);
const toKb = (bytes) => (bytes / 1024).toFixed(1);

const entryBytes = sizeOf(entryFiles);
console.log(`entry (index.html script + modulepreloads): ${toKb(entryBytes)} KB gzipped`);
let isOverBudget = false;
for (const [page, routeFiles] of Object.entries(PAGES)) {
  const files = new Set(entryFiles);
  for (const routeFile of routeFiles) collectStaticImports(findRouteChunk(routeFile), files);
  const totalBytes = sizeOf(files);
  isOverBudget ||= totalBytes / 1024 > BUDGET_KB;
  console.log(
    `${page}: ${toKb(totalBytes)} KB gzipped (entry + ${toKb(totalBytes - entryBytes)} KB of route chunks)`,
  );
}
if (isOverBudget) {
  console.error(`Over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
