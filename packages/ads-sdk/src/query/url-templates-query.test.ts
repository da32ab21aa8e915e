import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import type { components } from '../generated/schema.js';
import type { UrlTemplate } from '../rules/url-templates.js';
import { invalidateQueryTags } from './invalidate-query-tags.js';
import { queryKeys } from './query-keys.js';
import {
  defaultUrlTemplateQueryOptions,
  deleteUrlTemplateMutationOptions,
  dynamicValuesQueryOptions,
  hubSpotUrlTemplateQueryOptions,
  saveUrlTemplateMutationOptions,
  templateKeysQueryOptions,
  urlTemplatePreviewQueryOptions,
  urlTemplatesQueryOptions,
} from './url-templates-query.js';

const ORGANIZATION_ID = '6f1c2a56-1f7e-4d0c-9a53-1f0c0c0c0c01';

const TEMPLATE: UrlTemplate = {
  id: '0b9d1c1e-0000-4000-8000-000000000001',
  name: 'Brand UTMs',
  platformType: 'google',
  urlTemplate: {
    utm_source: { value: 'google', isDynamic: false },
    utm_term: { value: 'x', isDynamic: false, toBeDeleted: true },
    utm_campaign: { value: '{campaign_name}', isDynamic: true },
  },
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  adAccounts: [{ resourceName: 'customers/1', name: 'Acme EU' }],
};

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('urlTemplatesQueryOptions', () => {
  it('lists one platform’s templates under the urlTemplate list key, flagged entries dropped', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: [TEMPLATE] }));
    const options = urlTemplatesQueryOptions(createTestClient({ fetch }), {
      platform: 'google',
      organizationId: ORGANIZATION_ID,
    });
    const [template] = await createQueryClient().fetchQuery(options);
    expect(Object.keys(template?.urlTemplate ?? {})).toEqual(['utm_source', 'utm_campaign']);
    expect(template?.adAccounts).toEqual(TEMPLATE.adAccounts);
    expect(options.queryKey).toEqual([
      'urlTemplate',
      'list',
      { platform: 'google', organizationId: ORGANIZATION_ID },
    ]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/urlTemplates');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });

  it('is refetched by the urlTemplate tag and not by others', async () => {
    const { fetch } = createFakeFetch(() => createJsonResponse(200, { content: [] }));
    const queryClient = createQueryClient();
    const options = urlTemplatesQueryOptions(createTestClient({ fetch }), {
      platform: 'linkedin',
      organizationId: 'o',
    });
    await queryClient.fetchQuery(options);
    await invalidateQueryTags(queryClient, ['adAccount']);
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(false);
    await invalidateQueryTags(queryClient, ['urlTemplate']);
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });
});

describe('the presets', () => {
  const preset: components['schemas']['TemplatePreset'] = {
    id: 'default',
    name: 'Default tracking template',
    platformType: 'linkedin',
    urlTemplate: {
      utm_source: { value: 'linkedin', isDynamic: false },
      utm_medium: { value: 'paid', isDynamic: false, toBeDeleted: true },
    },
  };

  it('loads the default template per platform, flagged entries dropped', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: preset }));
    const options = defaultUrlTemplateQueryOptions(createTestClient({ fetch }), 'linkedin');
    const loaded = await createQueryClient().fetchQuery(options);
    expect(loaded.urlTemplate).toEqual({ utm_source: { value: 'linkedin', isDynamic: false } });
    expect(options.queryKey).toEqual([
      'urlTemplate',
      'preset',
      { platform: 'linkedin', preset: 'default' },
    ]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/linkedin/defaultUrlTemplate');
  });

  it('loads the HubSpot preset under a key of its own', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { ...preset, id: 'hubspot' } }),
    );
    const options = hubSpotUrlTemplateQueryOptions(createTestClient({ fetch }), 'google');
    await createQueryClient().fetchQuery(options);
    expect(options.queryKey).toEqual(
      queryKeys.urlTemplate.preset({ platform: 'google', preset: 'hubSpot' }),
    );
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/hubSpotUrlTemplate');
  });
});

