import {
  MALFORMED_UPLOAD_MESSAGE,
  NUL_CHARACTER_NOT_ALLOWED,
  describeNestingLimit,
} from '@utmost/ads-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/core/http/json-body-parser.js';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { TINY_PNG, buildMultipart } from './helpers/multipart.js';
import {
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from './helpers/identity-fixtures.js';

// Issue 11 finding 7: bad input that used to answer 500 (out-of-range dates, malformed multipart,
// deeply nested JSON, NUL characters the database refuses) answers 400 naming the field, and
// changes nothing.

let testApp: TestApp;
let owner: TestAccount;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await createTestAccount(testApp.testDatabase.database.db, 'BadInput');
  cookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

function get(url: string): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'GET', url, headers: asBrowser(cookie) });
}

function runHistory(from: string, to: string): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    organization_id: owner.organization.id,
    period: 'custom',
    from,
    to,
  });
  return get(`/api/v1/run-history?${query.toString()}`);
}

describe('dates out of range', () => {
  it('still lists a custom run-history range of ordinary dates', async () => {
    const response = await runHistory('2026-01-01', '2026-01-31');
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['0000-01-01', '0000-01-02', ['querystring.from', 'querystring.to']],
    ['9999-12-30', '9999-12-31', ['querystring.from', 'querystring.to']],
    ['2026-01-01', '9999-12-31', ['querystring.to']],
    ['1969-12-31', '1970-01-01', ['querystring.from']],
  ])('answers 400 naming the field to a run history from %s to %s', async (from, to, fields) => {
    const response = await runHistory(from, to);
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json<{ errors: Record<string, string> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(fields);
    for (const field of fields) {
      expect(errors[field]).toBe('must be a date (YYYY-MM-DD) from 1970-01-01 to 2999-12-31');
    }
  });

  it.each([
    '9999-12-31T23:00:00Z',
    '0000-01-01T00:00:00Z',
    '2999-12-31T23:00:00-05:00',
    '2026-06-30T23:59:60Z',
  ])('answers 400 naming the field to the date-time %s', async (createdAt) => {
    const query = new URLSearchParams({
      organization_id: owner.organization.id,
      accountId: '4120000001',
      createdAt,
    });
    const response = await get(`/api/v1/run-history/google/run-metadata?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        'querystring.createdAt': 'must be a date and time (ISO 8601) from 1970-01-01 to 2999-12-31',
      },
    });
  });
});

describe('malformed multipart uploads', () => {
  const uploads = () => [
    `/api/v1/organizations/${owner.organization.id}/logo`,
    `/api/v1/users/${owner.user.id}/profile-picture`,
  ];

  function upload(url: string, contentType: string, payload: Buffer | string) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...asBrowser(cookie), 'content-type': contentType },
      payload,
    });
  }

  const { payload: valid, headers } = buildMultipart(TINY_PNG);
  const multipartType = headers['content-type'] ?? '';
  const boundary = multipartType.split('boundary=')[1] ?? '';
  const malformed: [string, string, Buffer | string][] = [
    ['no boundary', 'multipart/form-data', valid],
    ['a body cut short', multipartType, valid.subarray(0, valid.length - 20)],
    [
      'a broken part header',
      multipartType,
      `--${boundary}\r\nContent-Disposition form-data name file\r\n\r\nxx\r\n--${boundary}--\r\n`,
    ],
    ['no parts at all', multipartType, `--${boundary}--\r\n`],
    ['garbage', multipartType, 'hello'],
  ];

  it.each(malformed)('answers 400 on file to %s, on both uploads', async (_name, type, body) => {
    for (const url of uploads()) {
      const response = await upload(url, type, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.file, url).toMatch(
        new RegExp(`^(${MALFORMED_UPLOAD_MESSAGE}|Field is required)$`),
      );
    }
  });

  it('still takes a well-formed upload', async () => {
    const [logo] = uploads();
    const response = await upload(logo ?? '', multipartType, valid);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  function login(payload: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { ...asBrowser(cookie), 'content-type': 'application/json' },
      payload,
    });
  }

  it.each([
    ['10,000 levels of arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['10,000 unclosed arrays', '['.repeat(10_000)],
    ['10,000 levels of objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    [
      'one level past the limit',
      `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`,
    ],
  ])('answers 400 with a clean message to %s', async (_name, payload) => {
    const response = await login(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors: { body: describeNestingLimit(MAX_JSON_DEPTH) } });
  });

  it('reads brackets inside strings as text, not as nesting', async () => {
    const response = await login(JSON.stringify({ email: '['.repeat(500), password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).not.toContain('body');
  });

  it('checks a body within the limit against the contract as before', async () => {
    const response = await login(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { body: 'must be an object' } });
  });
});

describe('NUL characters', () => {
  it('answers 400 naming the object whose key holds one', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${owner.user.id}`,
      headers: asBrowser(cookie),
      payload: { firstName: 'Bad', lastName: 'Input', ['nick\u0000name']: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { body: NUL_CHARACTER_NOT_ALLOWED } });
  });

  it('answers 400 naming the path parameter that holds one', async () => {
    const response = await get(`/api/v1/users/${owner.user.id}%00`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { 'params.id': NUL_CHARACTER_NOT_ALLOWED } });
  });

  it('leaves the profile as it was', async () => {
    const response = await get(`/api/v1/users/${owner.user.id}`);
    expect(response.json().content.user).toMatchObject({ firstName: 'Test', lastName: 'BadInput' });
  });
});
