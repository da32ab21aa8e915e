import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSUMER_SCRIPT_URLS,
  expectedConsumerOutput,
  runConsumerScript,
} from './consumer-scripts.js';
import { answerConsumerRequest } from './fake-ad-accounts-server.js';
import { findNodeBinaries } from './node-binaries.js';

// The published shape, not the sources: runs the example script against the built `dist/` (turbo's
// `test` task builds first), the way an integrator's Node script would use the package.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const runNode = promisify(execFile);

const OWN_ORGANIZATION = '4f1c2a52-9f0e-4c1b-8d5e-1a2b3c4d5e6f';
const OTHER_ORGANIZATION = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const MEMBERS = [
  {
    email: 'owner@acme.test',
    firstName: 'Olga',
    lastName: 'Owner',
    status: 'active',
    role: 'owner',
  },
  { email: 'new@acme.test', status: 'pending', role: 'external' },
];

let server: Server;
let baseUrl: string;
const seenAuthorization: (string | undefined)[] = [];

beforeAll(async () => {
  if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `pnpm --filter @utmost/ads-sdk run build` first');
  }
  server = createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    if (answerConsumerRequest(request, response)) return;
    if (request.url === '/api/v1/organizations') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          content: [{ id: OWN_ORGANIZATION, name: 'Acme', logoUrl: null, role: 'admin' }],
        }),
      );
      return;
    }
    if (request.url === `/api/v1/organizations/${OWN_ORGANIZATION}/members`) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ content: MEMBERS }));
      return;
    }
    if (request.url?.startsWith('/api/v1/organizations/')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }));
      return;
    }
    if (request.url === '/api/v1/versions') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ content: { versions: { api: '1.2.3', web: 'b7f0' } } }));
      return;
    }
    response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '90' });
    response.end(JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the built package', () => {
  it('reads /api/v1/versions from a Node script with an API key (ESM)', async () => {
    const { stdout } = await runNode(process.execPath, ['examples/read-versions.mjs', baseUrl], {
      cwd: packageDir,
      env: { ...process.env, UTMOST_API_KEY: 'utm_test_key' },
    });

    expect(stdout).toBe('api\t1.2.3\nweb\tb7f0\n');
    expect(seenAuthorization.at(-1)).toBe('Bearer utm_test_key');
  });

  it('reports a typed error with the wait in minutes', async () => {
    const failure = await runNode(
      process.execPath,
      ['examples/read-versions.mjs', `${baseUrl}/limited`],
      { cwd: packageDir },
    ).catch((error: unknown) => error as { code: number; stderr: string });

    expect(failure).toMatchObject({
      code: 1,
      stderr: 'TOO_MANY_REQUESTS: Slow down. Try again in 2 minutes.\n',
    });
  });

  it("lists the API key's organization members (README example)", async () => {
    const { stdout } = await runNode(process.execPath, ['examples/list-members.mjs', baseUrl], {
      cwd: packageDir,
      env: { ...process.env, UTMOST_API_KEY: 'utm_members_key' },
    });

    expect(stdout).toBe('owner@acme.test\towner\tactive\nnew@acme.test\texternal\tpending\n');
    expect(seenAuthorization.at(-1)).toBe('Bearer utm_members_key');
  });

  it('reports the refusal when asked for another organization', async () => {
    const failure = await runNode(
      process.execPath,
      ['examples/list-members.mjs', baseUrl, OTHER_ORGANIZATION],
      { cwd: packageDir, env: { ...process.env, UTMOST_API_KEY: 'utm_members_key' } },
    ).catch((error: unknown) => error as { code: number; stderr: string });

    expect(failure).toMatchObject({ code: 1, stderr: 'NOT_FOUND: Not found.\n' });
  });

  it('loads every entry through require (CJS)', async () => {
    const script = `
      const sdk = require('@utmost/ads-sdk');
      const query = require('@utmost/ads-sdk/query');
      const schemas = require('@utmost/ads-sdk/schemas');
      console.log(typeof sdk.createUtmostClient, sdk.REFRESH_SESSION_PATH,
        query.queryKeys.adAccount.all[0], typeof schemas.versionsSchema.parse,
        sdk.can('member', 'billing:view'), Object.keys(schemas.toFieldErrors(
          schemas.loginSchema.safeParse({ email: 'x', password: '' }).error)).join('+'));`;
    const { stdout } = await runNode(process.execPath, ['-e', script], { cwd: packageDir });

    expect(stdout.trim()).toBe(
      'function /api/v1/users/refreshToken adAccount function false email+password',
    );
  });
});

// Loading is not enough: the CommonJS build once exported a createUtmostClient that threw on its
// first call (openapi-fetch's default export, see src/client/openapi-fetch-create-client.ts).
describe.each(findNodeBinaries())('the built package, called on Node $version', (node) => {
  it('lists ad accounts and reads a typed error from a .cjs script (require)', async () => {
    const output = await runConsumerScript(node, fileURLToPath(CONSUMER_SCRIPT_URLS.commonJs), {
      cwd: packageDir,
      baseUrl,
    });

    expect(output).toBe(expectedConsumerOutput('index.cjs'));
  });

  it('lists ad accounts and reads a typed error from a .mjs script (import)', async () => {
    const output = await runConsumerScript(node, fileURLToPath(CONSUMER_SCRIPT_URLS.esm), {
      cwd: packageDir,
      baseUrl,
    });

    expect(output).toBe(expectedConsumerOutput('index.js'));
  });
});
