import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';
import { queryKeys } from '@utmost/ads-sdk/query';

export type OrganizationSummary = components['schemas']['OrganizationSummary'];
export type Workspace = components['schemas']['Workspace'];
export type ApiUser = components['schemas']['User'];

/**
 * The signed-in user (`GET /users/{id}`, own id only): the profile page, and the shell's banner
 * while the e-mail address is unverified.
 */
export function userQueryOptions(sdk: UtmostClient, userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.user.all, 'detail', userId] as const,
    queryFn: async ({ signal }) => {
      const result = await sdk.GET('/api/v1/users/{id}', {
        params: { path: { id: userId } },
        signal,
      });
      return unwrap(result).content.user;
    },
  });
}

/** The organizations the user belongs to, in the order they joined (`GET /organizations`). */
export function organizationsQueryOptions(sdk: UtmostClient, userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'list', userId] as const,
    queryFn: async ({ signal }) => {
      const result = await sdk.GET('/api/v1/organizations', {
        params: { query: { user_id: userId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** The workspaces of one organization (`GET /workspaces`). */
export function workspacesQueryOptions(sdk: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.workspace.all, 'list', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await sdk.GET('/api/v1/workspaces', {
        params: { query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}
