import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The scale accounts compose up to a million rows: 5 s is too little on a loaded 2-core CI.
    testTimeout: 15_000,
  },
});
