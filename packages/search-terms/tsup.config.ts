import { defineConfig } from 'tsup';

export default defineConfig({
  // `evaluation` is tooling (the eval command, the benchmark), kept out of the main entry.
  entry: { index: 'src/index.ts', evaluation: 'src/evaluation/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'neutral',
});
