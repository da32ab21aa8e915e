import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    enums: 'src/enums.ts',
    schemas: 'src/schemas/index.ts',
    query: 'src/query/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['zod', '@tanstack/react-query'],
});
