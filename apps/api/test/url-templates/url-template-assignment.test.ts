import { ACTIVATION_NEEDS_TEMPLATE } from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  listAdAccounts,
  type AdAccountBody,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import {
  assignTemplate,
  changeAccounts,
  createTemplate,
  listTemplates,
  type UrlTemplateBody,
} from './url-template-fixtures.js';

// Assigning templates to ad accounts (single and bulk), the activation rule after it, and
// deleting a template in use once confirmed.

const { google } = SANDBOX_AD_CATALOG;
const HEARTHLY = `customers/${google.customers.hearthly}`;
const SPROUTSTRONG = `customers/${google.customers.sproutstrong}`;
const ENGINES = `customers/${google.customers.engines}`;
const TEMPLATE_FIELD = 'changes.urlTemplateId';
const NOT_OURS = "Choose one of this organization's Google Ads tracking templates";

let testApp: TestApp;
let organization: Organization;
let search: UrlTemplateBody;
let shopping: UrlTemplateBody;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'Assignment');
  await connect(testApp.app, organization, 'google', google.logins.ada);
  const added = await callAds(
    testApp.app,
    organization,
    'POST',
    'google/ads/accounts',
    addPayload(organization, 'google', google.logins.ada, [
      google.customers.hearthly,
      google.customers.sproutstrong,
      google.customers.engines,
    ]),
  );
  expect(added.statusCode, added.body).toBe(201);
  search = await createTemplate(testApp.app, organization, 'google', 'Search');
  shopping = await createTemplate(testApp.app, organization, 'google', 'Shopping');
});

afterAll(async () => {
  await testApp.close();
});

async function findAccounts(): Promise<Record<string, AdAccountBody>> {
  const accounts = await listAdAccounts(testApp.app, organization, 'google');
  return Object.fromEntries(accounts.map((account) => [account.resourceName, account]));
}

