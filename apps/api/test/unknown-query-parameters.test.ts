import { UNKNOWN_QUERY_PARAMETER } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.js';
import { asBrowser, createTestAccount, signIn } from './helpers/identity-fixtures.js';

// A query parameter the operation does not declare answers 400 naming it (issue 27): a script's
// `page_size=10` used to be ignored silently and fetched 50 rows. The providers' callbacks keep
// taking whatever the provider adds.

let testApp: TestApp;
let organizationId: string;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const owner = await createTestAccount(testApp.testDatabase.database.db, 'UnknownQuery');
  organizationId = owner.organization.id;
  cookie = await signIn(testApp.app, owner);
});

afterAll(async () => {
  await testApp.close();
});

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: asBrowser(cookie) });
}

describe('unknown query parameters', () => {
  it('are refused with 400 naming them, next to the declared ones', async () => {
    const response = await get(
      `/api/v1/google/job/autoTagging/jobruns?organization_id=${organizationId}&page_size=10`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { 'querystring.page_size': UNKNOWN_QUERY_PARAMETER },
    });
    const declared = await get(
      `/api/v1/google/job/autoTagging/jobruns?organization_id=${organizationId}`,
    );
    expect(declared.statusCode, declared.body).toBe(200);
  });

  it('are refused on an operation that declares none', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/versions?verbose=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'querystring.verbose': UNKNOWN_QUERY_PARAMETER });
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/v1/versions' });
    expect(plain.statusCode).toBe(200);
  });

  it("leave the web app's workspace_id alone, also on the help contacts", async () => {
    const response = await get('/api/v1/support?workspace_id=any');
    expect(response.statusCode, response.body).toBe(200);
  });

  it("are the provider's business on its callbacks", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/sso/google/callback?code=c&state=s&scope=openid&authuser=0&prompt=none',
    });
    expect(response.statusCode).not.toBe(400);
  });
});
