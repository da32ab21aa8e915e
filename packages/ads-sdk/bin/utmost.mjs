#!/usr/bin/env node
// The `utmost` command. This file exists before the package is built, so a workspace install
// links the bin without warnings; the command itself is built into dist/cli.js.
await import('../dist/cli.js');
