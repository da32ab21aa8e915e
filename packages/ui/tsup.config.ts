import { defineConfig, type Options } from 'tsup';

// Each file is its own entry so that `@utmost/ui/components/<name>` maps one-to-one onto a source
// file and an app only pulls in the components it imports.
const SHARED: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  target: 'es2023',
  outDir: 'dist',
  external: [
    'react',
    'react-dom',
    'radix-ui',
    'sonner',
    'lucide-react',
    '@tanstack/react-table',
    'react-day-picker',
  ],
};

export default defineConfig([
  {
    ...SHARED,
    entry: ['src/components/*.tsx', '!src/components/*.test.tsx'],
    outDir: 'dist/components',
    clean: true,
    // React Server Components frameworks need the marker; the bundler strips module-level directives,
    // so it is put back as a banner.
    banner: { js: "'use client';" },
  },
  {
    ...SHARED,
    entry: ['src/lib/*.ts', '!src/lib/*.test.ts'],
    outDir: 'dist/lib',
    clean: true,
  },
]);
