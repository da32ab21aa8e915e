import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';

/** Creates a key; the answer carries its secret, which the API never shows again. */
export async function createApiKey(
  sdk: UtmostClient,
  organizationId: string,
  body: components['schemas']['CreateApiKeyInput'],
) {
  const result = await sdk.POST('/api/v1/organizations/{id}/api-keys', {
    params: { path: { id: organizationId } },
    body,
  });
  return unwrap(result).content;
}

/** Revokes a key: calls made with it are refused from then on. */
export async function revokeApiKey(sdk: UtmostClient, organizationId: string, keyId: string) {
  const result = await sdk.DELETE('/api/v1/organizations/{id}/api-keys/{keyId}', {
    params: { path: { id: organizationId, keyId } },
  });
  return unwrap(result).content;
}
