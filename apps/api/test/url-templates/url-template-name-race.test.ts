import { DUPLICATE_TEMPLATE_NAME } from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as repository from '../../src/features/url-templates/repositories/url-template-repository.js';
import { listOtherTemplateNames } from '../../src/features/url-templates/repositories/url-template-repository.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import {
  buildTemplate,
  createTemplate,
  listTemplates,
  postTemplate,
} from './url-template-fixtures.js';

// Two saves of one name at once both pass the name check before either is stored. The race is
// made certain here: the check reads a stale list (as the loser of the race would), so the
// second save meets the unique index, which must still answer the rule's 400.

vi.mock(
  '../../src/features/url-templates/repositories/url-template-repository.js',
  async (importOriginal) => {
    const actual = await importOriginal<typeof repository>();
    return { ...actual, listOtherTemplateNames: vi.fn(actual.listOtherTemplateNames) };
  },
);

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'NameRace');
});

afterAll(async () => {
  await testApp.close();
});

describe('a name taken while the save was being checked', () => {
  it('is refused by the unique index with the rule’s message, on create and on rename', async () => {
    await createTemplate(testApp.app, organization, 'google', 'Raced name');
    const other = await createTemplate(testApp.app, organization, 'google', 'Other name');
    const before = await listTemplates(testApp.app, organization, 'google');
    for (const body of [
      buildTemplate('google', ' raced NAME'),
      { id: other.id, ...buildTemplate('google', 'RACED name') },
    ]) {
      vi.mocked(listOtherTemplateNames).mockResolvedValueOnce([]);
      const response = await postTemplate(testApp.app, organization, 'google', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ errors: { name: DUPLICATE_TEMPLATE_NAME } });
    }
    expect(vi.mocked(listOtherTemplateNames)).toHaveBeenCalled();
    expect(await listTemplates(testApp.app, organization, 'google')).toEqual(before);
  });
});
