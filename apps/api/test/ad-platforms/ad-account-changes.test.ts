import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  listAdAccounts,
  type Organization,
} from './ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from './sandbox-control.js';
import { assignTemplate, createTemplate } from '../url-templates/url-template-fixtures.js';

const { google, linkedin } = SANDBOX_AD_CATALOG;
const ADA = google.logins.ada;
const MARGARET = linkedin.logins.margaret;

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'AdAccountChanges');
  await connect(testApp.app, organization, 'google', ADA);
  await connect(testApp.app, organization, 'linkedin', MARGARET);
  for (const [platform, email, ids] of [
    ['google', ADA, [google.customers.hearthly, google.customers.sproutstrong]],
    ['linkedin', MARGARET, [String(linkedin.accounts.draper)]],
  ] as const) {
    const response = await callAds(
      testApp.app,
      organization,
      'POST',
      `${platform}/ads/accounts`,
      addPayload(organization, platform, email, [...ids]),
    );
    expect(response.statusCode, response.body).toBe(201);
  }
});

afterAll(async () => {
  await testApp.close();
});

describe('changing and removing ad accounts', () => {
  const hearthly = `customers/${google.customers.hearthly}`;
  const sproutstrong = `customers/${google.customers.sproutstrong}`;

  function change(resourceNames: string[], changes: Record<string, unknown>) {
    return callAds(testApp.app, organization, 'PUT', 'google/ads/accounts', {
      platform: 'google',
      organization_id: organization.id,
      resourceNames,
      changes,
    });
  }

  it('refuses to enable an account without a template, changing none', async () => {
    const before = await listAdAccounts(testApp.app, organization, 'google');
    const template = await createTemplate(testApp.app, organization, 'google', 'Search');
    await assignTemplate(testApp.app, organization, 'google', [hearthly], template.id);
    const response = await change([hearthly, sproutstrong], { enabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.enabled).toMatch(
      /: Choose a tracking template before turning auto-tagging on$/,
    );
    const after = await listAdAccounts(testApp.app, organization, 'google');
    expect(after.map((account) => account.enabled)).toEqual(
      before.map((account) => account.enabled),
    );
  });

  it('enables and disables an account that has a template', async () => {
    const enabled = await change([hearthly], { enabled: true });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().content[0]).toMatchObject({ enabled: true, taggingStatus: 'active' });
    const disabled = await change([hearthly], { enabled: false });
    expect(disabled.json().content[0]).toMatchObject({ enabled: false, taggingStatus: 'paused' });
  });

  it('refuses to enable an account the login may only read', async () => {
    const draper = `urn:li:sponsoredAccount:${linkedin.accounts.draper}`;
    const template = await createTemplate(testApp.app, organization, 'linkedin', 'Social');
    await assignTemplate(testApp.app, organization, 'linkedin', [draper], template.id);
    const response = await callAds(testApp.app, organization, 'PUT', 'linkedin/ads/accounts', {
      platform: 'linkedin',
      organization_id: organization.id,
      resourceNames: [draper],
      changes: { enabled: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.enabled).toMatch(
      /: This login may only read this ad account, so it cannot be tagged$/,
    );
  });

  it('answers 404 for a resource name the organization lacks, changing nothing', async () => {
    const response = await change([hearthly, 'customers/1'], { enabled: false });
    expect(response.statusCode).toBe(404);
    const removal = await callAds(testApp.app, organization, 'DELETE', 'google/ads/accounts', {
      platform: 'google',
      organization_id: organization.id,
      resourceNames: [sproutstrong, 'customers/1'],
    });
    expect(removal.statusCode).toBe(404);
    expect(
      (await listAdAccounts(testApp.app, organization, 'google')).map((row) => row.resourceName),
    ).toContain(sproutstrong);
  });

  it('removes accounts and frees their places', async () => {
    const response = await callAds(testApp.app, organization, 'DELETE', 'google/ads/accounts', {
      platform: 'google',
      organization_id: organization.id,
      resourceNames: [sproutstrong],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ content: { removed: [sproutstrong] } });
    expect(
      (await listAdAccounts(testApp.app, organization, 'google')).map((row) => row.resourceName),
    ).not.toContain(sproutstrong);
  });
});
