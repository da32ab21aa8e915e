import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_SCRIPT_URLS,
  expectedConsumerOutput,
  findNodeBinaries,
  runConsumerScript,
} from './consumer-scripts.js';
import { answerConsumerRequest, listenOnEphemeralPort } from './fake-ad-accounts-server.js';

// What `npm install @utmost/ads-sdk` gives an integrator, not the workspace's self-reference: the
// `pnpm pack` tarball installed with npm into two fresh projects, a default `npm init -y` one
// (CommonJS) and a `"type": "module"` one, each running a plain `index.js` against a local server.
// The `files` list, the exports map and the dependencies are what these can catch.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const requireFromHere = createRequire(import.meta.url);
// Packing, two npm installs and a tsc compile: under a minute on a quiet machine.
const SETUP_TIMEOUT_MS = 180_000;
/**
 * What the tarball needs beside itself: its dependency and that one's dependency, packed from
 * this workspace's own copies, so the install never waits on the registry (a stalled registry
 * request once held CI's setup for six minutes). Its peers (zod for `/schemas`, React Query for
 * `/query`) are optional to the main entry these projects load.
 */
const DEPENDENCY_CHAIN = [
  ['openapi-fetch'],
  ['openapi-fetch', 'openapi-typescript-helpers'],
] as const;

const PROJECTS = [
  { kind: 'CommonJS', script: CONSUMER_SCRIPT_URLS.commonJs, entryFile: 'index.cjs' },
  { kind: 'ESM', script: CONSUMER_SCRIPT_URLS.esm, entryFile: 'index.js' },
] as const;

let workDir: string;
let server: Server | undefined;
let baseUrl: string;

/**
 * npm's settings for reaching the registry, without what the pnpm (or npx) running these tests
 * exports to its children: `npm_config_local_prefix`, `npm_package_*` and the like would point
 * npm back at this workspace.
 */
function createNpmEnvironment(): NodeJS.ProcessEnv {
  const kept = /^npm_config_(registry|cache|cafile|ca|userconfig|proxy|https_proxy|noproxy)$/i;
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key) || kept.test(key)),
  );
}

/**
 * Compiles the TypeScript consumer the way a CommonJS TypeScript project would (`module: node16`
 * in a package without `"type"`), against the installed tarball's `.d.cts` types.
 */
async function compileTypeScriptConsumer(projectDir: string): Promise<void> {
  await copyFile(CONSUMER_SCRIPT_URLS.typeScript, join(projectDir, 'compiled.ts'));
  const nodeTypesDir = dirname(dirname(requireFromHere.resolve('@types/node/package.json')));
  await run(
    process.execPath,
    [
      requireFromHere.resolve('typescript/bin/tsc'),
      ...['--module', 'node16', '--moduleResolution', 'node16', '--target', 'es2022', '--strict'],
      ...['--lib', 'es2022,dom', '--types', 'node', '--typeRoots', nodeTypesDir, 'compiled.ts'],
    ],
    { cwd: projectDir },
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

/** Packs the tarball's dependencies from the workspace's copies; answers their tarball paths. */
async function packDependencies(destination: string): Promise<string[]> {
  const tarballs: string[] = [];
  for (const chain of DEPENDENCY_CHAIN) {
    let dir = packageDir;
    for (const name of chain) dir = findPackageDir(name, dir);
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const { stdout } = await run(
      'npm',
      ['pack', dir, '--ignore-scripts', '--pack-destination', destination, '--loglevel=error'],
      { env: createNpmEnvironment() },
    );
    const fileName = stdout.trim().split('\n').at(-1) ?? '';
    expect(fileName, `${chain.join(' > ')}@${version}`).toMatch(/\.tgz$/);
    tarballs.push(join(destination, fileName));
  }
  return tarballs;
}

async function createProject(
  kind: string,
  tarballs: readonly string[],
  script: URL,
): Promise<void> {
  const projectDir = join(workDir, kind);
  await mkdir(projectDir);
  const options = { cwd: projectDir, env: createNpmEnvironment() };
  await run('npm', ['init', '-y'], options);
  if (kind === 'ESM') await run('npm', ['pkg', 'set', 'type=module'], options);
  await run(
    'npm',
    [
      'install',
      ...tarballs,
      ...['--offline', '--legacy-peer-deps', '--no-audit', '--no-fund', '--loglevel=error'],
    ],
    options,
  );
  await copyFile(script, join(projectDir, 'index.js'));
  if (kind === 'CommonJS') await compileTypeScriptConsumer(projectDir);
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'utmost-ads-sdk-packed-'));
  await run('pnpm', ['pack', '--pack-destination', workDir], { cwd: packageDir });
  const tarballs = (await readdir(workDir)).filter((name) => name.endsWith('.tgz'));
  expect(tarballs).toHaveLength(1);
  const tarball = join(workDir, tarballs[0] ?? '');
  const dependencies = await packDependencies(await mkdtemp(join(workDir, 'dependencies-')));
  await Promise.all(
    PROJECTS.map(({ kind, script }) => createProject(kind, [tarball, ...dependencies], script)),
  );

  server = createServer((request, response) => {
    if (answerConsumerRequest(request, response)) return;
    response.writeHead(404).end();
  });
  baseUrl = await listenOnEphemeralPort(server);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  const openServer = server;
  if (openServer) await new Promise((resolve) => openServer.close(resolve));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe.each(findNodeBinaries())(
  'the packed tarball installed with npm, on Node $version',
  (node) => {
    it.each(PROJECTS)(
      'lists ad accounts and reads a typed error from index.js of the $kind project',
      async ({ kind, entryFile }) => {
        const output = await runConsumerScript(node, 'index.js', {
          cwd: join(workDir, kind),
          baseUrl,
        });

        expect(output).toBe(expectedConsumerOutput(entryFile));
      },
    );

    it('does the same from TypeScript compiled by tsc to CommonJS', async () => {
      const output = await runConsumerScript(node, 'compiled.js', {
        cwd: join(workDir, 'CommonJS'),
        baseUrl,
      });

      expect(output).toBe(expectedConsumerOutput('index.cjs'));
    });

    it.each(PROJECTS)(
      'links the utmost bin in the $kind project, and it answers --help',
      async ({ kind }) => {
        const bin = realpathSync(join(workDir, kind, 'node_modules', '.bin', 'utmost'));
        const installed = realpathSync(join(workDir, kind, 'node_modules', '@utmost', 'ads-sdk'));
        expect(bin).toBe(join(installed, 'bin', 'utmost.mjs'));
        const { stdout } = await run(node.path, [bin, '--help']);
        expect(stdout).toMatch(/^Usage: utmost <command> \[options\]\n/);
      },
    );
  },
);

describe('the packed tarball', () => {
  // The projects above get the dependencies as tarballs beside the SDK's own, so they cannot
  // notice one missing from its package.json: this does, for every package an entry imports.
  it('declares every package its main entries import', async () => {
    const installed = join(workDir, 'ESM', 'node_modules', '@utmost', 'ads-sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const imported = new Set<string>();
    for (const entry of ['dist/index.js', 'dist/index.cjs']) {
      const code = readFileSync(join(installed, entry), 'utf8');
      for (const [, name] of code.matchAll(/(?:require\(|from )["']([^."'][^"']*)["']/g)) {
        if (name && !name.startsWith('node:')) imported.add(name.split('/')[0] ?? name);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    for (const name of imported) expect(manifest.dependencies, name).toHaveProperty(name);
  });
});
