import { describe, expect, it } from 'vitest';
import { buildProfileUpdate } from './build-profile-update';

describe('buildProfileUpdate', () => {
  it('leaves the password fields out when no change was started', () => {
    expect(
      buildProfileUpdate({
        firstName: 'Ada',
        lastName: 'L',
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      }),
    ).toEqual({ firstName: 'Ada', lastName: 'L' });
  });

  it('sends every password field once one is filled, without an empty current one', () => {
    expect(
      buildProfileUpdate({ firstName: 'Ada', lastName: 'L', newPassword: 'Secret-1' }),
    ).toEqual({ firstName: 'Ada', lastName: 'L', newPassword: 'Secret-1', confirmPassword: '' });
  });
});