describe('assigning a tracking template', () => {
  it('assigns one account; it is then ready to tag (paused) but not tagging', async () => {
    const response = await changeAccounts(testApp.app, organization, 'google', [HEARTHLY], {
      urlTemplateId: search.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content).toEqual([
      expect.objectContaining({
        resourceName: HEARTHLY,
        urlTemplate: { id: search.id, name: 'Search' },
        enabled: false,
        taggingStatus: 'paused',
        // Never switched on: the app words it as ready rather than paused.
        autoTaggingEnabledAt: null,
      }),
    ]);
    expect((await findAccounts())[SPROUTSTRONG]).toMatchObject({
      urlTemplate: null,
      taggingStatus: 'disabled',
    });
  });

  it('assigns several accounts at once, replacing what they had', async () => {
    await assignTemplate(
      testApp.app,
      organization,
      'google',
      [HEARTHLY, SPROUTSTRONG],
      shopping.id,
    );
    const accounts = await findAccounts();
    for (const name of [HEARTHLY, SPROUTSTRONG]) {
      expect(accounts[name]?.urlTemplate).toEqual({ id: shopping.id, name: 'Shopping' });
    }
    const listed = await listTemplates(testApp.app, organization, 'google');
    const users = listed.find((template) => template.id === shopping.id)?.adAccounts;
    expect(users).toEqual([
      { resourceName: HEARTHLY, name: 'Hearthly' },
      { resourceName: SPROUTSTRONG, name: 'Sproutstrong' },
    ]);
    expect(listed.find((template) => template.id === search.id)?.adAccounts).toEqual([]);
  });

  it('shows a renamed template’s new name on its accounts', async () => {
    const renamed = await callAds(testApp.app, organization, 'POST', 'google/urlTemplate', {
      id: shopping.id,
      name: 'Shopping renamed',
      platformType: 'google',
      urlTemplate: { utm_source: { value: 'google', isDynamic: false } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await findAccounts())[HEARTHLY]?.urlTemplate).toEqual({
      id: shopping.id,
      name: 'Shopping renamed',
    });
  });

  it('lets an account with a template start tagging, and assigns and enables at once', async () => {
    const enabled = await changeAccounts(testApp.app, organization, 'google', [HEARTHLY], {
      enabled: true,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().content[0]).toMatchObject({ enabled: true, taggingStatus: 'active' });
    const both = await changeAccounts(testApp.app, organization, 'google', [ENGINES], {
      urlTemplateId: search.id,
      enabled: true,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().content[0]).toMatchObject({
      urlTemplate: { id: search.id, name: 'Search' },
      enabled: true,
      taggingStatus: 'active',
    });
  });

  it('remembers when auto-tagging was switched on, after it is switched off again', async () => {
    const before = (await findAccounts())[HEARTHLY];
    expect(before).toMatchObject({ enabled: true, taggingStatus: 'active' });
    const switchedOnAt = before?.autoTaggingEnabledAt;
    expect(typeof switchedOnAt).toBe('string');
    expect(Number.isNaN(Date.parse(switchedOnAt ?? ''))).toBe(false);

    // Switched on again while on: the time it was switched on stays.
    const again = await changeAccounts(testApp.app, organization, 'google', [HEARTHLY], {
      enabled: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().content[0].autoTaggingEnabledAt).toBe(switchedOnAt);

    const off = await changeAccounts(testApp.app, organization, 'google', [HEARTHLY], {
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().content[0]).toMatchObject({
      enabled: false,
      taggingStatus: 'paused',
      autoTaggingEnabledAt: switchedOnAt,
    });
    // The other account with a template was never switched on, and says so.
    expect((await findAccounts())[SPROUTSTRONG]).toMatchObject({
      enabled: false,
      taggingStatus: 'paused',
      autoTaggingEnabledAt: null,
    });

    const onAgain = await changeAccounts(testApp.app, organization, 'google', [HEARTHLY], {
      enabled: true,
    });
    expect(onAgain.statusCode, onAgain.body).toBe(200);
    expect(onAgain.json().content[0].autoTaggingEnabledAt).not.toBe(switchedOnAt);
  });

  it('takes a template off with null, which also stops tagging', async () => {
    await assignTemplate(testApp.app, organization, 'google', [ENGINES], null);
    expect((await findAccounts())[ENGINES]).toMatchObject({
      urlTemplate: null,
      enabled: false,
      taggingStatus: 'disabled',
    });
    const refused = await changeAccounts(testApp.app, organization, 'google', [ENGINES], {
      enabled: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.enabled).toBe(
      `Analytical Engines Ltd: ${ACTIVATION_NEEDS_TEMPLATE}`,
    );
  });

  it('refuses null with enabled: true in one request, changing nothing', async () => {
    const before = await findAccounts();
    const response = await changeAccounts(testApp.app, organization, 'google', [HEARTHLY], {
      urlTemplateId: null,
      enabled: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.enabled).toBe(`Hearthly: ${ACTIVATION_NEEDS_TEMPLATE}`);
    expect(await findAccounts()).toEqual(before);
  });

  it('refuses a template of another platform, another organization or none, changing nothing', async () => {
    const linkedinTemplate = await createTemplate(testApp.app, organization, 'linkedin', 'Social');
    const stranger = await createOrganization(testApp, 'AssignmentStranger');
    const theirs = await createTemplate(testApp.app, stranger, 'google', 'Theirs');
    const before = await findAccounts();
    for (const urlTemplateId of [linkedinTemplate.id, theirs.id, crypto.randomUUID()]) {
      const response = await changeAccounts(
        testApp.app,
        organization,
        'google',
        [SPROUTSTRONG, ENGINES],
        { urlTemplateId, enabled: true },
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ errors: { [TEMPLATE_FIELD]: NOT_OURS } });
    }
    expect(await findAccounts()).toEqual(before);
  });
});

describe('deleting a template in use, confirmed', () => {
  it('takes it off its accounts and stops their tagging, in one go', async () => {
    const before = await findAccounts();
    expect(before[HEARTHLY]).toMatchObject({ enabled: true, urlTemplate: { id: shopping.id } });
    const response = await callAds(testApp.app, organization, 'DELETE', 'google/urlTemplate', {
      templatesId: [shopping.id],
      confirmInUse: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content).toEqual({
      deleted: [shopping.id],
      disabledAdAccounts: [HEARTHLY, SPROUTSTRONG].sort(),
    });
    const after = await findAccounts();
    for (const name of [HEARTHLY, SPROUTSTRONG]) {
      expect(after[name]).toMatchObject({
        urlTemplate: null,
        enabled: false,
        taggingStatus: 'disabled',
      });
    }
    const ids = (await listTemplates(testApp.app, organization, 'google')).map((t) => t.id);
    expect(ids).toEqual([search.id]);
  });
});
