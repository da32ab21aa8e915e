import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { jsonSectionsPlugin } from './scripts/json-sections-plugin.ts';
import { versionFilePlugin } from './scripts/version-file-plugin.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// The API (and the sandbox it mounts) runs on port 3000; the dev server forwards to it so that the
// browser sees one origin, as in production where the API serves the built app.
const API_ORIGIN = 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/healthz', '/readyz', '/sandbox'].map((path) => [path, API_ORIGIN]),
);

// The SDK's dist bundles each entry into one module, and a module is never split across chunks: the
// first page, which uses a few of its query options and rules, carried all of them. Built from its
// sources, each of its files is a module of its own, and goes to the chunks that use it.
const SDK_SOURCE = fileURLToPath(new URL('../../packages/ads-sdk/src/', import.meta.url));
const SDK_ENTRIES = { '': 'index.ts', '/enums': 'enums.ts', '/query': 'query/index.ts' };
const sdkSourceAliases = Object.entries(SDK_ENTRIES).map(([subpath, file]) => ({
  find: new RegExp(`^@utmost/ads-sdk${subpath}$`),
  replacement: `${SDK_SOURCE}${file}`,
}));

export default defineConfig({
  resolve: { alias: sdkSourceAliases },
  // The router plugin must come before the React plugin: it rewrites route files for code splitting.
  plugins: [
    jsonSectionsPlugin(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    versionFilePlugin(packageJson.version),
  ],
  build: {
    // The entry chunk holds React DOM, the router, TanStack Query and zod (see below): ~580 kB
    // minified, ~180 kB gzipped. What counts is the gzipped first load of each page, which
    // scripts/report-first-load-size.mjs checks against its budget.
    chunkSizeWarningLimit: 700,
    // The modulepreload polyfill is left out (0.3 KB gzipped of every first page): a browser
    // without modulepreload loads the same chunks when they are imported, only without the head
    // start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every first page anyway: one chunk
          // holds it. Left to automatic splitting, each new lazy page that shares a module with it
          // (a query hook, a form hook, the Label) carved that module out into a small chunk of
          // its own, which the login page then loaded as an extra, less compressible request.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
