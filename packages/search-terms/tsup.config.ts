import { defineConfig } from 'tsup';

export default defineConfig({
  // `evaluation` is tooling (the eval command, the benchmark), kept out of the main entry.
  // `negatives` is the negative-keyword code alone (matching, checks, the Ads Editor files), so
  // the web app can write an Editor file without loading the site reader and the AI clients.
  entry: {
    index: 'src/index.ts',
    evaluation: 'src/evaluation/index.ts',
    negatives: 'src/negatives/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'neutral',
});
