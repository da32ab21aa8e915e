import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ONE_FILE_ONLY_MESSAGE } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from '../helpers/identity-fixtures.js';
import { TINY_PNG, buildMultipartOfParts } from '../helpers/multipart.js';

// An upload is one image (issue 26 item 7): a body with a second file part is refused whole, with
// nothing stored, rather than keeping whichever part the reader happened to see first.

let testApp: TestApp;
let owner: TestAccount;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(testApp.testDatabase.database.db, 'OneFile');
  cookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

const TARGETS = [
  {
    name: 'organization logo',
    kind: 'logos',
    url: () => `/api/v1/organizations/${owner.organization.id}/logo`,
    read: async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${owner.organization.id}`,
        headers: { cookie },
      });
      return response.json().content.organization.logoUrl as string | null;
    },
  },
  {
    name: 'profile picture',
    kind: 'profile-pictures',
    url: () => `/api/v1/users/${owner.user.id}/profile-picture`,
    read: async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/users/${owner.user.id}`,
        headers: { cookie },
      });
      return response.json().content.user.profilePictureUrl as string | null;
    },
  },
];

function upload(url: string, parts: Parameters<typeof buildMultipartOfParts>[0]) {
  const body = buildMultipartOfParts(parts);
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...asBrowser(cookie), ...body.headers },
    payload: body.payload,
  });
}

async function listStored(kind: string): Promise<string[]> {
  return readdir(join(testApp.config.uploadsDir, kind)).catch(() => []);
}

describe.each(TARGETS)('$name', (target) => {
  it('stores one file part (the normal upload)', async () => {
    const response = await upload(target.url(), [{ file: TINY_PNG }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await target.read()).toMatch(/^\/uploads\/.+\.png$/);
  });

  it.each([
    ['two parts named file', [{ file: TINY_PNG }, { file: TINY_PNG }]],
    ['a second part of another name', [{ file: TINY_PNG }, { file: TINY_PNG, fieldName: 'other' }]],
    ['three parts', [{ file: TINY_PNG }, { file: TINY_PNG }, { file: TINY_PNG }]],
  ])('refuses %s with 400 on file, storing nothing', async (_label, parts) => {
    const before = await target.read();
    const storedBefore = await listStored(target.kind);
    const response = await upload(target.url(), parts);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors: { file: ONE_FILE_ONLY_MESSAGE } });
    expect(await target.read()).toBe(before);
    expect(await listStored(target.kind)).toEqual(storedBefore);
  });
});
