import { SANDBOX_AD_CATALOG, SANDBOX_DEMO_BRIEF } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  TEST_DATABASE_URL,
  createTestDatabase,
  type TestDatabase,
} from '../helpers/test-database.js';
import { signIn } from '../helpers/identity-fixtures.js';
import {
  DEMO_EMAIL,
  seedDemoAccount,
} from '../../src/features/identity/services/demo-seed-service.js';
import {
  DEMO_EXTRA_ALLOWED_AD_ACCOUNTS,
  seedDemoPlatforms,
} from '../../src/process/demo-platform-seed.js';
import { DEMO_TEMPLATE_NAMES } from '../../src/features/url-templates/services/demo-template-seed.js';
import { listAdAccounts, listPlatformAccounts, type Organization } from './ad-platform-fixtures.js';

const { google, linkedin } = SANDBOX_AD_CATALOG;

let testDatabase: TestDatabase;
let testApp: TestApp;
let demo: Organization;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  testApp = await buildTestApp({ testDatabase });
  const db = testApp.testDatabase.database.db;
  const login = await seedDemoAccount(db, testApp.testDatabase.dataDir);
  const cookie = await signIn(testApp.app, login);
  const organizations = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/organizations',
    headers: { cookie },
  });
  const [organization] = organizations.json().content as { id: string }[];
  if (!organization) throw new Error('The demo owner has no organization');
  demo = { owner: undefined as never, cookie, id: organization.id };
});

afterAll(async () => {
  await testApp.close();
  await testDatabase.destroy();
});

describe('the demo organization (embedded mode)', () => {
  it('starts with a Google and a LinkedIn login connected and five ad accounts', async () => {
    const result = await seedDemoPlatforms(testApp.context.adPlatforms, DEMO_EMAIL);
    expect(result).toEqual({
      connected: [google.logins.ada, linkedin.logins.margaret],
      adAccountCount: 5,
      templates: [DEMO_TEMPLATE_NAMES.google, DEMO_TEMPLATE_NAMES.linkedin],
      briefs: [SANDBOX_DEMO_BRIEF.briefName],
    });
    const [googleLogin] = await listPlatformAccounts(testApp.app, demo, 'google');
    expect(googleLogin).toMatchObject({ email: google.logins.ada, connectionStatus: 'CONNECTED' });
    expect(
      (await listAdAccounts(testApp.app, demo, 'google')).map((row) => row.adAccountId).sort(),
    ).toEqual(
      [google.customers.hearthly, google.customers.sproutstrong, google.customers.engines].sort(),
    );
    expect(
      (await listAdAccounts(testApp.app, demo, 'linkedin')).map((row) => row.adAccountId).sort(),
    ).toEqual([String(linkedin.accounts.apollo), String(linkedin.accounts.hamilton)].sort());
  });

  it('leaves room to connect more, and a second start changes nothing', async () => {
    const subscription = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/billing/subscription?organization_id=${demo.id}`,
      headers: { cookie: demo.cookie },
    });
    // On the local Starter plan, not a trial: the demo shows a paid plan's limit.
    expect(subscription.json().content).toMatchObject({
      type: 'payed',
      status: 'active',
      productId: 'starter',
      provider: 'local',
      alreadyConnectedAdAccountsCount: 5,
      max_allowed_ac: 5,
      extra_allowed_ac: DEMO_EXTRA_ALLOWED_AD_ACCOUNTS,
    });
    expect(await seedDemoPlatforms(testApp.context.adPlatforms, DEMO_EMAIL)).toEqual({
      connected: [],
      adAccountCount: 0,
      templates: [],
      briefs: [],
    });
    expect(await listAdAccounts(testApp.app, demo, 'google')).toHaveLength(3);
  });

  it('has a tracking template per platform assigned to some accounts, auto-tagging on for Sproutstrong alone, its first run a day away', async () => {
    // The seed ran in the first test, moments before now.
    const now = Date.now();
    const assigned = (platform: 'google' | 'linkedin') =>
      listAdAccounts(testApp.app, demo, platform).then((accounts) =>
        accounts
          .filter((account) => account.urlTemplate !== null)
          .map((account) => ({
            adAccountId: account.adAccountId,
            template: account.urlTemplate?.name,
            enabled: account.enabled,
            taggingStatus: account.taggingStatus,
            nextJobTime: account.nextRun?.nextJobTime ?? null,
          }))
          .sort((left, right) => left.adAccountId.localeCompare(right.adAccountId)),
      );
    const ready = (adAccountId: string, template: string) => ({
      adAccountId,
      template,
      enabled: false,
      taggingStatus: 'paused',
      nextJobTime: null,
    });
    const googleAccounts = await assigned('google');
    expect(googleAccounts).toEqual([
      ready(google.customers.hearthly, DEMO_TEMPLATE_NAMES.google),
      {
        adAccountId: google.customers.sproutstrong,
        template: DEMO_TEMPLATE_NAMES.google,
        enabled: true,
        taggingStatus: 'active',
        nextJobTime: expect.any(String),
      },
    ]);
    // One run interval (a day by default) after the seed: a start never begins with a surprise run.
    const firstRunIn = Date.parse(googleAccounts[1]?.nextJobTime ?? '') - now;
    expect(firstRunIn).toBeGreaterThan(23 * 60 * 60_000);
    expect(firstRunIn).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(await assigned('linkedin')).toEqual([
      ready(String(linkedin.accounts.apollo), DEMO_TEMPLATE_NAMES.linkedin),
    ]);
  });

  it("has the search-term advertiser's AI brief, with its rules, assigned to its Google account", async () => {
    const accounts = await listAdAccounts(testApp.app, demo, 'google');
    const withBrief = accounts.filter((account) => account.brand !== null);
    expect(withBrief.map((account) => [account.adAccountId, account.brand?.name])).toEqual([
      [google.customers.hearthly, SANDBOX_DEMO_BRIEF.briefName],
    ]);
    const rules = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/searchTerms/ai-rules/${withBrief[0]?.brand?.id ?? ''}?organization_id=${demo.id}`,
      headers: { cookie: demo.cookie },
    });
    expect(rules.json().content.general_rules).toHaveLength(SANDBOX_DEMO_BRIEF.rules.length);
    expect(rules.json().content.search_terms).toHaveLength(
      SANDBOX_DEMO_BRIEF.searchTermsExcludeExamples.length,
    );
  });

  // Server mode keeps no sandbox state: only embedded mode (PGlite) has a DATA_DIR for it.
  it.skipIf(Boolean(TEST_DATABASE_URL))(
    "keeps its logins working after a restart (the sandbox's state file)",
    async () => {
      await testApp.close();
      testApp = await buildTestApp({ testDatabase });
      const [login] = await listPlatformAccounts(testApp.app, demo, 'linkedin');
      expect(login).toMatchObject({ connectionStatus: 'CONNECTED', connectionError: null });
      expect(login?.accounts.length).toBeGreaterThan(0);
    },
  );
});
