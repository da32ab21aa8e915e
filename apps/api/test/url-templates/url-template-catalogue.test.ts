import {
  DEFAULT_TEMPLATE_ID,
  DEFAULT_TEMPLATE_NAME,
  HUBSPOT_TEMPLATE_NAME,
  UTM_KEYS,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import {
  callAds,
  createOrganization,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import {
  buildTemplate,
  createTemplate,
  listTemplates,
  postTemplate,
  readContent,
  staticEntry,
} from './url-template-fixtures.js';

// What the template editor is offered (keys, dynamic values, presets), who may change templates,
// and the platform the contract names without serving.

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'TemplateCatalogue');
});

afterAll(async () => {
  await testApp.close();
});

describe('what the editor offers', () => {
  it('lists the UTM keys first, then the custom keys of the platform’s templates', async () => {
    const own = await createOrganization(testApp, 'Keys');
    await createTemplate(testApp.app, own, 'google', 'Keys one', {
      zeta: staticEntry('z'),
      alpha: staticEntry('a'),
    });
    await createTemplate(testApp.app, own, 'google', 'Keys two', { alpha: staticEntry('again') });
    await createTemplate(testApp.app, own, 'linkedin', 'Keys three', { li_only: staticEntry('x') });
    const response = await callAds(testApp.app, own, 'GET', 'google/templateKeys');
    expect(readContent(response)).toEqual([
      ...UTM_KEYS.map((key) => ({ key, isUtm: true })),
      { key: 'alpha', isUtm: false },
      { key: 'zeta', isUtm: false },
    ]);
  });

  it('offers Utmost placeholders everywhere and ValueTrack on Google only', async () => {
    const values = async (platform: string) =>
      readContent<{ value: string; source: string; label: string }[]>(
        await callAds(testApp.app, organization, 'GET', `${platform}/dynamicValues`),
      );
    const google = await values('google');
    const linkedin = await values('linkedin');
    expect(google).toContainEqual({
      value: '{campaign_name}',
      label: 'Campaign name',
      source: 'utmost',
    });
    expect(google).toContainEqual(
      expect.objectContaining({ value: '{keyword}', source: 'valuetrack' }),
    );
    expect(linkedin).toContainEqual(expect.objectContaining({ value: '{creative_name}' }));
    expect(linkedin.map((value) => value.value)).not.toContain('{keyword}');
    expect(linkedin.every((value) => value.source === 'utmost')).toBe(true);
  });

  it('serves the default and HubSpot presets, both saveable under a name of one’s own', async () => {
    for (const platform of ['google', 'linkedin'] as const) {
      const preset = readContent<{
        id: string;
        name: string;
        platformType: string;
        urlTemplate: object;
      }>(await callAds(testApp.app, organization, 'GET', `${platform}/defaultUrlTemplate`));
      expect(preset).toMatchObject({
        id: DEFAULT_TEMPLATE_ID,
        name: DEFAULT_TEMPLATE_NAME,
        platformType: platform,
      });
      const hubSpot = readContent<{ id: string; name: string; urlTemplate: object }>(
        await callAds(testApp.app, organization, 'GET', `${platform}/hubSpotUrlTemplate`),
      );
      expect(hubSpot).toMatchObject({ id: 'hubspot', name: HUBSPOT_TEMPLATE_NAME });
      expect(Object.keys(hubSpot.urlTemplate)).toContain('hsa_acc');
      for (const [name, urlTemplate] of [
        [`${platform} from default`, preset.urlTemplate],
        [`${platform} from HubSpot`, hubSpot.urlTemplate],
      ] as const) {
        const saved = await postTemplate(testApp.app, organization, platform, {
          name,
          platformType: platform,
          urlTemplate,
        });
        expect(saved.statusCode, saved.body).toBe(201);
      }
    }
  });
});

describe('who may do what', () => {
  it('lets an external member read templates but not change them', async () => {
    const external = await createTestAccount(testApp.testDatabase.database.db, 'External');
    await addMember(testApp.testDatabase.database.db, organization.id, external, 'external');
    const cookie = await signIn(testApp.app, external);
    const listed = await callAds(
      testApp.app,
      organization,
      'GET',
      'google/urlTemplates',
      undefined,
      cookie,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const before = await listTemplates(testApp.app, organization, 'google');
    const saved = await postTemplate(
      testApp.app,
      organization,
      'google',
      buildTemplate('google', 'External'),
      cookie,
    );
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.message).toBe("You don't have permission to edit tracking templates");
    const deleted = await callAds(
      testApp.app,
      organization,
      'DELETE',
      'google/urlTemplate',
      { templatesId: before.map((template) => template.id).slice(0, 1) },
      cookie,
    );
    expect(deleted.statusCode).toBe(403);
    expect(await listTemplates(testApp.app, organization, 'google')).toEqual(before);
  });

  it('answers 400 PLATFORM_NOT_SUPPORTED for microsoft on every template operation', async () => {
    const calls = [
      ['GET', 'microsoft/urlTemplates', undefined],
      ['POST', 'microsoft/urlTemplate', buildTemplate('google', 'Microsoft')],
      ['DELETE', 'microsoft/urlTemplate', { templatesId: [crypto.randomUUID()] }],
      ['POST', 'microsoft/urlTemplate/preview', { urlTemplate: { utm_source: staticEntry('x') } }],
      ['GET', 'microsoft/defaultUrlTemplate', undefined],
      ['GET', 'microsoft/hubSpotUrlTemplate', undefined],
      ['GET', 'microsoft/templateKeys', undefined],
      ['GET', 'microsoft/dynamicValues', undefined],
    ] as const;
    for (const [method, path, payload] of calls) {
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
