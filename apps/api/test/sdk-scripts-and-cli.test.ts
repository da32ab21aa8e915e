import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findNodeBinaries, type NodeBinary } from '../../../packages/ads-sdk/test/node-binaries.js';
import {
  createPackedProjects,
  type ProjectKind,
} from '../../../packages/ads-sdk/test/packed-projects.js';
import { findReadmeScripts } from './helpers/readme-scripts.js';
import { findFreePort, startUtmostProcess, type UtmostProcess } from './helpers/utmost-process.js';

// Issue 27 items 6 and 7, what an integrator runs against Utmost: the "Scripts" section of the
// SDK's README, exactly as written, type-checked against the packed @utmost/ads-sdk and run by Node
// from a CommonJS and an ES module project, on Node 24 and the machine's Node 20,
// and the package's `utmost` bin. Both talk to the built product (`dist/main.js all`, as
// `pnpm start` and the e2e suite serve it) in embedded mode: the sandbox platforms and the demo
// organization, reached with an API key the demo owner creates. Embedded mode is the one with a
// demo, so this file starts it on PGlite whatever TEST_DATABASE_URL says; one server serves both.
const SDK_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/ads-sdk');
const SCRIPTS = findReadmeScripts(readFileSync(join(SDK_DIR, 'README.md'), 'utf8'), 'Scripts');
const requireFromHere = createRequire(import.meta.url);
const SETUP_TIMEOUT_MS = 240_000;
const DEMO_ACCOUNT = '4120000001';
/** The demo's Google account without a template: a run start does not run it. */
const DEMO_ACCOUNT_WITHOUT_TEMPLATE = '4120000003';
const CLI = join(SDK_DIR, 'dist/cli.js');

