// Prints, for every page of the app, the gzipped JavaScript a browser loads to show it on a first
// visit, and which chunks cost most; exits 1 when a page is over the budget. A page's first load is
// index.html's entry and modulepreloads, the chunks of the page's route and of its layouts (the
// router's autoCodeSplitting names them after the route file), the modules those layouts await
// before anything renders (AWAITED_BEFORE_RENDER), and every static import of all of these.
// What loads on a click or after the page has rendered (dialogs, menus, the header's actions) is
// not part of it. Run after `pnpm run build`; `pnpm run check` runs it (CI's `pnpm check`) and
// fails when a page weighs more than the budget (or, for the pages listed in
// OVER_BUDGET_CEILINGS_KB, more than it did when the check began).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 200;
// The modules a route's beforeLoad or loader imports and awaits on every visit: the page shows
// only once they ran. (The login page's single sign-on completion runs only after a sign-on.)
const AWAITED_BEFORE_RENDER = {
  _app: ['require-session-scope', 'app-strings', 'resolve-page-mode', 'prefetch-banners'],
  'handle-invitation': ['load-invitation'],
  'verify-email': ['load-email-verification'],
  '_public.reset-password': ['load-reset-link'],
};
// The pages over the budget when the report became a check (issue 31), each with the most it may
// weigh until it is brought under the budget: a page may not grow, and no other page may go over.
// Take a page out once it is within the budget; never add one.
const OVER_BUDGET_CEILINGS_KB = {
  '/analysis/$tabName/$adAccountId': 311.1,
  '/ad-accounts': 304.1,
  '/run-history/$adAccountId': 299.6,
  '/run-history': 296.9,
  '/url-templates/edit-template/$platform/$id': 292.7,
  '/ai-briefs/edit-brief/$id': 290.5,
  '/url-templates': 280.3,
  '/organization/details': 277.7,
  '/run-history/$adAccountId/details/$platform': 280.2,
  '/ad-accounts/choose-account': 273.3,
  '/ai-briefs': 272.6,
  '/organization/users': 272.3,
  '/ad-accounts/connect/$platform': 264.9,
  '/url-templates/empty-state': 244.9,
  '/analysis/select-account': 243.6,
  '/ad-accounts/empty-state': 242.6,
  '/my-profile': 230.0,
  '/organization/subscription': 224.1,
  '/organization/invoices': 213.5,
  '/ai-briefs/empty-state': 211.0,
  '/organization': 210.2,
  '/ad-accounts/connect': 209.9,
  '/analysis': 209.9,
  '/handle-invitation': 221.1,
  '/login': 200.5,
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
    const mark =
      page.bytes / 1024 > BUDGET_KB ? `  over budget (limit ${findLimitKb(page.path)})` : '';
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

/** The most a page may weigh: the budget, or its recorded ceiling while it is over it. */
function findLimitKb(path) {
  return OVER_BUDGET_CEILINGS_KB[path] ?? BUDGET_KB;
}

const report = measurePages();
printReport(report);
// Compared at the report's precision (0.1 KB), as the ceilings were written down.
const tooHeavy = report.pages.filter((page) => Number(toKb(page.bytes)) > findLimitKb(page.path));
const withinBudget = report.pages.filter(
  (page) => page.path in OVER_BUDGET_CEILINGS_KB && page.bytes / 1024 <= BUDGET_KB,
);
if (withinBudget.length > 0) {
  console.log(
    `Within the budget now, take out of OVER_BUDGET_CEILINGS_KB: ${withinBudget.map((page) => page.path).join(', ')}.`,
  );
}
if (tooHeavy.length > 0) {
  const list = tooHeavy.map(
    (page) => `${page.path} ${toKb(page.bytes)} KB (limit ${findLimitKb(page.path)} KB)`,
  );
  console.error(`Over the first-load limit (budget ${BUDGET_KB} KB): ${list.join(', ')}.`);
  process.exit(1);
}
