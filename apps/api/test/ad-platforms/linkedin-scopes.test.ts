import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccounts } from '../../src/features/ad-platforms/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  connectLogin,
  readOutcome,
  startConnection,
  SUCCESS_URL,
} from '../helpers/platform-connect.js';
import { connect, createOrganization, listPlatformAccounts } from './ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from './sandbox-control.js';

// The scopes a LinkedIn login was granted (the token answer's `scope`, stored on the login) decide
// what the connect page says it cannot do.

const MARGARET = SANDBOX_AD_CATALOG.linkedin.logins.margaret;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

describe('missing abilities of a LinkedIn login', () => {
  it('stores the granted scopes and lists what a narrower grant cannot do', async () => {
    const organization = await createOrganization(testApp, 'LinkedInScopes');
    await connect(testApp.app, organization, 'linkedin', MARGARET);
    const db = testApp.testDatabase.database.db;
    const [row] = await db
      .select()
      .from(platformAccounts)
      .where(eq(platformAccounts.organizationId, organization.id));
    expect(row?.scopes).toEqual(
      expect.arrayContaining(['r_ads', 'rw_ads', 'r_organization_social']),
    );
    // Tagging edits no post: a plain connect does not ask to (w_organization_social, Posts API),
    // and the login is not "limited" for it.
    expect(row?.scopes).not.toContain('w_organization_social');
    const [full] = await listPlatformAccounts(testApp.app, organization, 'linkedin');
    expect(full?.missingAbilities).toEqual([]);

    // As if the member granted only the ads scopes (an app without the posts permissions).
    await db
      .update(platformAccounts)
      .set({ scopes: ['openid', 'email', 'profile', 'r_ads', 'rw_ads'] })
      .where(eq(platformAccounts.organizationId, organization.id));
    const [limited] = await listPlatformAccounts(testApp.app, organization, 'linkedin');
    expect(limited?.missingAbilities).toEqual(['read_post_landing_pages']);
  });

  it('asks to edit posts only when connecting to restore old post edits', async () => {
    const organization = await createOrganization(testApp, 'LinkedInPostRestore');
    const plain = await startConnection(testApp.app, organization.cookie, {
      platform: 'linkedin',
      organizationId: organization.id,
      loginHint: MARGARET,
    });
    expect(plain.authorizeUrl.searchParams.get('scope')).not.toContain('w_organization_social');

    const done = await connectLogin(testApp.app, organization.cookie, {
      platform: 'linkedin',
      organizationId: organization.id,
      loginHint: MARGARET,
      purpose: 'restore_post_edits',
    });
    expect(readOutcome(done)).toEqual({ status: 'true', email: MARGARET });
    const [row] = await testApp.testDatabase.database.db
      .select()
      .from(platformAccounts)
      .where(eq(platformAccounts.organizationId, organization.id));
    expect(row?.scopes).toContain('w_organization_social');

    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/linkedin/authenticate?${new URLSearchParams({
        organization_id: organization.id,
        redirect_url: SUCCESS_URL,
        purpose: 'edit_everything',
      }).toString()}`,
      headers: { cookie: organization.cookie },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
