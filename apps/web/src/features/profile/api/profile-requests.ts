import { queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type UtmostClient } from '@utmost/ads-sdk';
import { queryKeys } from '@utmost/ads-sdk/query';
import { buildImageUploadRequest } from '../../../lib/image-upload';

export type ProfileUser = components['schemas']['User'];

/** The signed-in user (`GET /users/{id}`, own id only). */
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
