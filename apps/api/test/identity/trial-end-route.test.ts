import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_END_KEY_MESSAGE } from '../../src/features/identity/handlers/trial-end-handlers.js';
import { NOT_ON_TRIAL_MESSAGE } from '../../src/features/identity/services/trial-end-service.js';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, installKeyHeaders, type TestApp } from '../helpers/build-test-app.js';
import { APP_ORIGIN, asBrowser } from '../helpers/identity-fixtures.js';
import { TEST_DATABASE_URL } from '../helpers/test-database.js';

// The embedded install's dev route that ends a trial now (what the browser tests use to see an
// expired trial): the install key's only, and absent from a server deployment.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function endTrial(organization: Organization, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/dev/trial-end?organization_id=${organization.id}`,
    headers: { origin: APP_ORIGIN, ...headers },
  });
}

async function readType(organization: Organization): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/billing/subscription?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
  });
  return (response.json().content as { type: string }).type;
}

describe.skipIf(Boolean(TEST_DATABASE_URL))('ending a trial early (embedded mode)', () => {
  it('blocks that organization’s trial as the trial-end job does, and no other', async () => {
    const ending = await createOrganization(testApp, 'trial-end-now');
    const other = await createOrganization(testApp, 'trial-end-other');
    const response = await endTrial(ending, installKeyHeaders(testApp.app));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content).toMatchObject({ type: 'blocked', status: 'trial' });
    expect(await readType(ending)).toBe('blocked');
    expect(await readType(other)).toBe('trial');

    const again = await endTrial(ending, installKeyHeaders(testApp.app));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(NOT_ON_TRIAL_MESSAGE);
  });

  it('refuses a session without the key, the organization’s owner included', async () => {
    const organization = await createOrganization(testApp, 'trial-end-owner');
    const response = await endTrial(organization, { cookie: organization.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(TRIAL_END_KEY_MESSAGE);
    expect(await readType(organization)).toBe('trial');
  });
});

describe.runIf(Boolean(TEST_DATABASE_URL))('ending a trial early (server mode)', () => {
  it('does not exist, even with the install key', async () => {
    const organization = await createOrganization(testApp, 'trial-end-server');
    const response = await endTrial(organization, installKeyHeaders(testApp.app));
    expect(response.statusCode).toBe(404);
    expect(await readType(organization)).toBe('trial');
  });
});
