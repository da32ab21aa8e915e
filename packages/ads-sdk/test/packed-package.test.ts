import { execFile } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_SCRIPT_URLS,
  expectedConsumerOutput,
  runConsumerScript,
} from './consumer-scripts.js';
import { answerConsumerRequest, listenOnEphemeralPort } from './fake-ad-accounts-server.js';
import { findNodeBinaries } from './node-binaries.js';
import { createPackedProjects, type ProjectKind } from './packed-projects.js';

// What `npm install @utmost/ads-sdk zod` gives an integrator, not the workspace's self-reference:
// the `pnpm pack` tarball installed by npm into two fresh projects, a default `npm init -y` one
// (CommonJS) and a `"type": "module"` one, each running a plain `index.js` against a local server
// on Node 24 and the machine's Node 20. The `files` list, the exports map, the dependencies and
// the types are what these can catch.
const run = promisify(execFile);
const requireFromHere = createRequire(import.meta.url);
// Packing, a local registry, two npm installs and a tsc compile: under a minute on a quiet machine.
const SETUP_TIMEOUT_MS = 180_000;

const PROJECTS = [
  { kind: 'commonjs', script: CONSUMER_SCRIPT_URLS.commonJs, entryFile: 'index.cjs' },
  { kind: 'module', script: CONSUMER_SCRIPT_URLS.esm, entryFile: 'index.js' },
] as const;

let workDir: string;
let projects: Record<ProjectKind, string>;
let server: Server | undefined;
let baseUrl: string;
let tscOutput: Record<ProjectKind, string>;

/**
 * Runs tsc on the TypeScript consumer as a strict project of `kind` would (`module: node16`, no
 * skipLibCheck, so the installed dependencies' own declarations are read too): in the CommonJS
 * project it compiles to `compiled.js` against the `.d.cts` types; in the ES module one it checks
 * the same code against the `.d.ts` ones and openapi-fetch's `.d.mts`. Answers what tsc printed.
 */
async function compileTypeScriptConsumer(kind: ProjectKind): Promise<string> {
  const nodeTypesDir = dirname(dirname(requireFromHere.resolve('@types/node/package.json')));
  const args = [
    requireFromHere.resolve('typescript/bin/tsc'),
    ...['--module', 'node16', '--moduleResolution', 'node16', '--target', 'es2022', '--strict'],
    ...['--lib', 'es2022,dom', '--types', 'node', '--typeRoots', nodeTypesDir],
    ...(kind === 'module' ? ['--noEmit'] : []),
    'compiled.ts',
  ];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: projects[kind] });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return stdout + stderr || String(error);
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'utmost-ads-sdk-packed-'));
  projects = await createPackedProjects(workDir);
  for (const { kind, script } of PROJECTS) {
    await copyFile(script, join(projects[kind], 'index.js'));
    await copyFile(CONSUMER_SCRIPT_URLS.typeScript, join(projects[kind], 'compiled.ts'));
  }
  // tsc is slow on a loaded machine: both projects' runs side by side, read by the tests below.
  const [commonjs, module] = await Promise.all([
    compileTypeScriptConsumer('commonjs'),
    compileTypeScriptConsumer('module'),
  ]);
  tscOutput = { commonjs, module };

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
        const output = await runConsumerScript(node, 'index.js', { cwd: projects[kind], baseUrl });

        expect(output).toBe(expectedConsumerOutput(entryFile));
      },
    );

    it('does the same from TypeScript compiled by tsc to CommonJS', async () => {
      const output = await runConsumerScript(node, 'compiled.js', {
        cwd: projects.commonjs,
        baseUrl,
      });

      expect(output).toBe(expectedConsumerOutput('index.cjs'));
    });

    it.each(PROJECTS)(
      'links the utmost bin in the $kind project, and it answers --help',
      async ({ kind }) => {
        const bin = realpathSync(join(projects[kind], 'node_modules', '.bin', 'utmost'));
        const installed = realpathSync(join(projects[kind], 'node_modules', '@utmost', 'ads-sdk'));
        expect(bin).toBe(join(installed, 'bin', 'utmost.mjs'));
        const { stdout } = await run(node.path, [bin, '--help']);
        expect(stdout).toMatch(/^Usage: utmost <command> \[options\]\n/);
      },
    );
  },
);

describe('the packed tarball', () => {
  // Its dependencies' declarations included: pnpm's store hard-links files of equal content, and
  // a dependency packed straight from it installs without its ES module types.
  it.each(PROJECTS)('type-checks the TypeScript consumer in the $kind project', ({ kind }) => {
    expect(tscOutput[kind]).toBe('');
  });

  it('is installed with only what the README names: npm resolved the rest from its manifest', () => {
    const manifest = JSON.parse(readFileSync(join(projects.module, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };

    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(['@utmost/ads-sdk', 'zod']);
  });

  // npm installs only what the manifest declares, so the projects above fail on a forgotten
  // dependency with a stack trace; this names it, for every package an entry imports.
  it('declares every package its main entries import', () => {
    const installed = join(projects.module, 'node_modules', '@utmost', 'ads-sdk');
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
