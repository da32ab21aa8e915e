import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  MAX_FILE_SIZE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '@utmost/ads-sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_PIXELS,
  TOO_MANY_PIXELS_MESSAGE,
  UNREADABLE_IMAGE_MESSAGE,
} from '../../src/features/identity/services/reencode-image.js';
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

/** A small real image of the given format, as a browser would upload it. */
function drawImage(format: 'gif' | 'jpeg' | 'webp' | 'png'): Promise<Buffer> {
  return sharp({ create: { width: 3, height: 2, channels: 3, background: '#3366ff' } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header claims `width`×`height` pixels (CRC fixed), over one pixel of data. */
function claimDimensions(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

function readStoredUpload(url: string): Promise<Buffer> {
  return readFile(join(testApp.config.uploadsDir, url.replace(/^\/uploads\//, '')));
}

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
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });

    const GIF = await drawImage('gif');

    const second = await uploadLogo(GIF, { fileName: 'logo.png', contentType: 'image/png' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().content.organization.logoUrl).toMatch(/\.gif$/);
    expect((await testApp.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('accepts JPEG and WebP by their bytes', async () => {
    const jpeg = await uploadLogo(await drawImage('jpeg'));
    expect(jpeg.json().content.organization.logoUrl).toMatch(/\.jpg$/);
    const webp = await uploadLogo(await drawImage('webp'));
    expect(webp.json().content.organization.logoUrl).toMatch(/\.webp$/);
  });

  it('stores the image re-encoded: no metadata, nothing appended, served as a sandboxed inline image', async () => {
    const withMetadata = await sharp(await drawImage('png'))
      .withMetadata({ exif: { IFD0: { Copyright: 'EXIF-MARKER-GPS' } } })
      .png()
      .toBuffer();
    expect(withMetadata.includes('EXIF-MARKER-GPS')).toBe(true);
    const polyglot = Buffer.concat([
      withMetadata,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await uploadLogo(polyglot);
    expect(response.statusCode, response.body).toBe(200);
    const logoUrl: string = response.json().content.organization.logoUrl;

    const stored = await readStoredUpload(logoUrl);
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('EXIF-MARKER-GPS')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const served = await testApp.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${logoUrl.split('/').pop() ?? ''}"`,
    );
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(served.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 400 on the file field for an image that does not decode, and keeps the old logo', async () => {
    const before = (await uploadLogo(TINY_PNG)).json().content.organization.logoUrl;
    const broken = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('<script>x</script>')]);
    const response = await uploadLogo(broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { file: UNREADABLE_IMAGE_MESSAGE } });
    const organization = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${owner.organization.id}`,
      headers: { cookie },
    });
    expect(organization.json().content.organization.logoUrl).toBe(before);
  });

  it(`answers 400 on the file field past ${String(MAX_IMAGE_PIXELS)} pixels, before decoding them`, async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    const response = await uploadLogo(claimDimensions(TINY_PNG, side, side));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { file: TOO_MANY_PIXELS_MESSAGE } });
    const justUnder = await uploadLogo(claimDimensions(TINY_PNG, side - 2, side - 2));
    expect(justUnder.json()).toEqual({ errors: { file: UNREADABLE_IMAGE_MESSAGE } });
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
