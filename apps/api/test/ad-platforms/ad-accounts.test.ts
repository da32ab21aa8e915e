import { DEFAULT_MESSAGE_BY_ERROR_CODE } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccounts } from '../../src/features/ad-platforms/schema.js';
import { subscriptions } from '../../src/features/identity/schema.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  listAdAccounts,
  listPlatformAccounts,
  type Organization,
} from './ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from './sandbox-control.js';

const { google, linkedin } = SANDBOX_AD_CATALOG;
const ADA = google.logins.ada;
const GRACE = google.logins.grace;
const MARGARET = linkedin.logins.margaret;

let testApp: TestApp;
let organization: Organization;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'AdAccounts');
  await connect(testApp.app, organization, 'google', ADA);
  await connect(testApp.app, organization, 'google', GRACE);
  await connect(testApp.app, organization, 'linkedin', MARGARET);
});

afterAll(async () => {
  await testApp.close();
});

async function setSubscription(
  organizationId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  await db()
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.organizationId, organizationId));
}

async function expectRefused(
  payload: Record<string, unknown>,
  status: number,
  body: unknown,
  platform = 'google',
) {
  const before = await listAdAccounts(testApp.app, organization, 'google');
  const response = await callAds(
    testApp.app,
    organization,
    'POST',
    `${platform}/ads/accounts`,
    payload,
  );
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(body);
  expect(await listAdAccounts(testApp.app, organization, 'google')).toEqual(before);
}

