import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { jsonSectionsPlugin } from './scripts/json-sections-plugin.ts';

export default defineConfig({
  plugins: [jsonSectionsPlugin(), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
