import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';
import { buildImageUploadRequest } from '../../../lib/image-upload';

type Schemas = components['schemas'];

export async function updateOrganization(
  sdk: UtmostClient,
  organizationId: string,
  // The logo changes through its upload only; the Details form never sends `logoUrl`.
  body: Omit<Schemas['OrganizationInput'], 'logoUrl'>,
) {
  const result = await sdk.PUT('/api/v1/organizations/{id}', {
    params: { path: { id: organizationId } },
    body,
  });
  return unwrap(result).content.organization;
}

export async function uploadOrganizationLogo(
  sdk: UtmostClient,
  organizationId: string,
  file: Blob,
) {
  const result = await sdk.POST('/api/v1/organizations/{id}/logo', {
    params: { path: { id: organizationId } },
    ...buildImageUploadRequest(file),
  });
  return unwrap(result).content.organization;
}

export async function inviteUser(
  sdk: UtmostClient,
  organizationId: string,
  body: Schemas['InviteUserInput'],
) {
  const result = await sdk.POST('/api/v1/users/invite-user', {
    params: { query: { organization_id: organizationId } },
    body,
  });
  return unwrap(result).content.organization;
}

export async function assignUserRole(
  sdk: UtmostClient,
  organizationId: string,
  body: Schemas['AssignRoleInput'],
) {
  const result = await sdk.PUT('/api/v1/organizations/assign-user-role', {
    params: { query: { organization_id: organizationId } },
    body,
  });
  return unwrap(result).content.organization;
}

export async function deleteOrganizationUser(
  sdk: UtmostClient,
  organizationId: string,
  email: string,
) {
  const result = await sdk.DELETE('/api/v1/organizations/delete-user', {
    params: { query: { organization_id: organizationId } },
    body: { email },
  });
  return unwrap(result).content.organization;
}
