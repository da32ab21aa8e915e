import { unwrap, type Platform, type UtmostClient } from '@utmost/ads-sdk';
import type { SaveUrlTemplateInput } from '../lib/template-form-resolver';

/** Publishes a template: created without `id` (201), replaced with it (200). */
export async function saveUrlTemplate(
  sdk: UtmostClient,
  input: { organizationId: string; body: SaveUrlTemplateInput },
) {
  const result = await sdk.POST('/api/v1/{platform}/urlTemplate', {
    params: {
      path: { platform: input.body.platformType },
      query: { organization_id: input.organizationId },
    },
    body: input.body,
  });
  return unwrap(result).content;
}

/**
 * Deletes templates of one platform. Templates in use are deleted only with `confirmInUse`; the
 * accounts that used them stop tagging (the answer lists them).
 */
export async function deleteUrlTemplates(
  sdk: UtmostClient,
  input: {
    platform: Platform;
    organizationId: string;
    templatesId: string[];
    confirmInUse: boolean;
  },
) {
  const result = await sdk.DELETE('/api/v1/{platform}/urlTemplate', {
    params: {
      path: { platform: input.platform },
      query: { organization_id: input.organizationId },
    },
    body: { templatesId: input.templatesId, confirmInUse: input.confirmInUse },
  });
  return unwrap(result).content;
}
