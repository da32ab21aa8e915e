import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  callAds,
  createOrganization,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import {
  buildTemplate,
  createTemplate,
  dynamicEntry,
  listTemplates,
  postTemplate,
  readContent,
  staticEntry,
  type UrlTemplateBody,
} from './url-template-fixtures.js';

// Creating, replacing, listing and deleting tracking templates.

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'Templates');
});

afterAll(async () => {
  await testApp.close();
});

describe('saving tracking templates', () => {
  it('creates a template, keeping the order of its parameters and dropping those to delete', async () => {
    // jsonb would sort an object's keys (shortest first): the stored list must not.
    const urlTemplate = {
      utm_source: staticEntry(' linkedin '),
      zz_custom_parameter: staticEntry('first custom'),
      removed: { ...staticEntry('gone'), toBeDeleted: true },
      b: dynamicEntry('{campaign_group_name}'),
      utm_campaign: { ...dynamicEntry('{campaign_name}'), toBeDeleted: false },
    };
    const response = await postTemplate(testApp.app, organization, 'linkedin', {
      name: '  Ordered  ',
      platformType: 'linkedin',
      urlTemplate,
    });
    const created = readContent<UrlTemplateBody>(response, 201);
    const expected = {
      utm_source: staticEntry('linkedin'),
      zz_custom_parameter: staticEntry('first custom'),
      b: dynamicEntry('{campaign_group_name}'),
      utm_campaign: dynamicEntry('{campaign_name}'),
    };
    expect(created).toMatchObject({ name: 'Ordered', platformType: 'linkedin', adAccounts: [] });
    expect(Object.entries(created.urlTemplate)).toEqual(Object.entries(expected));
    const [listed] = (await listTemplates(testApp.app, organization, 'linkedin')).filter(
      (template) => template.id === created.id,
    );
    expect(Object.entries(listed?.urlTemplate ?? {})).toEqual(Object.entries(expected));
  });

  it('replaces a template given its id (200), keeping when it was created', async () => {
    const created = await createTemplate(testApp.app, organization, 'google', 'Before');
    const response = await postTemplate(testApp.app, organization, 'google', {
      id: created.id,
      name: 'After',
      platformType: 'google',
      urlTemplate: { utm_term: dynamicEntry('{keyword}'), utm_source: staticEntry('google') },
    });
    const updated = readContent<UrlTemplateBody>(response);
    expect(updated).toMatchObject({ id: created.id, name: 'After', createdAt: created.createdAt });
    expect(Object.keys(updated.urlTemplate)).toEqual(['utm_term', 'utm_source']);
    const names = (await listTemplates(testApp.app, organization, 'google')).map((t) => t.name);
    expect(names).toContain('After');
    expect(names).not.toContain('Before');
  });

  it('keeps its own name when saved again (not a duplicate of itself)', async () => {
    const created = await createTemplate(testApp.app, organization, 'google', 'Same name');
    const response = await postTemplate(testApp.app, organization, 'google', {
      id: created.id,
      ...buildTemplate('google', 'same NAME '),
    });
    expect(readContent<UrlTemplateBody>(response).name).toBe('same NAME');
  });

  it('lists the templates of one platform, newest first', async () => {
    const first = await createTemplate(testApp.app, organization, 'google', 'Older');
    const second = await createTemplate(testApp.app, organization, 'google', 'Newer');
    const ids = (await listTemplates(testApp.app, organization, 'google')).map((t) => t.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const linkedinIds = (await listTemplates(testApp.app, organization, 'linkedin')).map(
      (t) => t.id,
    );
    expect(linkedinIds).not.toContain(first.id);
  });

  it('answers 404 for an unknown id or another platform’s template, saving nothing', async () => {
    const linkedinTemplate = await createTemplate(testApp.app, organization, 'linkedin', 'Mine');
    const before = await listTemplates(testApp.app, organization, 'google');
    for (const id of [crypto.randomUUID(), linkedinTemplate.id]) {
      const response = await postTemplate(testApp.app, organization, 'google', {
        id,
        ...buildTemplate('google', 'Hijack'),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Tracking template not found.' },
      });
    }
    expect(await listTemplates(testApp.app, organization, 'google')).toEqual(before);
  });

  it('answers 404 when updating another organization’s template, changing nothing', async () => {
    const other = await createOrganization(testApp, 'OtherTemplates');
    const theirs = await createTemplate(testApp.app, other, 'google', 'Theirs');
    const response = await postTemplate(testApp.app, organization, 'google', {
      id: theirs.id,
      ...buildTemplate('google', 'Taken'),
    });
    expect(response.statusCode).toBe(404);
    expect(await listTemplates(testApp.app, other, 'google')).toEqual([theirs]);
  });
});

describe('deleting tracking templates', () => {
  it('deletes templates nobody uses', async () => {
    const first = await createTemplate(testApp.app, organization, 'google', 'Delete one');
    const second = await createTemplate(testApp.app, organization, 'google', 'Delete two');
    const response = await callAds(testApp.app, organization, 'DELETE', 'google/urlTemplate', {
      templatesId: [second.id, first.id],
    });
    expect(readContent(response)).toEqual({
      deleted: [second.id, first.id],
      disabledAdAccounts: [],
    });
    const ids = (await listTemplates(testApp.app, organization, 'google')).map((t) => t.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
  });

  it('answers 404 when one id is unknown or of another platform, deleting none', async () => {
    const kept = await createTemplate(testApp.app, organization, 'google', 'Kept');
    const linkedinTemplate = await createTemplate(testApp.app, organization, 'linkedin', 'Kept');
    for (const stranger of [crypto.randomUUID(), linkedinTemplate.id]) {
      const response = await callAds(testApp.app, organization, 'DELETE', 'google/urlTemplate', {
        templatesId: [kept.id, stranger],
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    const ids = (await listTemplates(testApp.app, organization, 'google')).map((t) => t.id);
    expect(ids).toContain(kept.id);
  });
});
