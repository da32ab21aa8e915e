import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';
import { buildImageUploadRequest } from '../../../lib/image-upload';

export type ProfileUser = components['schemas']['User'];

export async function updateUser(
  sdk: UtmostClient,
  userId: string,
  body: components['schemas']['UpdateUserInput'],
) {
  const result = await sdk.PUT('/api/v1/users/{id}', { params: { path: { id: userId } }, body });
  return unwrap(result).content.user;
}

export async function uploadProfilePicture(sdk: UtmostClient, userId: string, file: Blob) {
  const result = await sdk.POST('/api/v1/users/{id}/profile-picture', {
    params: { path: { id: userId } },
    ...buildImageUploadRequest(file),
  });
  return unwrap(result).content.user;
}
