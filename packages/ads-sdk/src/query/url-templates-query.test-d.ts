import { QueryClient } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createUtmostClient } from '../client/create-utmost-client.js';
import type { components } from '../generated/schema.js';
import type { DynamicValue, TemplatePreset, UrlTemplate } from '../index.js';
import {
  defaultUrlTemplateQueryOptions,
  dynamicValuesQueryOptions,
  templateKeysQueryOptions,
  urlTemplatePreviewQueryOptions,
  urlTemplatesQueryOptions,
} from './url-templates-query.js';

describe('url template query types', () => {
  const client = createUtmostClient({ baseUrl: '' });
  const queryClient = new QueryClient();
  const params = { platform: 'google', organizationId: 'o' } as const;

  it('tags each key with its data type', () => {
    expectTypeOf(
      queryClient.getQueryData(urlTemplatesQueryOptions(client, params).queryKey),
    ).toEqualTypeOf<UrlTemplate[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(defaultUrlTemplateQueryOptions(client, 'google').queryKey),
    ).toEqualTypeOf<TemplatePreset | undefined>();
    expectTypeOf(
      queryClient.getQueryData(templateKeysQueryOptions(client, params).queryKey),
    ).toEqualTypeOf<components['schemas']['TemplateKey'][] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(dynamicValuesQueryOptions(client, 'linkedin').queryKey),
    ).toEqualTypeOf<DynamicValue[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(
        urlTemplatePreviewQueryOptions(client, { ...params, urlTemplate: {}, resourceName: null })
          .queryKey,
      ),
    ).toEqualTypeOf<components['schemas']['UrlTemplatePreview'] | undefined>();
  });

  it('accepts only connectable platforms', () => {
    // @ts-expect-error tiktok is a coming-soon logo, not a platform
    dynamicValuesQueryOptions(client, 'tiktok');
  });
});
