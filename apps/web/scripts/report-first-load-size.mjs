// Prints, for every page of the app, the gzipped JavaScript a browser loads to show it on a first
// visit, and which chunks cost most; exits 1 when a page is over the budget. A page's first load is
// index.html's entry and modulepreloads, the chunks of the page's route and of its layouts (the
// router's autoCodeSplitting names them after the route file), the modules those layouts await
// before anything renders (AWAITED_BEFORE_RENDER), and every static import of all of these.
// What loads on a click or after the page has rendered (dialogs, menus, the header's actions) is
// not part of it. Run after `pnpm run build`; `pnpm run check` runs it (CI's `pnpm check`).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 200;
// The modules a layout route's beforeLoad imports and awaits: the page shows only once they ran.
const AWAITED_BEFORE_RENDER = {
  _app: ['require-session-scope', 'app-strings', 'resolve-page-mode', 'prefetch-banners'],
};
// How many of a page's own chunks (beyond the entry) the report names.
const CHUNKS_NAMED_PER_PAGE = 6;

const appDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDirectory = join(appDirectory, 'dist');
const assetFiles = readdirSync(join(distDirectory, 'assets'));
const gzippedSizes = new Map();

function gzippedSize(path) {
  let size = gzippedSizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDirectory, path))).length;
    gzippedSizes.set(path, size);
  }
  return size;
}

function collectStaticImports(path, seen) {
  if (seen.has(path)) return;
  seen.add(path);
  const code = readFileSync(join(distDirectory, path), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    collectStaticImports(`assets/${match[1]}`, seen);
  }
}

/**
 * The chunk named after a module (`name-<8 character hash>.js`), or undefined. The bundler writes
 * a route parameter's `$` as `_`.
 */
function findChunk(name) {
  const chunkName = name.replaceAll('$', '_').replaceAll('.', '\\.');
  const pattern = new RegExp(`^${chunkName}-[\\w-]{8}\\.js$`);
  const file = assetFiles.find((candidate) => pattern.test(candidate));
  return file === undefined ? undefined : `assets/${file}`;
}

/** `_app.ad-accounts.index` → `/ad-accounts`; `_app.run-history.$adAccountId.index` → `/run-history/$adAccountId`. */
function toPath(routeName) {
  const segments = routeName
    .split('.')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/**
 * Every page: a route file no other route file nests under (a layout such as `_app` or
 * `_app.organization` is part of its children's first load, not a page of its own).
 */
function findPages() {
  const routeNames = readdirSync(join(appDirectory, 'src/routes'))
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.') && file !== '__root.tsx')
    .map((file) => basename(file, '.tsx'));
  return routeNames
    .filter((name) => !routeNames.some((other) => other.startsWith(`${name}.`)))
    .map((name) => ({
      name,
      // Each layout from the outermost in, then the page's own route.
      chain: name.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.')),
    }));
}

const toKb = (bytes) => (bytes / 1024).toFixed(1);
const sizeOf = (files) => [...files].reduce((sum, file) => sum + gzippedSize(file), 0);

export function measurePages() {
  const html = readFileSync(join(distDirectory, 'index.html'), 'utf8');
  const entryFiles = new Set();
  for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) {
    collectStaticImports(match[1], entryFiles);
  }
  const pages = findPages().map(({ name, chain }) => {
    const files = new Set(entryFiles);
    for (const routeName of chain) {
      const routeChunk = findChunk(routeName);
      // A route without a component of its own (a redirect, a layout that renders only an
      // outlet) has no chunk.
      if (routeChunk !== undefined) collectStaticImports(routeChunk, files);
      for (const moduleName of AWAITED_BEFORE_RENDER[routeName] ?? []) {
        const chunk = findChunk(moduleName);
        if (chunk === undefined) {
          throw new Error(
            `No chunk for ${moduleName}, which ${routeName} awaits: update this list`,
          );
        }
        collectStaticImports(chunk, files);
      }
    }
    const ownChunks = [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => ({ file, bytes: gzippedSize(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { name, path: toPath(name), bytes: sizeOf(files), ownChunks };
  });
  const entryChunks = [...entryFiles]
    .map((file) => ({ file, bytes: gzippedSize(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { entryBytes: sizeOf(entryFiles), entryChunks, pages };
}

function printReport({ entryBytes, entryChunks, pages }) {
  const describe = (chunks) =>
    chunks.map(({ file, bytes }) => `${basename(file)} ${toKb(bytes)}`).join(', ');
  console.log(`First load of each page, gzipped JavaScript, budget ${BUDGET_KB} KB.`);
  console.log(`entry (every page): ${toKb(entryBytes)} KB = ${describe(entryChunks)}`);
  for (const page of pages.sort((a, b) => b.bytes - a.bytes)) {
    const mark = page.bytes / 1024 > BUDGET_KB ? '  OVER BUDGET' : '';
    const named = page.ownChunks.slice(0, CHUNKS_NAMED_PER_PAGE);
    const restBytes = sizeOf(page.ownChunks.slice(CHUNKS_NAMED_PER_PAGE).map(({ file }) => file));
    const rest =
      page.ownChunks.length > named.length
        ? `, ${page.ownChunks.length - named.length} more ${toKb(restBytes)}`
        : '';
    console.log(
      `${page.path.padEnd(44)} ${toKb(page.bytes).padStart(6)} KB${mark}\n    entry + ${toKb(page.bytes - entryBytes)} KB: ${describe(named)}${rest}`,
    );
  }
}

const report = measurePages();
printReport(report);
const overBudget = report.pages.filter((page) => page.bytes / 1024 > BUDGET_KB);
if (overBudget.length > 0) {
  console.error(
    `Over the ${BUDGET_KB} KB first-load budget: ${overBudget.map((page) => page.path).join(', ')}.`,
  );
  process.exit(1);
}
