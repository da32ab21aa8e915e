import { INVALID_PASSWORD, type components } from '@utmost/ads-sdk';
import { createUpdateUserSchema } from '@utmost/ads-sdk/schemas';
import type { FastifyRequest } from 'fastify';
import type { UserCaller } from '../auth/caller.js';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';
import { AppError } from '../../../core/errors/app-error.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { revokeOtherUserSessions } from '../repositories/session-repository.js';
import { findUserById, updateUser, type UserRow } from '../repositories/user-repository.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { readImageUpload, removeUpload, storeUpload } from './upload-service.js';

type UpdateUserInput = components['schemas']['UpdateUserInput'];

/** The caller's own user; another id answers 403 (profiles are private to their owner). */
export async function getOwnUser(
  deps: ServiceDependencies,
  caller: UserCaller,
  userId: string,
): Promise<UserRow> {
  if (userId !== caller.userId) {
    throw new AppError('FORBIDDEN', 'You can only see and change your own profile.');
  }
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/**
 * Names, and the password when the three password fields are sent. A new password ends the
 * user's other sessions; this one stays signed in.
 */
export async function updateOwnUser(
  deps: ServiceDependencies,
  caller: UserCaller,
  userId: string,
  body: UpdateUserInput,
): Promise<UserRow> {
  const user = await getOwnUser(deps, caller, userId);
  const input = parseInput(
    createUpdateUserSchema({ hasPassword: user.passwordHash !== null }),
    body,
  );
  if (!input.newPassword) {
    return updateUser(deps.db, user.id, { firstName: input.firstName, lastName: input.lastName });
  }
  if (
    user.passwordHash &&
    !(await verifyPassword(input.currentPassword ?? '', user.passwordHash))
  ) {
    throw new AppError('BAD_REQUEST', INVALID_PASSWORD, {
      fieldErrors: { currentPassword: INVALID_PASSWORD },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (transaction) => {
    const updated = await updateUser(transaction, user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await revokeOtherUserSessions(transaction, user.id, caller.familyId, deps.now());
    return updated;
  });
}

export async function uploadProfilePicture(
  deps: ServiceDependencies,
  caller: UserCaller,
  userId: string,
  request: FastifyRequest,
): Promise<UserRow> {
  const user = await getOwnUser(deps, caller, userId);
  const upload = await readImageUpload(request);
  const profilePicturePath = await storeUpload(
    deps.settings.uploadsDir,
    'profile-pictures',
    upload,
  );
  const updated = await updateUser(deps.db, user.id, { profilePicturePath });
  await removeUpload(deps.settings.uploadsDir, user.profilePicturePath);
  return updated;
}
