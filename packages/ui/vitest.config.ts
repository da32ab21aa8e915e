import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom and one module graph per worker instead of per file: creating jsdom and importing
    // React and Radix again for each of the 37 files was most of the suite's time (4m47s against
    // 1m07s on the shared CI machine). The setup file's afterEach leaves no DOM, timers or mocks
    // behind for the next file.
    isolate: false,
  },
});
