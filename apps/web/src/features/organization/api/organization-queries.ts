import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';
import { queryKeys } from '@utmost/ads-sdk/query';

export type Organization = components['schemas']['Organization'];
export type OrganizationMember = components['schemas']['OrganizationMember'];

/** One organization's details (`GET /organizations/{id}`); needs `organization:view`. */
export function organizationQueryOptions(sdk: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'detail', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await sdk.GET('/api/v1/organizations/{id}', {
        params: { path: { id: organizationId } },
        signal,
      });
      return unwrap(result).content.organization;
    },
  });
}

/** The members and pending invitations (`GET /organizations/{id}/members`). */
export function membersQueryOptions(sdk: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'members', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await sdk.GET('/api/v1/organizations/{id}/members', {
        params: { path: { id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

export type ApiKey = components['schemas']['ApiKey'];

/** The organization's API keys, newest first (`GET /organizations/{id}/api-keys`); `apiKeys:manage`. */
export function apiKeysQueryOptions(sdk: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'api-keys', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await sdk.GET('/api/v1/organizations/{id}/api-keys', {
        params: { path: { id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}
