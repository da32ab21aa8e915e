#!/usr/bin/env node
import { runCli } from './run-cli.js';

// The `utmost` bin of the package (`npx @utmost/ads-sdk runs start --all --wait`).

// `utmost search-terms export … | head` closes the pipe early: stop quietly, as Unix tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Not a usage mistake nor an API failure: a bug of ours, shown whole.
    console.error(error);
    process.exitCode = 1;
  },
);
