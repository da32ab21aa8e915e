import {
  DUPLICATE_TEMPLATE_NAME,
  DYNAMIC_VALUE_NOT_OFFERED,
  PARAMETER_NAME_INVALID,
  PARAMETER_VALUE_REQUIRED,
  RESERVED_TEMPLATE_NAMES,
  RESTRICTED_TEMPLATE_NAME,
  TEMPLATE_NEEDS_PARAMETER,
} from '@utmost/ads-sdk';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLATFORM_MISMATCH } from '../../src/features/ad-platforms/handlers/ad-account-handlers.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  listAdAccounts,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from '../ad-platforms/sandbox-control.js';
import {
  assignTemplate,
  buildTemplate,
  createTemplate,
  dynamicEntry,
  listTemplates,
  postTemplate,
  staticEntry,
  type Platform,
  type TemplateEntryBody,
  type UrlTemplateBody,
} from './url-template-fixtures.js';

// Issue 5 "Bad input": every refusal answers its message and leaves every template as it was.

const { google } = SANDBOX_AD_CATALOG;
const HEARTHLY = `customers/${google.customers.hearthly}`;
const SPROUTSTRONG = `customers/${google.customers.sproutstrong}`;

let testApp: TestApp;
let organization: Organization;
let existing: UrlTemplateBody;
/** Both platforms' templates before each refusal, to compare with after it. */
let before: { google: UrlTemplateBody[]; linkedin: UrlTemplateBody[] };

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'BadTemplates');
  existing = await createTemplate(testApp.app, organization, 'google', 'Search UTMs');
  await createTemplate(testApp.app, organization, 'linkedin', 'Social UTMs');
});

afterAll(async () => {
  await testApp.close();
});

async function snapshot() {
  return {
    google: await listTemplates(testApp.app, organization, 'google'),
    linkedin: await listTemplates(testApp.app, organization, 'linkedin'),
  };
}

beforeEach(async () => {
  before = await snapshot();
});

/** Posts the body and expects 400 with exactly these field errors, and nothing changed. */
async function expectRefused(
  platform: string,
  body: Record<string, unknown>,
  errors: Record<string, string>,
): Promise<void> {
  const response = await postTemplate(testApp.app, organization, platform, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ errors });
  expect(await snapshot()).toEqual(before);
}

function withParameters(platform: Platform, urlTemplate: Record<string, TemplateEntryBody>) {
  return { name: 'Bad parameters', platformType: platform, urlTemplate };
}

describe('template names', () => {
  it.each(['Search UTMs', 'search utms', 'SEARCH UTMS', '  Search UTMs  ', '\tsearch UTMs\n'])(
    'refuses %j, taken on this platform',
    async (name) => {
      await expectRefused('google', buildTemplate('google', name), {
        name: DUPLICATE_TEMPLATE_NAME,
      });
    },
  );

  it('refuses renaming a template to the name of another', async () => {
    const other = await createTemplate(testApp.app, organization, 'google', 'Other UTMs');
    before = await snapshot();
    await expectRefused(
      'google',
      { id: other.id, ...buildTemplate('google', 'search utms') },
      { name: DUPLICATE_TEMPLATE_NAME },
    );
  });

  it('allows the same name on another platform and in another organization', async () => {
    await createTemplate(testApp.app, organization, 'linkedin', 'Search UTMs');
    const other = await createOrganization(testApp, 'OtherBadTemplates');
    await createTemplate(testApp.app, other, 'google', 'Search UTMs');
  });

  it.each(
    RESERVED_TEMPLATE_NAMES.flatMap((name) => [
      name,
      name.toUpperCase(),
      ` ${name.toLowerCase()} `,
    ]),
  )('refuses the reserved name %j', async (name) => {
    await expectRefused('google', buildTemplate('google', name), {
      name: RESTRICTED_TEMPLATE_NAME,
    });
  });

  it('refuses an empty name', async () => {
    await expectRefused('google', buildTemplate('google', '   '), { name: 'Field is required' });
  });
});

describe('parameters', () => {
  it.each(['1st', 'utm source', 'a&b', 'a=b', 'x#y', 'ütm', '-dash', 'q?'])(
    'refuses the parameter name %j',
    async (name) => {
      await expectRefused(
        'google',
        withParameters('google', { utm_source: staticEntry('google'), [name]: staticEntry('x') }),
        { [`urlTemplate.${name}.name`]: PARAMETER_NAME_INVALID },
      );
    },
  );

  it.each(['', '   '])('refuses the empty value %j, static or dynamic', async (value) => {
    await expectRefused(
      'google',
      withParameters('google', {
        utm_source: staticEntry(value),
        utm_campaign: dynamicEntry(value),
      }),
      {
        'urlTemplate.utm_source.value': PARAMETER_VALUE_REQUIRED,
        'urlTemplate.utm_campaign.value': PARAMETER_VALUE_REQUIRED,
      },
    );
  });

  it.each([
    ['linkedin', '{keyword}'],
    ['linkedin', '{ad_group_name}'],
    ['google', '{creative_name}'],
    ['google', '{no_such_value}'],
  ] as const)('refuses %s the dynamic value %s, not offered there', async (platform, value) => {
    await expectRefused(
      platform,
      withParameters(platform, {
        utm_source: staticEntry(platform),
        utm_term: dynamicEntry(value),
      }),
      { 'urlTemplate.utm_term.value': DYNAMIC_VALUE_NOT_OFFERED },
    );
  });

  it('refuses a template whose every parameter is to be deleted', async () => {
    await expectRefused(
      'google',
      withParameters('google', { utm_source: { ...staticEntry('google'), toBeDeleted: true } }),
      { urlTemplate: TEMPLATE_NEEDS_PARAMETER },
    );
  });

  it('says nothing of the parameters flagged to be deleted', async () => {
    const response = await postTemplate(
      testApp.app,
      organization,
      'linkedin',
      withParameters('linkedin', {
        utm_source: staticEntry('linkedin'),
        'bad name': { ...dynamicEntry('{keyword}'), toBeDeleted: true },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a body whose platformType is not the path’s platform', async () => {
    await expectRefused('google', buildTemplate('linkedin', 'Mismatch'), {
      platformType: PLATFORM_MISMATCH,
    });
  });
});

describe('deleting a template in use', () => {
  it('asks first, naming the accounts that would stop tagging, and deletes nothing', async () => {
    await connect(testApp.app, organization, 'google', google.logins.ada);
    const added = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', google.logins.ada, [
        google.customers.sproutstrong,
        google.customers.hearthly,
      ]),
    );
    expect(added.statusCode, added.body).toBe(201);
    await assignTemplate(
      testApp.app,
      organization,
      'google',
      [SPROUTSTRONG, HEARTHLY],
      existing.id,
    );
    const accountsBefore = await listAdAccounts(testApp.app, organization, 'google');
    before = await snapshot();

    const response = await callAds(testApp.app, organization, 'DELETE', 'google/urlTemplate', {
      templatesId: [existing.id],
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message:
          'Used by Hearthly, Sproutstrong. Confirm to delete: these ad accounts will stop tagging.',
      },
    });
    const refusedWithFalse = await callAds(
      testApp.app,
      organization,
      'DELETE',
      'google/urlTemplate',
      {
        templatesId: [existing.id],
        confirmInUse: false,
      },
    );
    expect(refusedWithFalse.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect(await listAdAccounts(testApp.app, organization, 'google')).toEqual(accountsBefore);
  });
});
