import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { jsonSectionsPlugin } from './scripts/json-sections-plugin.ts';

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'];

// A module mock only takes effect for modules imported after it; in a module graph shared across
// files, the module under test may already have been loaded unmocked by an earlier file. Files
// that mock modules are found here, not listed by hand, so a new one cannot land in the shared
// project by mistake.
const MOCKING_FILES = globSync(TEST_FILES, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(?:mock|doMock)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
);

export default defineConfig({
  plugins: [jsonSectionsPlugin(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A whole user flow in jsdom (type a brief, save, route to it) takes 2–4 s on CI's two cores
    // when nothing else runs; the default 5 s failed such a flow on a loaded machine.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          // One jsdom and one module graph per worker instead of per file: creating jsdom and
          // importing React, the router, Radix and i18n again for each of the 86 files was about
          // half the suite's time. The setup file's afterEach leaves no DOM, toasts, timers,
          // stubs, storage or cookies behind for the next file.
          isolate: false,
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
