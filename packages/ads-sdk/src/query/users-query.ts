import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { buildImageUploadRequest } from '../client/image-upload-request.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import { queryKeys } from './query-keys.js';

/**
 * The signed-in user (`GET /users/{id}`, own id only): the profile page, and the shell's banner
 * while the e-mail address is unverified.
 */
export function userQueryOptions(client: UtmostClient, userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.user.all, 'detail', userId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/users/{id}', {
        params: { path: { id: userId } },
        signal,
      });
      return unwrap(result).content.user;
    },
  });
}

/** `PUT /users/{id}`: the profile's names and preferences; answers with the updated user. */
export function updateUserMutationOptions(client: UtmostClient, userId: string) {
  return mutationOptions({
    mutationFn: async (body: components['schemas']['UpdateUserInput']) => {
      const result = await client.PUT('/api/v1/users/{id}', {
        params: { path: { id: userId } },
        body,
      });
      return unwrap(result).content.user;
    },
  });
}

/** `POST /users/{id}/profile-picture` (multipart); answers with the user and its new picture URL. */
export function uploadProfilePictureMutationOptions(client: UtmostClient, userId: string) {
  return mutationOptions({
    mutationFn: async (file: Blob) => {
      const result = await client.POST('/api/v1/users/{id}/profile-picture', {
        params: { path: { id: userId } },
        ...buildImageUploadRequest(file),
      });
      return unwrap(result).content.user;
    },
  });
}
