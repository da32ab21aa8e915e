import {
  MAX_FILE_SIZE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from '../helpers/identity-fixtures.js';
import { TINY_PNG, buildMultipart } from '../helpers/multipart.js';

let testApp: TestApp;
let owner: TestAccount;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(testApp.testDatabase.database.db, 'Uploader');
  cookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

function uploadLogo(file: Buffer, options: Parameters<typeof buildMultipart>[1] = {}) {
  const body = buildMultipart(file, options);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${owner.organization.id}/logo`,
    headers: { ...asBrowser(cookie), ...body.headers },
    payload: body.payload,
  });
}

const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBP'),
  Buffer.alloc(16),
]);

describe('organization logo', () => {
  it('stores a PNG, serves it back with its type, and replaces it on the next upload', async () => {
    const first = await uploadLogo(TINY_PNG);
    expect(first.statusCode, first.body).toBe(200);
    const logoUrl: string = first.json().content.organization.logoUrl;
    expect(logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    const served = await testApp.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const second = await uploadLogo(GIF, { fileName: 'logo.png', contentType: 'image/png' });
    expect(second.json().content.organization.logoUrl).toMatch(/\.gif$/);
    expect((await testApp.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('accepts JPEG and WebP by their bytes', async () => {
    expect((await uploadLogo(JPEG)).json().content.organization.logoUrl).toMatch(/\.jpg$/);
    expect((await uploadLogo(WEBP)).json().content.organization.logoUrl).toMatch(/\.webp$/);
  });

  it('answers 415 for bytes that are no image, whatever the name and type say', async () => {
    const response = await uploadLogo(Buffer.from('<svg onload="alert(1)"></svg>'), {
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED_IMAGE_MESSAGE },
    });
  });

  it('answers 413 past 10 MB with the spec message, and keeps the old logo', async () => {
    const before = (await uploadLogo(TINY_PNG)).json().content.organization.logoUrl;
    const tooLarge = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await uploadLogo(tooLarge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: MAX_FILE_SIZE_MESSAGE },
    });
    const organization = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${owner.organization.id}`,
      headers: { cookie },
    });
    expect(organization.json().content.organization.logoUrl).toBe(before);
  });

  it('wants the part named file, sent as multipart', async () => {
    const wrongField = await uploadLogo(TINY_PNG, { fieldName: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ errors: { file: 'Field is required' } });
    const json = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${owner.organization.id}/logo`,
      headers: asBrowser(cookie),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('removes the logo when the details say logoUrl: null', async () => {
    const logoUrl = (await uploadLogo(TINY_PNG)).json().content.organization.logoUrl;
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${owner.organization.id}`,
      headers: asBrowser(cookie),
      payload: {
        name: 'Uploader Org',
        legalName: 'Uploader Org Ltd',
        contactEmail: owner.email,
        billingEmail: owner.email,
        logoUrl: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content.organization.logoUrl).toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });
});

describe('profile picture', () => {
  it('stores the picture of the signed-in user only', async () => {
    const body = buildMultipart(TINY_PNG);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/${owner.user.id}/profile-picture`,
      headers: { ...asBrowser(cookie), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content.user.profilePictureUrl).toMatch(
      /^\/uploads\/profile-pictures\/[0-9a-f-]{36}\.png$/,
    );
    const other = await createTestAccount(testApp.testDatabase.database.db, 'Other');
    const foreignBody = buildMultipart(TINY_PNG);
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/${other.user.id}/profile-picture`,
      headers: { ...asBrowser(cookie), ...foreignBody.headers },
      payload: foreignBody.payload,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('serves nothing outside the upload names', async () => {
    for (const url of [
      '/uploads/logos/..%2F..%2Fsecret',
      '/uploads/other/x.png',
      '/uploads/logos/x.png',
    ]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
