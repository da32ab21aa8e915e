import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

// What `npm install @utmost/ads-sdk` gives an integrator, for the README's scripts (issue 27): the
// `pnpm pack` tarball installed with npm into a fresh `npm init -y` project, CommonJS as npm makes
// it or `"type": "module"`. The SDK's own packed-package test does the same against a fake server;
// this one's projects run against the real API. The SDK's dependencies are packed from this
// workspace's copies, so the install never waits on the registry.
const run = promisify(execFile);

/** The SDK's dependency and that one's, each as the path of packages to walk from the SDK. */
const DEPENDENCY_CHAIN = [
  ['openapi-fetch'],
  ['openapi-fetch', 'openapi-typescript-helpers'],
] as const;

export type ProjectKind = 'commonjs' | 'module';

/**
 * npm's settings for reaching the registry, without what pnpm exports to its children:
 * `npm_config_local_prefix`, `npm_package_*` and the like would point npm back at this workspace.
 */
function createNpmEnvironment(): NodeJS.ProcessEnv {
  const kept = /^npm_config_(registry|cache|cafile|ca|userconfig|proxy|https_proxy|noproxy)$/i;
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key) || kept.test(key)),
  );
}

/** Where Node would find `name` from `fromDir` (its real path): the nearest `node_modules/<name>`. */
function findPackageDir(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) throw new Error(`${name} is not installed beside ${fromDir}`);
  }
}

/** Packs the SDK and its dependencies into `destination`; answers the tarballs' paths. */
export async function packSdk(sdkDir: string, destination: string): Promise<string[]> {
  await run('pnpm', ['pack', '--pack-destination', destination], { cwd: sdkDir });
  const dependencyDirs = DEPENDENCY_CHAIN.map((chain) =>
    chain.reduce((dir, name) => findPackageDir(name, dir), sdkDir),
  );
  for (const [index, dir] of dependencyDirs.entries()) {
    // pnpm's store hard-links files of equal content (openapi-typescript-helpers' three `.d.*ts`
    // are one inode); npm packs the repeats as tar hard links and its install drops them, leaving
    // an ES module project without types. A plain copy packs every file as the registry has it.
    const copy = join(destination, `dependency-${String(index)}`);
    await cp(dir, copy, { recursive: true });
    await run(
      'npm',
      ['pack', copy, '--ignore-scripts', '--pack-destination', destination, '--loglevel=error'],
      { env: createNpmEnvironment() },
    );
  }
  const tarballs = readdirSync(destination).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1 + DEPENDENCY_CHAIN.length) {
    throw new Error(`Expected the SDK and its dependencies packed, got ${tarballs.join(', ')}`);
  }
  return tarballs.map((name) => join(destination, name));
}

/** A fresh `npm init -y` project (CommonJS unless `module`) with the tarballs installed. */
export async function createPackedProject(
  parentDir: string,
  kind: ProjectKind,
  tarballs: readonly string[],
): Promise<string> {
  const dir = join(parentDir, kind);
  await mkdir(dir);
  const options = { cwd: dir, env: createNpmEnvironment() };
  await run('npm', ['init', '-y'], options);
  if (kind === 'module') await run('npm', ['pkg', 'set', 'type=module'], options);
  await run(
    'npm',
    [
      'install',
      ...tarballs,
      ...['--offline', '--legacy-peer-deps', '--no-audit', '--no-fund', '--loglevel=error'],
    ],
    options,
  );
  return dir;
}

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
 * The pinned Node running the tests (24) and the machine's /usr/bin/node where it is another
 * version (20 here): the package promises Node 20 or later.
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
  return binaries;
}
