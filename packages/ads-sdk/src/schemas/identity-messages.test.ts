import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ENGLISH_LETTERS_AND_NUMBERS_ONLY,
  ENGLISH_LETTERS_ONLY,
  FIELDS_BY_GENERIC_MESSAGE,
  FIELD_REQUIRED,
  INVALID_EMAIL_FORMAT,
  INVALID_PASSWORD,
  NUMBERS_ONLY,
  PASSWORDS_MUST_BE_THE_SAME,
} from '../rules/validation-messages.js';
import { toFieldErrors } from './field-errors.js';
import {
  assignRoleSchema,
  createApiKeySchema,
  forgotPasswordSchema,
  handleInvitationSchema,
  inviteUserSchema,
  loginSchema,
  memberEmailSchema,
  organizationSchema,
  recoverPasswordSchema,
  registerSchema,
  resendLinkSchema,
  updateUserSchema,
  verifyEmailSchema,
  verifyTokenSchema,
} from './identity.js';

// Proves FIELDS_BY_GENERIC_MESSAGE: every field it lists really gets that message from the schema
// the forms and the API share, starting from a valid body and breaking one field.
const STRONG = 'Str0ng!pass';
const EMAIL = 'ana@example.com';

const BODIES: Record<string, { schema: z.ZodType; valid: Record<string, unknown> }> = {
  RegisterInput: {
    schema: registerSchema,
    valid: {
      email: EMAIL,
      password: STRONG,
      firstName: 'Ana',
      lastName: 'Lee',
      organizationName: 'Acme',
    },
  },
  LoginInput: { schema: loginSchema, valid: { email: EMAIL, password: 'whatever' } },
  ForgotPassword: { schema: forgotPasswordSchema, valid: { email: EMAIL } },
  RecoverPasswordInput: {
    schema: recoverPasswordSchema,
    valid: { token: 'tok', password: STRONG, confirmPassword: STRONG },
  },
  VerifyTokenInput: { schema: verifyTokenSchema, valid: { token: 'tok', purpose: 'invitation' } },
  VerifyEmailInput: { schema: verifyEmailSchema, valid: { token: 'tok' } },
  ResendLinkInput: { schema: resendLinkSchema, valid: { token: 'tok' } },
  HandleInvitationInput: { schema: handleInvitationSchema, valid: { tkn: 'tok' } },
  UpdateUserInput: {
    schema: updateUserSchema,
    valid: {
      firstName: 'Ana',
      lastName: 'Lee',
      currentPassword: 'Old!pass1',
      newPassword: STRONG,
      confirmPassword: STRONG,
    },
  },
  OrganizationInput: {
    schema: organizationSchema,
    valid: {
      name: 'Acme',
      legalName: 'Acme & Sons Ltd.',
      vatNumber: 'GB 123 4567 89',
      contactEmail: EMAIL,
      billingEmail: 'billing@example.com',
      country: 'United Kingdom',
      city: 'St. Albans',
      street: '1, Main Street',
      building: '12B',
      zipCode: 'SW1A 1AA',
    },
  },
  InviteUserInput: { schema: inviteUserSchema, valid: { email: EMAIL, role: 'member' } },
  AssignRoleInput: { schema: assignRoleSchema, valid: { email: EMAIL, role: 'external' } },
  MemberEmailInput: { schema: memberEmailSchema, valid: { email: EMAIL } },
  CreateApiKeyInput: { schema: createApiKeySchema, valid: { name: 'CI script', role: 'member' } },
};

const BAD_VALUE_BY_MESSAGE: Record<string, unknown> = {
  [FIELD_REQUIRED]: '',
  [INVALID_EMAIL_FORMAT]: 'ana@example',
  [ENGLISH_LETTERS_ONLY]: 'Ana3',
  [ENGLISH_LETTERS_AND_NUMBERS_ONLY]: '12#B',
  [PASSWORDS_MUST_BE_THE_SAME]: 'Other!pass1',
};

// Answered by the server after comparing a stored hash; no schema can know it.
const SERVER_ONLY_MESSAGES = new Set<string>([INVALID_PASSWORD]);

const cases = Object.entries(FIELDS_BY_GENERIC_MESSAGE)
  .filter(([message]) => !SERVER_ONLY_MESSAGES.has(message))
  .flatMap(([message, fields]) => fields.map((field) => [message, field] as const));

describe('FIELDS_BY_GENERIC_MESSAGE', () => {
  it.each(Object.entries(BODIES))('%s: the valid body passes', (_name, { schema, valid }) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(cases)('"%s" is the message of %s', (message, qualifiedField) => {
    const [bodyName = '', field = ''] = qualifiedField.split('.');
    const body = BODIES[bodyName];
    if (!body) throw new Error(`no body ${bodyName}`);
    const result = body.schema.safeParse({ ...body.valid, [field]: BAD_VALUE_BY_MESSAGE[message] });
    expect(result.success).toBe(false);
    expect(result.error && toFieldErrors(result.error)[field]).toBe(message);
  });

  it('lists no numeric identity field and names only known bodies', () => {
    expect(FIELDS_BY_GENERIC_MESSAGE[NUMBERS_ONLY]).toEqual([]);
    const bodyNames = Object.values(FIELDS_BY_GENERIC_MESSAGE)
      .flat()
      .map((field) => field.split('.')[0]);
    expect(bodyNames.filter((name) => !(name && name in BODIES))).toEqual([]);
  });
});
