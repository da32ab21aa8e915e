import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import {
  addMember,
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from './helpers/identity-fixtures.js';

const runFile = promisify(execFile);
const SDK_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/ads-sdk');
const LIST_MEMBERS_SCRIPT = join(SDK_DIR, 'examples/list-members.mjs');

// The integrator's path end to end: the README's script, run by Node against the built
// @utmost/ads-sdk, talking HTTP to the real API with an organization API key.
let testApp: TestApp;
let baseUrl: string;
let owner: TestAccount;
let neighbour: TestAccount;
let apiKeySecret: string;

beforeAll(async () => {
  if (!existsSync(join(SDK_DIR, 'dist/index.js'))) {
    throw new Error('@utmost/ads-sdk is not built: run pnpm --filter @utmost/ads-sdk run build');
  }
  testApp = await buildTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${String((testApp.app.server.address() as AddressInfo).port)}`;
  const db = testApp.testDatabase.database.db;
  owner = await createTestAccount(db, 'ScriptOwner', 'Script Co');
  neighbour = await createTestAccount(db, 'ScriptNeighbour', 'Neighbour Co');
  await addMember(db, owner.organization.id, neighbour, 'member');
  const ownerCookie = await signIn(testApp.app, owner);
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${owner.organization.id}/api-keys`,
    headers: asBrowser(ownerCookie),
    payload: { name: 'members script', role: 'member' },
  });
  expect(created.statusCode, created.body).toBe(201);
  apiKeySecret = created.json().content.secret;
});

afterAll(async () => {
  await testApp.close();
});

function runListMembers(...args: string[]) {
  return runFile(process.execPath, [LIST_MEMBERS_SCRIPT, baseUrl, ...args], {
    cwd: SDK_DIR,
    env: { PATH: process.env.PATH ?? '', UTMOST_API_KEY: apiKeySecret },
  });
}

describe('an SDK script with an API key', () => {
  it("lists its own organization's members", async () => {
    const { stdout } = await runListMembers();
    const lines = stdout.trim().split('\n').sort();
    expect(lines).toEqual(
      [`${owner.email}\towner\tactive`, `${neighbour.email}\tmember\tactive`].sort(),
    );
  });

  it('is refused for another organization without learning anything about it', async () => {
    const failure = await runListMembers(neighbour.organization.id).catch(
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure).toMatchObject({ code: 1, stdout: '' });
    expect(failure.stderr).toMatch(/^(NOT_FOUND|FORBIDDEN): /);
    expect(failure.stderr).not.toContain('Neighbour Co');
  });
});
