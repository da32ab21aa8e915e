import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAccounts } from '../../src/features/ad-platforms/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
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
      expect.arrayContaining(['r_ads', 'rw_ads', 'r_organization_social', 'w_organization_social']),
    );
    const [full] = await listPlatformAccounts(testApp.app, organization, 'linkedin');
    expect(full?.missingAbilities).toEqual([]);

    // As if the member granted only the ads scopes (an app without the posts permissions).
    await db
      .update(platformAccounts)
      .set({ scopes: ['openid', 'email', 'profile', 'r_ads', 'rw_ads'] })
      .where(eq(platformAccounts.organizationId, organization.id));
    const [limited] = await listPlatformAccounts(testApp.app, organization, 'linkedin');
    expect(limited?.missingAbilities).toEqual(['read_post_landing_pages', 'edit_sponsored_posts']);
  });
});
