import { defineConfig } from 'tsup';

/** The package's exports (`.`, `./enums`, `./schemas`, `./query`), with their declarations. */
const LIBRARY_ENTRIES = {
  index: 'src/index.ts',
  enums: 'src/enums.ts',
  schemas: 'src/schemas/index.ts',
  query: 'src/query/index.ts',
};

export default defineConfig({
  // `cli` is the `utmost` bin of package.json: built with the rest, neither exported nor typed.
  entry: { ...LIBRARY_ENTRIES, cli: 'src/cli/bin.ts' },
  format: ['esm', 'cjs'],
  dts: { entry: LIBRARY_ENTRIES },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['zod', '@tanstack/react-query'],
});
