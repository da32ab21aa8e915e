import { describe, expect, it } from 'vitest';
import {
  ENGLISH_LETTERS_AND_NUMBERS_ONLY,
  ENGLISH_LETTERS_ONLY,
  FIELD_REQUIRED,
  INVALID_EMAIL_FORMAT,
  INVALID_PASSWORD,
  MAX_FILE_SIZE_MESSAGE,
  NO_PERMISSION_TO_DELETE_USERS,
  NO_PERMISSION_TO_INVITE,
  NO_PERMISSION_TO_VIEW_ORGANIZATION,
  NO_PERMISSION_TO_VIEW_PAYMENT,
  NUMBERS_ONLY,
  PASSWORDS_MUST_BE_THE_SAME,
  PASSWORD_POLICY_MESSAGE,
  USER_ALREADY_IN_ORGANIZATION,
  describeMaxLength,
} from './validation-messages.js';

describe('validation messages', () => {
  it('keeps the spec §5 generic messages word for word', () => {
    expect(
      [
        INVALID_EMAIL_FORMAT,
        FIELD_REQUIRED,
        INVALID_PASSWORD,
        ENGLISH_LETTERS_AND_NUMBERS_ONLY,
        ENGLISH_LETTERS_ONLY,
        NUMBERS_ONLY,
        PASSWORDS_MUST_BE_THE_SAME,
      ].map((message) => message.toLowerCase()),
    ).toEqual([
      'invalid email format',
      'field is required',
      'invalid password',
      'english letters and numbers only',
      'english letters only',
      'numbers only',
      'passwords must be the same',
    ]);
  });

  it('states every part of the password policy', () => {
    for (const part of ['8 characters', '1 lowercase', '1 capital', '1 number', '1 special']) {
      expect(PASSWORD_POLICY_MESSAGE).toContain(part);
    }
  });

  it('keeps the upload, membership and spec §6 denied messages', () => {
    expect(MAX_FILE_SIZE_MESSAGE).toBe('Maximum file size is 10 MB');
    expect(USER_ALREADY_IN_ORGANIZATION).toBe('User already exists in the organization');
    expect([
      NO_PERMISSION_TO_VIEW_ORGANIZATION,
      NO_PERMISSION_TO_VIEW_PAYMENT,
      NO_PERMISSION_TO_INVITE,
      NO_PERMISSION_TO_DELETE_USERS,
    ]).toEqual([
      "You don't have permission to view organization details",
      "You don't have permission to view payment details",
      "You don't have permission to invite a new user",
      "You don't have permission to delete users",
    ]);
  });

  it('describes a length limit', () => {
    expect(describeMaxLength(100)).toBe('Must be at most 100 characters');
  });
});