describe('choosing and adding ad accounts', () => {
  it('lists what each login can see, live', async () => {
    const logins = await listPlatformAccounts(testApp.app, organization, 'google');
    expect(logins.map((login) => login.email).sort()).toEqual([ADA, GRACE].sort());
    const ada = logins.find((login) => login.email === ADA);
    expect(ada?.connectionStatus).toBe('CONNECTED');
    expect(ada?.accounts.map((account) => account.id).sort()).toEqual(
      [
        google.customers.hearthly,
        google.customers.sproutstrong,
        google.customers.engines,
        google.customers.noname,
      ].sort(),
    );
    expect(ada?.accounts.every((account) => !account.isConnected)).toBe(true);
    const noname = ada?.accounts.find((account) => account.id === google.customers.noname);
    expect(noname).toMatchObject({ name: null });
  });

  it('adds accounts the login sees (ids as strings or numbers), disabled', async () => {
    const response = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', ADA, [
        google.customers.hearthly,
        Number(google.customers.sproutstrong),
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json().content;
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({
      platform: 'google',
      resourceName: `customers/${google.customers.hearthly}`,
      adAccountId: google.customers.hearthly,
      platformAccountEmail: ADA,
      currencyCode: 'EUR',
      enabled: false,
      connectionStatus: 'CONNECTED',
      connectionError: null,
      taggingStatus: 'disabled',
      urlTemplate: null,
      brand: null,
      lastRun: null,
      nextRun: null,
      // Search-term analysis is not set up yet: nothing validated, nothing scheduled, off.
      lastRunSearchTerm: null,
      nextRunSearchTerm: null,
      isSearchTermsValidationEnabled: false,
      periodSummary: null,
    });
    const listed = await listAdAccounts(testApp.app, organization, 'google');
    expect(listed.map((account) => account.adAccountId).sort()).toEqual(
      [google.customers.hearthly, google.customers.sproutstrong].sort(),
    );
    const [ada] = (await listPlatformAccounts(testApp.app, organization, 'google')).filter(
      (login) => login.email === ADA,
    );
    expect(
      ada?.accounts
        .filter((account) => account.isConnected)
        .map((account) => account.id)
        .sort(),
    ).toEqual([google.customers.hearthly, google.customers.sproutstrong].sort());
  });

  it('counts connected accounts in the subscription', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/billing/subscription?organization_id=${organization.id}`,
      headers: { cookie: organization.cookie },
    });
    expect(response.json().content.alreadyConnectedAdAccountsCount).toBe(2);
  });

  it('refuses an id the login cannot see, a manager, and one already connected; stores none', async () => {
    await expectRefused(
      addPayload(organization, 'google', ADA, [
        google.customers.engines,
        google.customers.consulting,
      ]),
      400,
      {
        errors: {
          'adAccountIds.1': `This login cannot see ad account ${google.customers.consulting}`,
        },
      },
    );
    await expectRefused(
      addPayload(organization, 'google', GRACE, [google.customers.agencyManager]),
      400,
      {
        errors: {
          'adAccountIds.0': 'Manager accounts hold no ads; choose one of their client accounts',
        },
      },
    );
    await expectRefused(addPayload(organization, 'google', ADA, [google.customers.hearthly]), 400, {
      errors: { 'adAccountIds.0': 'Already connected' },
    });
  });

  it('reaches a manager client with the manager id', async () => {
    const response = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', GRACE, [google.customers.coffee]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await db()
      .select()
      .from(adAccounts)
      .where(eq(adAccounts.resourceName, `customers/${google.customers.coffee}`));
    expect(row?.managerId).toBe(google.customers.agencyManager);
  });

  it('marks a LinkedIn VIEWER account read-only', async () => {
    const response = await callAds(
      testApp.app,
      organization,
      'POST',
      'linkedin/ads/accounts',
      addPayload(organization, 'linkedin', MARGARET, [linkedin.accounts.draper]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().content[0]).toMatchObject({
      resourceName: `urn:li:sponsoredAccount:${linkedin.accounts.draper}`,
      platformAccountEmail: MARGARET,
    });
    const [row] = await db()
      .select()
      .from(adAccounts)
      .where(eq(adAccounts.resourceName, `urn:li:sponsoredAccount:${linkedin.accounts.draper}`));
    expect(row?.isReadOnly).toBe(true);
  });

  it('refuses a login of another organization with 404', async () => {
    const other = await createOrganization(testApp, 'OtherOrg');
    const response = await callAds(
      testApp.app,
      other,
      'POST',
      'google/ads/accounts',
      addPayload(other, 'google', ADA, [google.customers.engines]),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(await listAdAccounts(testApp.app, other, 'google')).toEqual([]);
  });

  it('enforces the subscription: the maximum, then the block flag', async () => {
    await setSubscription(organization.id, { maxAllowedAc: 4, extraAllowedAc: 0 });
    await expectRefused(
      addPayload(organization, 'google', ADA, [google.customers.engines, google.customers.noname]),
      403,
      {
        error: {
          code: 'AD_ACCOUNT_LIMIT_REACHED',
          message: DEFAULT_MESSAGE_BY_ERROR_CODE.AD_ACCOUNT_LIMIT_REACHED,
        },
      },
    );
    await setSubscription(organization.id, { type: 'paused', maxAllowedAc: 50 });
    await expectRefused(addPayload(organization, 'google', ADA, [google.customers.engines]), 403, {
      error: {
        code: 'SUBSCRIPTION_BLOCKED',
        message: DEFAULT_MESSAGE_BY_ERROR_CODE.SUBSCRIPTION_BLOCKED,
      },
    });
    await setSubscription(organization.id, { type: 'trial', maxAllowedAc: 10 });
  });

  it('refuses a body naming another platform or organization', async () => {
    await expectRefused(
      {
        ...addPayload(organization, 'linkedin', ADA, [google.customers.engines]),
        organization_id: crypto.randomUUID(),
      },
      400,
      {
        errors: {
          platform: 'Must be the platform named in the path',
          organization_id: 'Must be the organization_id of the query',
        },
      },
    );
  });

  it('lets an external member look but not add', async () => {
    const external = await createTestAccount(db(), 'ExternalViewer');
    await addMember(db(), organization.id, external, 'external');
    const cookie = await signIn(testApp.app, external);
    const listed = await callAds(
      testApp.app,
      organization,
      'GET',
      'google/ads/accounts',
      undefined,
      cookie,
    );
    expect(listed.statusCode).toBe(200);
    const added = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', ADA, [google.customers.engines]),
      cookie,
    );
    expect(added.statusCode).toBe(403);
    expect(added.json().error.message).toBe("You don't have permission to edit ad accounts");
  });

  it('answers microsoft with 400 on every ad-account route', async () => {
    const body = { platform: 'google', organization_id: organization.id };
    for (const [method, path, payload] of [
      ['GET', 'microsoft/ads/accounts', undefined],
      ['POST', 'microsoft/ads/accounts', { ...body, email: ADA, adAccountIds: ['1'] }],
      [
        'PUT',
        'microsoft/ads/accounts',
        { ...body, resourceNames: ['x'], changes: { enabled: true } },
      ],
      ['DELETE', 'microsoft/ads/accounts', { ...body, resourceNames: ['x'] }],
      ['GET', 'microsoft/ads/platformAccounts', undefined],
      ['DELETE', 'microsoft/ads/platformAccounts', { email: ADA }],
    ] as const) {
      const response = await callAds(testApp.app, organization, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'PLATFORM_NOT_SUPPORTED',
          message: 'Microsoft Advertising is not supported yet',
        },
      });
    }
  });
});
