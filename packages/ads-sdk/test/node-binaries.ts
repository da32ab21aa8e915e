import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The Nodes the package's consumers are run on: it promises Node 20 or later (`engines`), pnpm
// pins 24 for the workspace, and the machine's own /usr/bin/node is 20 here and on CI.

export interface NodeBinary {
  version: string;
  path: string;
  /** Node 22.18 and later run `.ts` files by stripping their types. */
  canStripTypes: boolean;
}

const MACHINE_NODE = '/usr/bin/node';

function canStripTypes(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

/**
 * The Node running the tests (pnpm's pinned 24) and the machine's /usr/bin/node where it is
 * another version (20 here). On CI a missing second Node is an error, not a quietly shorter run:
 * issue 27 promises the consumers run on both there.
 */
export function findNodeBinaries(): NodeBinary[] {
  const binaries = [
    {
      version: process.version,
      path: process.execPath,
      canStripTypes: canStripTypes(process.version),
    },
  ];
  if (existsSync(MACHINE_NODE)) {
    const version = execFileSync(MACHINE_NODE, ['--version'], { encoding: 'utf8' }).trim();
    if (version !== process.version) {
      binaries.push({ version, path: MACHINE_NODE, canStripTypes: canStripTypes(version) });
    }
  }
  if (binaries.length < 2 && process.env.CI) {
    throw new Error(`CI runs the consumers on two Nodes: ${MACHINE_NODE} is missing or the same`);
  }
  return binaries;
}
