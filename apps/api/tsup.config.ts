import { defineConfig } from 'tsup';

// One bundle of our own source; every package dependency stays an import so that native and WASM
// packages (PGlite, pg) load from node_modules as published.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  sourcemap: true,
  clean: true,
  splitting: false,
  dts: false,
});