interface Finished {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end and answers how it ended, failures included. */
function runProgram(
  file: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  return new Promise<Finished>((resolve) => {
    execFile(file, args, { ...options, timeout: 180_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

let workDir: string;
let projects: Record<ProjectKind, string>;
let dataDir: string;
let server: UtmostProcess;
let baseUrl: string;
let organizationId: string;
let apiKey: string;
let compiled: Promise<Record<ProjectKind, Finished>>;

/**
 * The packed SDK installed by npm into a default `npm init -y` project (CommonJS) and a `"type":
 * "module"` one, as the SDK's own packed-tarball test installs it, with the README's scripts saved
 * in both, and in the CommonJS one also as `.cts`.
 */
async function createScriptsProjects(): Promise<Record<ProjectKind, string>> {
  workDir = await mkdtemp(join(tmpdir(), 'utmost-readme-scripts-'));
  const created = await createPackedProjects(workDir);
  for (const script of SCRIPTS) {
    await writeFile(join(created.module, script.fileName), script.code);
    await writeFile(join(created.commonjs, script.fileName), script.code);
    await writeFile(join(created.commonjs, script.fileName.replace(/\.ts$/, '.cts')), script.code);
  }
  return created;
}

/**
 * What a strict TypeScript project's `tsc` says about the scripts and compiles them to, Node's own
 * types included: in the ES module project into `compiled/` (ES modules, for a Node that cannot
 * strip types), with only erasable syntax so Node may run the `.ts` as written; in the CommonJS
 * project beside them, `.ts` to CommonJS `.js` and `.cts` to `.cjs`.
 */
function compileScripts(kind: ProjectKind): Promise<Finished> {
  const nodeTypesDir = dirname(dirname(requireFromHere.resolve('@types/node/package.json')));
  const files = SCRIPTS.flatMap(({ fileName }) =>
    kind === 'module' ? [fileName] : [fileName, fileName.replace(/\.ts$/, '.cts')],
  );
  return runProgram(
    process.execPath,
    [
      requireFromHere.resolve('typescript/bin/tsc'),
      ...['--strict', '--noUncheckedIndexedAccess', '--skipLibCheck', '--erasableSyntaxOnly'],
      ...['--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022'],
      ...['--lib', 'es2023,dom', '--types', 'node', '--typeRoots', nodeTypesDir],
      ...(kind === 'module' ? ['--verbatimModuleSyntax', '--outDir', 'compiled'] : []),
      ...files,
    ],
    { cwd: projects[kind] },
  );
}

/** One way an integrator runs the scripts: a Node, a project, and which file of each script. */
interface ScriptVariant {
  label: string;
  node: NodeBinary;
  project: ProjectKind;
  file(fileName: string): string;
}

// Node 24 runs the ES module scripts as written; Node 20 runs what tsc made of them. Both run the
// CommonJS `.js` and `.cjs` files, which load the package's CommonJS build.
const VARIANTS: ScriptVariant[] = findNodeBinaries().flatMap((node): ScriptVariant[] => [
  node.canStripTypes
    ? { label: 'ES module, .ts as written', node, project: 'module', file: (name) => name }
    : {
        label: 'ES module, compiled by tsc',
        node,
        project: 'module',
        file: (name) => `compiled/${name.replace(/\.ts$/, '.js')}`,
      },
  {
    label: 'CommonJS npm init -y, compiled by tsc',
    node,
    project: 'commonjs',
    file: (name) => name.replace(/\.ts$/, '.js'),
  },
  {
    label: 'CommonJS, .cts compiled to .cjs',
    node,
    project: 'commonjs',
    file: (name) => name.replace(/\.ts$/, '.cjs'),
  },
]);

async function callAsDemoOwner(path: string, init: RequestInit & { cookie: string }) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { cookie: init.cookie, origin: baseUrl, 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { content: unknown };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.content;
}

/**
 * The demo owner signs in, makes a member API key and switches auto-tagging on where the demo gave
 * an account its template, as a user would in the app: the demo seeds it on for Sproutstrong alone,
 * and the scripts should run on both platforms.
 */
async function prepareDemoOrganization(email: string, password: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const [organization] = (await callAsDemoOwner('/api/v1/organizations', { cookie })) as {
    id: string;
  }[];
  organizationId = organization?.id ?? '';
  const created = (await callAsDemoOwner(`/api/v1/organizations/${organizationId}/api-keys`, {
    cookie,
    method: 'POST',
    body: JSON.stringify({ name: 'README scripts', role: 'member' }),
  })) as { secret: string };
  apiKey = created.secret;
  for (const platform of ['google', 'linkedin']) {
    const path = `/api/v1/${platform}/ads/accounts?organization_id=${organizationId}`;
    const accounts = (await callAsDemoOwner(path, { cookie })) as {
      resourceName: string;
      urlTemplate: unknown;
    }[];
    const resourceNames = accounts
      .filter((account) => account.urlTemplate !== null)
      .map((account) => account.resourceName);
    await callAsDemoOwner(path, {
      cookie,
      method: 'PUT',
      body: JSON.stringify({
        platform,
        organization_id: organizationId,
        resourceNames,
        changes: { enabled: true },
      }),
    });
  }
}

beforeAll(async () => {
  for (const built of [join(SDK_DIR, 'dist/index.js'), CLI]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build @utmost/ads-sdk first`);
  }
  projects = await createScriptsProjects();
  // tsc and the server's cold start are the slow parts: they run side by side.
  compiled = Promise.all([compileScripts('commonjs'), compileScripts('module')]).then(
    ([commonjs, module]) => ({ commonjs, module }),
  );
  dataDir = await mkdtemp(join(tmpdir(), 'utmost-readme-server-'));
  // The global setup's migrated PGlite folder, where it made one, spares the start its migrations.
  const migratedTemplate = inject('pgliteMigratedTemplateDir');
  if (migratedTemplate) await cp(migratedTemplate, join(dataDir, 'pglite'), { recursive: true });
  const port = await findFreePort();
  baseUrl = `http://127.0.0.1:${String(port)}`;
  server = startUtmostProcess('all', {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
  });
  await server.waitForOutput(/ready in \d+ ms/, SETUP_TIMEOUT_MS - 30_000);
  const [, email = '', password = ''] = /Demo login: (\S+) \/ (\S+)/.exec(server.output()) ?? [];
  await prepareDemoOrganization(email, password);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await Promise.all(
    [workDir, dataDir].map((dir) => dir && rm(dir, { recursive: true, force: true })),
  );
});

function runScript(
  variant: ScriptVariant,
  fileName: string,
  args: string[] = [],
  url = baseUrl,
): Promise<Finished> {
  return runProgram(variant.node.path, [variant.file(fileName), ...args], {
    cwd: projects[variant.project],
    env: {
      PATH: process.env.PATH ?? '',
      UTMOST_BASE_URL: url,
      UTMOST_API_KEY: apiKey,
      UTMOST_ORGANIZATION_ID: organizationId,
    },
  });
}

/**
 * A proxy in front of the real server that answers the first `count` requests 429 with
 * `Retry-After` (the body and headers the API's limiter sends) and forwards the rest. The API's
 * own per-key limit (300 a minute) is tested in test/identity; reaching it here would take most of a
 * minute on a shared CI machine.
 */
async function startThrottlingProxy(
  retryAfterSeconds: number,
  count: number,
): Promise<{ url: string; close(): Promise<void> }> {
  let answered = 0;
  const proxy: Server = createServer((request, response) => {
    answered += 1;
    const requestId = request.headers['x-request-id'];
    if (answered <= count) {
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': String(retryAfterSeconds),
        ...(typeof requestId === 'string' && { 'x-request-id': requestId }),
      });
      response.end(JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } }));
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    );
    fetch(`${baseUrl}${request.url ?? '/'}`, { method: request.method, headers })
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/** The words of a usage comment (`// node x.ts a "b c"`) as arguments. */
function readUsageArguments(code: string, fileName: string): string[] {
  const usage = new RegExp(`^// node ${fileName} (.+)$`, 'm').exec(code)?.[1] ?? '';
  return [...usage.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, word]) => quoted ?? word ?? '');
}

function findScript(fileName: string) {
  const script = SCRIPTS.find((candidate) => candidate.fileName === fileName);
  if (!script) throw new Error(`The README has no ${fileName}`);
  return script;
}

describe("the SDK README's scripts, against the sandbox and the demo organization", () => {
  it('are the four the README promises', () => {
    expect(SCRIPTS.map((script) => script.fileName)).toEqual([
      'tag-enabled-accounts.ts',
      'export-exclusions.ts',
      'teach-decisions.ts',
      'handle-rate-limit.ts',
    ]);
  });

  it.each(['module', 'commonjs'] as const)(
    'type-check against the packed package and compile in the %s project',
    async (kind) => {
      const { code, stdout, stderr } = (await compiled)[kind];
      expect(stdout + stderr).toBe('');
      expect(code).toBe(0);
    },
  );

  it('load the CommonJS build from the CommonJS files: no top-level await keeps them ESM-only', async () => {
    await compiled;
    for (const { fileName } of SCRIPTS) {
      for (const extension of ['.js', '.cjs']) {
        const file = join(projects.commonjs, fileName.replace(/\.ts$/, extension));
        expect(readFileSync(file, 'utf8')).toContain('require("@utmost/ads-sdk")');
      }
    }
  });

  it('refuses a verdict other than accept or reject and learns nothing', async () => {
    const [variant] = VARIANTS;
    if (!variant) throw new Error('No Node to run the scripts with');
    const { code, stderr } = await runScript(variant, 'teach-decisions.ts', [
      DEMO_ACCOUNT,
      'maybe',
      'x',
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain('Expected accept or reject, got maybe');
  });

  it('handles a 429: gives up at once on a long Retry-After, saying when to try again', async () => {
    const [variant] = VARIANTS;
    if (!variant) throw new Error('No Node to run the scripts with');
    const proxy = await startThrottlingProxy(120, Number.POSITIVE_INFINITY);
    try {
      const { code, stdout, stderr } = await runScript(
        variant,
        'handle-rate-limit.ts',
        [],
        proxy.url,
      );
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^Rate limited \(request [\w-]+\): try again in 2 min\.\n$/);
      expect(code).toBe(75);
    } finally {
      await proxy.close();
    }
  });

  describe.each(VARIANTS.map((variant, index) => ({ ...variant, isFirst: index === 0 })))(
    'on Node $node.version, $label',
    (variant) => {
      it('tags every enabled account and prints what each run changed', async () => {
        const { code, stdout, stderr } = await runScript(variant, 'tag-enabled-accounts.ts');
        expect(stderr).toBe('');
        expect(code).toBe(0);
        const lines = stdout.trim().split('\n');
        // The demo gives a template to Hearthly and Sproutstrong (Google) and Apollo (LinkedIn).
        expect(lines).toHaveLength(3);
        for (const line of lines) {
          expect(line).toMatch(
            /^\S.*\tcompleted\t[1-9]\d* total, \d+ updated, \d+ skipped, \d+ not_supported, \d+ partially_updated, \d+ error$/,
          );
        }
        // The sandbox's ads carry no tracking yet: the first run changes some of them; later
        // runs find them tagged.
        if (variant.isFirst)
          expect(lines.some((line) => /, [1-9]\d* updated,/.test(line))).toBe(true);
      });

      it('validates an account and writes its exclusions as CSV, in under 20 lines', async () => {
        expect(findScript('export-exclusions.ts').lineCount).toBeLessThan(20);
        const { code, stdout, stderr } = await runScript(variant, 'export-exclusions.ts', [
          DEMO_ACCOUNT,
        ]);
        expect(stderr).toBe('');
        expect(code).toBe(0);
        const [header, ...rows] = stdout.trim().split('\n');
        expect(header).toBe(
          'searchTerm,decision,category,reason,matchedKeyword,matchType,impressions,clicks,cost,conversions,needsReview',
        );
        const total = await countExclusions();
        expect(total).toBeGreaterThan(0);
        expect(rows).toHaveLength(total);
        for (const row of rows) expect(row).toMatch(/^("[^"]*(""[^"]*)*"|[^",]*),exclude,/);
      });

      it('accepts and rejects decisions of the latest validation, with the README usage line', async () => {
        const script = findScript('teach-decisions.ts');
        const args = readUsageArguments(script.code, script.fileName);
        expect(args).toEqual([
          DEMO_ACCOUNT,
          'accept',
          expect.any(String),
          'reject',
          expect.any(String),
        ]);
        const { code, stdout, stderr } = await runScript(variant, script.fileName, args);
        expect(stderr).toBe('');
        expect(code).toBe(0);
        expect(stdout).toMatch(
          /^The next validation would also decide \d+ other terms differently:\n/,
        );
        expect(stdout).toMatch(/\nThe brief learned 2 decisions \(2 in all\)\.\n$/);
      });

      it('handles a 429: waits out a short Retry-After and carries on', async () => {
        const proxy = await startThrottlingProxy(1, 1);
        try {
          const { code, stdout, stderr } = await runScript(
            variant,
            'handle-rate-limit.ts',
            [],
            proxy.url,
          );
          expect(stderr).toMatch(/^429: retry 1 in 1\.\d s\n$/);
          expect(stdout).toMatch(/^\d+ Google Ads runs\n$/);
          expect(code).toBe(0);
        } finally {
          await proxy.close();
        }
      });
    },
  );
});

/** The built bin, as `npx utmost` runs it, with the connection in the environment only. */
function runCli(args: string[], key = apiKey): Promise<Finished> {
  return runProgram(process.execPath, [CLI, ...args], {
    cwd: projects.module,
    env: { PATH: process.env.PATH ?? '', UTMOST_BASE_URL: baseUrl, UTMOST_API_KEY: key },
  });
}

async function countExclusions(): Promise<number> {
  const query = `organization_id=${organizationId}&adAccountId=${DEMO_ACCOUNT}&decision=exclude&limit=10`;
  const page = await fetch(`${baseUrl}/api/v1/google/searchTerms/results?${query}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return ((await page.json()) as { content: { total: number } }).content.total;
}

describe('the utmost bin, against the sandbox and the demo organization', () => {
  it("runs start --all --wait: every enabled account's run, in the key's own organization", async () => {
    const { code, stdout, stderr } = await runCli(['runs', 'start', '--all', '--wait']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(
        /^\S.*\t(customers\/\d+|urn:li:sponsoredAccount:\d+)\tcompleted\t[1-9]\d* total, /,
      );
    }
  });

  it('runs start --account <id> --wait --json: one JSON array a pipe can read', async () => {
    const { code, stdout } = await runCli([
      'runs',
      'start',
      '--account',
      DEMO_ACCOUNT,
      '--wait',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({
        platform: 'google',
        resourceName: `customers/${DEMO_ACCOUNT}`,
        state: 'completed',
        jobId: expect.any(String),
        counts: expect.objectContaining({ total: expect.any(Number) }),
      }),
    ]);
  });

  it('exits 1 with the reason when an account is not run', async () => {
    const { code, stdout, stderr } = await runCli([
      'runs',
      'start',
      '--account',
      DEMO_ACCOUNT_WITHOUT_TEMPLATE,
    ]);
    expect(stdout).toMatch(
      new RegExp(`^\\S.*\\tcustomers/${DEMO_ACCOUNT_WITHOUT_TEMPLATE}\\tnot_run\\tdisabled\\n$`),
    );
    expect(stderr).toBe('RUN_FAILED: 1 of 1 accounts failed or were not run\n');
    expect(code).toBe(1);
  });

  it("search-terms export --format csv|json: the latest validation's exclusions, every page", async () => {
    const total = await countExclusions();
    expect(total).toBeGreaterThan(0);
    const csv = await runCli([
      'search-terms',
      'export',
      '--account',
      DEMO_ACCOUNT,
      '--format',
      'csv',
    ]);
    expect(csv.code).toBe(0);
    const [header, ...rows] = csv.stdout.trim().split('\n');
    expect(header).toMatch(/^searchTerm,decision,/);
    expect(rows).toHaveLength(total);
    const json = await runCli([
      'search-terms',
      'export',
      '--account',
      DEMO_ACCOUNT,
      '--format',
      'json',
    ]);
    expect(json.code).toBe(0);
    const results = JSON.parse(json.stdout) as { isExclude: boolean }[];
    expect(results).toHaveLength(total);
    expect(results.every((result) => result.isExclude)).toBe(true);
  });

  it("prints the API's error code and message on stderr and exits 1", async () => {
    const { code, stdout, stderr } = await runCli(['runs', 'start', '--all'], 'utm_not-a-key');
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^UNAUTHORIZED: .+ \(request [\w-]+\)\n$/);
    expect(code).toBe(1);
  });
});
