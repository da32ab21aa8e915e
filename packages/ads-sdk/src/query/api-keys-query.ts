import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import { queryKeys } from './query-keys.js';

export type ApiKey = components['schemas']['ApiKey'];

/** The organization's API keys, newest first (`GET /organizations/{id}/api-keys`); `apiKeys:manage`. */
export function apiKeysQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'api-keys', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/organizations/{id}/api-keys', {
        params: { path: { id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** Creates a key; the answer carries its secret, which the API never shows again. */
export function createApiKeyMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (body: components['schemas']['CreateApiKeyInput']) => {
      const result = await client.POST('/api/v1/organizations/{id}/api-keys', {
        params: { path: { id: organizationId } },
        body,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * Revokes a key: calls made with it are refused from then on. Takes the whole key so that the
 * caller's `onSuccess` can name it.
 */
export function revokeApiKeyMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (apiKey: ApiKey) => {
      const result = await client.DELETE('/api/v1/organizations/{id}/api-keys/{keyId}', {
        params: { path: { id: organizationId, keyId: apiKey.id } },
      });
      return unwrap(result).content;
    },
  });
}
