import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import {
  CONSUMER_API_KEY,
  CONSUMER_ORGANIZATION_ID,
  CONSUMER_OUTPUT_LINES,
} from './fake-ad-accounts-server.js';

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

export interface NodeBinary {
  version: string;
  path: string;
}

const MACHINE_NODE = '/usr/bin/node';

/**
 * The pinned Node (the one running the tests) and, where the machine has one of another version, the
 * machine's /usr/bin/node: the package promises Node 20 or later, and the pinned one is 24.
 */
export function findNodeBinaries(): NodeBinary[] {
  const binaries = [{ version: process.version, path: process.execPath }];
  if (existsSync(MACHINE_NODE)) {
    const version = execFileSync(MACHINE_NODE, ['--version'], { encoding: 'utf8' }).trim();
    if (version !== process.version) binaries.push({ version, path: MACHINE_NODE });
  }
  return binaries;
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
