import { readFileSync } from 'node:fs';
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

export default defineConfig({
  // The router plugin must come before the React plugin: it rewrites route files for code splitting.
  plugins: [
    jsonSectionsPlugin(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    versionFilePlugin(packageJson.version),
  ],
  server: { proxy },
  preview: { proxy },
});
