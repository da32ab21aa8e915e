import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  CONSUMER_API_KEY,
  CONSUMER_ORGANIZATION_ID,
  CONSUMER_OUTPUT_LINES,
} from './fake-ad-accounts-server.js';
import type { NodeBinary } from './node-binaries.js';

// Runs test/consumers/list-ad-accounts.{cjs,mjs} (or a copy, or the compiled .ts) the way an integrator runs a script:
// a separate Node process that loads the package by its name.
const runFile = promisify(execFile);

export const CONSUMER_SCRIPT_URLS = {
  commonJs: new URL('consumers/list-ad-accounts.cjs', import.meta.url),
  esm: new URL('consumers/list-ad-accounts.mjs', import.meta.url),
  typeScript: new URL('consumers/list-ad-accounts.ts', import.meta.url),
};

/** What a consumer prints when the build it loaded (`index.cjs` or `index.js`) works. */
export function expectedConsumerOutput(entryFile: 'index.cjs' | 'index.js'): string {
  return [`entry\t${entryFile}`, ...CONSUMER_OUTPUT_LINES, ''].join('\n');
}

/** Runs a consumer script against `baseUrl` and returns what it printed. */
export async function runConsumerScript(
  node: NodeBinary,
  scriptPath: string,
  { cwd, baseUrl }: { cwd: string; baseUrl: string },
): Promise<string> {
  const { stdout } = await runFile(node.path, [scriptPath, baseUrl, CONSUMER_ORGANIZATION_ID], {
    cwd,
    env: { ...process.env, UTMOST_API_KEY: CONSUMER_API_KEY },
  });
  return stdout;
}
