import type { components } from '@utmost/ads-sdk';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * The `PUT /users/{id}` body of the profile form: the names always, the password fields only when
 * the user started a password change (empty ones are left out, as "not changing it").
 */
export function buildProfileUpdate(
  values: ProfileValues,
): components['schemas']['UpdateUserInput'] {
  const body: components['schemas']['UpdateUserInput'] = {
    firstName: values.firstName,
    lastName: values.lastName,
  };
  const isChangingPassword = Boolean(
    values.currentPassword || values.newPassword || values.confirmPassword,
  );
  if (!isChangingPassword) return body;
  if (values.currentPassword) body.currentPassword = values.currentPassword;
  body.newPassword = values.newPassword ?? '';
  body.confirmPassword = values.confirmPassword ?? '';
  return body;
}