describe('templateKeysQueryOptions and dynamicValuesQueryOptions', () => {
  it('read the editor’s catalogues under their own tags', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) =>
      createJsonResponse(200, {
        content: url.pathname.endsWith('templateKeys')
          ? [{ key: 'utm_source', isUtm: true }]
          : [{ value: '{campaign_name}', label: 'Campaign name', source: 'utmost' }],
      }),
    );
    const client = createTestClient({ fetch });
    const queryClient = createQueryClient();
    const keys = templateKeysQueryOptions(client, { platform: 'google', organizationId: 'o' });
    const values = dynamicValuesQueryOptions(client, 'google');
    await expect(queryClient.fetchQuery(keys)).resolves.toEqual([
      { key: 'utm_source', isUtm: true },
    ]);
    await expect(queryClient.fetchQuery(values)).resolves.toHaveLength(1);
    expect(keys.queryKey[0]).toBe('templateKeys');
    expect(values.queryKey).toEqual(['dynamicValues', 'list', { platform: 'google' }]);
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/v1/google/templateKeys',
      '/api/v1/google/dynamicValues',
    ]);
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe('o');
  });
});

describe('urlTemplatePreviewQueryOptions', () => {
  const preview: components['schemas']['UrlTemplatePreview'] = {
    sampleAd: null,
    toUtm: 'utm_source=google',
    url: null,
    errorType: null,
    ignoredParameters: [],
  };

  it('posts the unsaved template, with the chosen account when there is one', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: preview }));
    const client = createTestClient({ fetch });
    const urlTemplate = { utm_source: { value: 'google', isDynamic: false } };
    const queryClient = createQueryClient();
    await expect(
      queryClient.fetchQuery(
        urlTemplatePreviewQueryOptions(client, {
          platform: 'google',
          organizationId: 'o',
          urlTemplate,
          resourceName: null,
        }),
      ),
    ).resolves.toEqual(preview);
    await queryClient.fetchQuery(
      urlTemplatePreviewQueryOptions(client, {
        platform: 'google',
        organizationId: 'o',
        urlTemplate,
        resourceName: 'customers/1',
      }),
    );
    expect(seen.map((request) => request.request.method)).toEqual(['POST', 'POST']);
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/urlTemplate/preview');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ urlTemplate });
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({
      urlTemplate,
      resourceName: 'customers/1',
    });
  });

  it('keys each version of the template apart', () => {
    const client = createTestClient({ fetch: createFakeFetch().fetch });
    const params = { platform: 'google', organizationId: 'o', resourceName: null } as const;
    const first = urlTemplatePreviewQueryOptions(client, {
      ...params,
      urlTemplate: { utm_source: { value: 'a', isDynamic: false } },
    });
    const second = urlTemplatePreviewQueryOptions(client, {
      ...params,
      urlTemplate: { utm_source: { value: 'ab', isDynamic: false } },
    });
    expect(first.queryKey).not.toEqual(second.queryKey);
    expect(first.queryKey.slice(0, 2)).toEqual(['urlTemplate', 'preview']);
  });
});

describe('the template mutations', () => {
  it('publish on the body’s platform and answer with the saved template', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(201, { content: TEMPLATE }));
    const body = {
      name: 'Brand UTMs',
      platformType: 'linkedin',
      urlTemplate: { utm_source: { value: 'linkedin', isDynamic: false } },
    } as const;
    await expect(
      runMutation(
        saveUrlTemplateMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID),
        body,
      ),
    ).resolves.toEqual(TEMPLATE);
    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/v1/linkedin/urlTemplate');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(body);
  });

  it('delete one template, confirming only when accounts use it', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { disabledAdAccounts: [] } }),
    );
    const client = createTestClient({ fetch });
    await runMutation(deleteUrlTemplateMutationOptions(client, ORGANIZATION_ID), TEMPLATE);
    await runMutation(deleteUrlTemplateMutationOptions(client, ORGANIZATION_ID), {
      ...TEMPLATE,
      adAccounts: [],
    });
    expect(seen[0]?.request.method).toBe('DELETE');
    expect(seen[0]?.url.pathname).toBe('/api/v1/google/urlTemplate');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      templatesId: [TEMPLATE.id],
      confirmInUse: true,
    });
    expect(JSON.parse(seen[1]?.body ?? '')).toMatchObject({ confirmInUse: false });
  });

  it('fail with the field errors of a 400', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(400, { errors: { name: 'A template has this name' } }),
    );
    await expect(
      runMutation(saveUrlTemplateMutationOptions(createTestClient({ fetch }), ORGANIZATION_ID), {
        name: 'Brand UTMs',
        platformType: 'google',
        urlTemplate: {},
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { name: 'A template has this name' } });
  });
});
