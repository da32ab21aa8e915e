import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import type { Platform } from '../rules/ad-accounts.js';
import {
  dropDeletedEntries,
  type UrlTemplate,
  type UrlTemplateMap,
} from '../rules/url-templates.js';
import type { AdPlatformListParams } from './ad-platforms-query.js';
import { queryKeys } from './query-keys.js';

/**
 * The organization's tracking templates on one platform (`GET /{platform}/urlTemplates`), newest
 * first, each with the ad accounts that use it. Entries flagged `toBeDeleted` are dropped on load
 * (spec §3), so every reader sees the template as it applies.
 */
export function urlTemplatesQueryOptions(client: UtmostClient, params: AdPlatformListParams) {
  const { platform, organizationId } = params;
  return queryOptions({
    queryKey: queryKeys.urlTemplate.list({ platform, organizationId }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/urlTemplates', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content.map((template) => ({
        ...template,
        urlTemplate: dropDeletedEntries(template.urlTemplate),
      }));
    },
  });
}

/**
 * The platform's default template (`GET /{platform}/defaultUrlTemplate`): the editor's new draft
 * starts from it, under `DEFAULT_TEMPLATE_ID`, named `NEW_TEMPLATE_DRAFT_NAME`.
 */
export function defaultUrlTemplateQueryOptions(client: UtmostClient, platform: Platform) {
  return queryOptions({
    queryKey: queryKeys.urlTemplate.preset({ platform, preset: 'default' }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/defaultUrlTemplate', {
        params: { path: { platform } },
        signal,
      });
      const preset = unwrap(result).content;
      return { ...preset, urlTemplate: dropDeletedEntries(preset.urlTemplate) };
    },
  });
}

/** The HubSpot-style preset (`GET /{platform}/hubSpotUrlTemplate`); read its `urlTemplate` entries. */
export function hubSpotUrlTemplateQueryOptions(client: UtmostClient, platform: Platform) {
  return queryOptions({
    queryKey: queryKeys.urlTemplate.preset({ platform, preset: 'hubSpot' }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/hubSpotUrlTemplate', {
        params: { path: { platform } },
        signal,
      });
      const preset = unwrap(result).content;
      return { ...preset, urlTemplate: dropDeletedEntries(preset.urlTemplate) };
    },
  });
}

/**
 * The parameter names to offer (`GET /{platform}/templateKeys`): the UTM keys, then the custom keys
 * the organization's templates on the platform use.
 */
export function templateKeysQueryOptions(client: UtmostClient, params: AdPlatformListParams) {
  const { platform, organizationId } = params;
  return queryOptions({
    queryKey: queryKeys.templateKeys.list({ platform, organizationId }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/templateKeys', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * The dynamic values a template may use on the platform (`GET /{platform}/dynamicValues`):
 * Utmost's placeholders and, on Google, the ValueTrack macros. The same for every organization.
 */
export function dynamicValuesQueryOptions(client: UtmostClient, platform: Platform) {
  return queryOptions({
    queryKey: queryKeys.dynamicValues.list({ platform }),
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/{platform}/dynamicValues', {
        params: { path: { platform } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

export interface UrlTemplatePreviewParams extends AdPlatformListParams {
  /** The unsaved template as the editor holds it; entries flagged `toBeDeleted` are ignored. */
  urlTemplate: UrlTemplateMap;
  /** The ad account to take the sample ad from; null lets the API pick the newest connected one. */
  resourceName: string | null;
}

/**
 * The final URL the template gives a sample ad (`POST /{platform}/urlTemplate/preview`). A read
 * despite the method, so it is a query: keyed by the template and the account, each version the
 * user pauses on is fetched once, and a newer one cancels the older request.
 */
export function urlTemplatePreviewQueryOptions(
  client: UtmostClient,
  params: UrlTemplatePreviewParams,
) {
  const { platform, organizationId, urlTemplate, resourceName } = params;
  return queryOptions({
    queryKey: queryKeys.urlTemplate.preview({
      platform,
      organizationId,
      urlTemplate,
      resourceName,
    }),
    queryFn: async ({ signal }) => {
      const result = await client.POST('/api/v1/{platform}/urlTemplate/preview', {
        params: { path: { platform }, query: { organization_id: organizationId } },
        body: resourceName === null ? { urlTemplate } : { urlTemplate, resourceName },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * Publishes a template (`POST /{platform}/urlTemplate`, the platform being the body's
 * `platformType`): created without `id` (201), replaced with it (200).
 */
export function saveUrlTemplateMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (body: components['schemas']['SaveUrlTemplateInput']) => {
      const result = await client.POST('/api/v1/{platform}/urlTemplate', {
        params: {
          path: { platform: body.platformType },
          query: { organization_id: organizationId },
        },
        body,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * Deletes one template (`DELETE /{platform}/urlTemplate`). One in use is deleted with its
 * confirmation sent along: the accounts that used it stop tagging (the answer lists them).
 */
export function deleteUrlTemplateMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (template: UrlTemplate) => {
      const result = await client.DELETE('/api/v1/{platform}/urlTemplate', {
        params: {
          path: { platform: template.platformType },
          query: { organization_id: organizationId },
        },
        body: { templatesId: [template.id], confirmInUse: template.adAccounts.length > 0 },
      });
      return unwrap(result).content;
    },
  });
}
