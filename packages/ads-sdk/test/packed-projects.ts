import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  readTarballManifest,
  startLocalNpmRegistry,
  type PackageManifest,
} from './local-npm-registry.js';

// What `npm install @utmost/ads-sdk zod` (the README's line) gives an integrator, for this
// package's packed-tarball test (against a fake server) and the API's README-scripts test (against
// the product): the `pnpm pack` tarball, installed by npm into a fresh `npm init -y` project,
// CommonJS as npm makes it or `"type": "module"`. npm installs by name from a local registry that
// serves the tarball and what it needs, packed from this workspace's copies; it resolves the
// dependencies and peers from the SDK's own manifest, so one the manifest forgets is not installed.
const run = promisify(execFile);
const SDK_DIR = fileURLToPath(new URL('..', import.meta.url));

export type ProjectKind = 'commonjs' | 'module';

/** npm's environment without what pnpm exports to its children (`npm_config_local_prefix`, …). */
function createNpmEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key)));
}

/** Where Node would find `name` from `fromDir` (its real path): the nearest `node_modules/<name>`. */
function findPackageDir(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) throw new Error(`${name} is not installed beside ${fromDir}`);
  }
}

/** What npm installs with a package: its dependencies and the peers it does not mark optional. */
function listRequiredPackages(manifest: PackageManifest): string[] {
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => manifest.peerDependenciesMeta?.[name]?.optional !== true,
  );
  return [...Object.keys(manifest.dependencies ?? {}), ...peers];
}

/** The workspace's copies of every package the SDK's manifest makes npm install, transitively. */
function findRequiredPackageDirs(sdkManifest: PackageManifest): string[] {
  const found = new Set<string>();
  const pending = listRequiredPackages(sdkManifest).map((name) => ({
    name,
    fromDir: SDK_DIR,
  }));
  for (let next = pending.shift(); next; next = pending.shift()) {
    const dir = findPackageDir(next.name, next.fromDir);
    if (found.has(dir)) continue;
    found.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
    pending.push(...listRequiredPackages(manifest).map((name) => ({ name, fromDir: dir })));
  }
  return [...found];
}

/** Packs the SDK and what npm installs with it into `destination`; answers the tarballs' paths. */
async function packSdkWithDependencies(destination: string): Promise<string[]> {
  await run('pnpm', ['pack', '--pack-destination', destination], { cwd: SDK_DIR });
  const [sdkTarball = ''] = await readdir(destination);
  const sdkManifest = await readTarballManifest(join(destination, sdkTarball));
  const dependencyDirs = findRequiredPackageDirs(sdkManifest);
  await Promise.all(
    dependencyDirs.map(async (dir, index) => {
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
    }),
  );
  const tarballs = (await readdir(destination)).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1 + dependencyDirs.length) {
    throw new Error(`Expected the SDK and its dependencies packed, got ${tarballs.join(', ')}`);
  }
  return tarballs.map((name) => join(destination, name));
}

async function createProject(dir: string, kind: ProjectKind, registryUrl: string): Promise<void> {
  await mkdir(dir);
  const options = { cwd: dir, env: createNpmEnvironment() };
  await run('npm', ['init', '-y'], options);
  if (kind === 'module') await run('npm', ['pkg', 'set', 'type=module'], options);
  // The local registry alone, whatever the machine's npm configuration names, and a cache of
  // its own: the stand-in's packuments never mix with the real registry's.
  const userConfig = join(dir, '..', 'npmrc');
  await run(
    'npm',
    [
      ...['install', '@utmost/ads-sdk', 'zod', `--registry=${registryUrl}`],
      ...[`--userconfig=${userConfig}`, `--cache=${join(dir, '..', 'npm-cache')}`],
      ...['--no-audit', '--no-fund', '--loglevel=error'],
    ],
    options,
  );
}

/**
 * Packs the SDK into `workDir` and installs it with npm into a fresh CommonJS project and a fresh
 * ES module one there; answers their folders.
 */
export async function createPackedProjects(workDir: string): Promise<Record<ProjectKind, string>> {
  const tarballDir = join(workDir, 'tarballs');
  await mkdir(tarballDir);
  const registry = await startLocalNpmRegistry(await packSdkWithDependencies(tarballDir));
  await writeFile(join(workDir, 'npmrc'), '');
  const projects = { commonjs: join(workDir, 'commonjs'), module: join(workDir, 'module') };
  try {
    await Promise.all([
      createProject(projects.commonjs, 'commonjs', registry.url),
      createProject(projects.module, 'module', registry.url),
    ]);
  } finally {
    await registry.close();
  }
  return projects;
}
