import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { buildImageUploadRequest } from '../client/image-upload-request.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import { queryKeys } from './query-keys.js';

type Schemas = components['schemas'];

/** The organizations the user belongs to, in the order they joined (`GET /organizations`). */
export function organizationsQueryOptions(client: UtmostClient, userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'list', userId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/organizations', {
        params: { query: { user_id: userId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** The workspaces of one organization (`GET /workspaces`). */
export function workspacesQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.workspace.all, 'list', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/workspaces', {
        params: { query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** One organization's details (`GET /organizations/{id}`); needs `organization:view`. */
export function organizationQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'detail', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/organizations/{id}', {
        params: { path: { id: organizationId } },
        signal,
      });
      return unwrap(result).content.organization;
    },
  });
}

/** The members and pending invitations (`GET /organizations/{id}/members`). */
export function membersQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.organization.all, 'members', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/organizations/{id}/members', {
        params: { path: { id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/** `PUT /organizations/{id}`: the Details form; the logo changes through its upload only. */
export function updateOrganizationMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (body: Omit<Schemas['OrganizationInput'], 'logoUrl'>) => {
      const result = await client.PUT('/api/v1/organizations/{id}', {
        params: { path: { id: organizationId } },
        body,
      });
      return unwrap(result).content.organization;
    },
  });
}

/** `POST /organizations/{id}/logo` (multipart); answers with the organization. */
export function uploadOrganizationLogoMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: async (file: Blob) => {
      const result = await client.POST('/api/v1/organizations/{id}/logo', {
        params: { path: { id: organizationId } },
        ...buildImageUploadRequest(file),
      });
      return unwrap(result).content.organization;
    },
  });
}

/** `POST /users/invite-user`: e-mails an invitation with the role; answers with the organization. */
export function inviteUserMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (body: Schemas['InviteUserInput']) => {
      const result = await client.POST('/api/v1/users/invite-user', {
        params: { query: { organization_id: organizationId } },
        body,
      });
      return unwrap(result).content.organization;
    },
  });
}

/** `PUT /organizations/assign-user-role`: a member's new role (the API checks who may give it). */
export function assignUserRoleMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (body: Schemas['AssignRoleInput']) => {
      const result = await client.PUT('/api/v1/organizations/assign-user-role', {
        params: { query: { organization_id: organizationId } },
        body,
      });
      return unwrap(result).content.organization;
    },
  });
}

/** `DELETE /organizations/delete-user` by e-mail address: a member or a pending invitation. */
export function deleteOrganizationUserMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: async (email: string) => {
      const result = await client.DELETE('/api/v1/organizations/delete-user', {
        params: { query: { organization_id: organizationId } },
        body: { email },
      });
      return unwrap(result).content.organization;
    },
  });
}
