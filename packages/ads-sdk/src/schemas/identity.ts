// The identity request bodies of the contract with the spec §5 rules and messages. The web forms
// use them through zodResolver; the API runs the same schema after the contract's shape check and
// answers 400 with `toFieldErrors(error)`.
import { z } from 'zod';
import type { components } from '../generated/schema.js';
import { API_KEY_ROLES, MEMBER_ROLES } from '../rules/permissions.js';
import {
  FIELD_REQUIRED,
  NO_ORGANIZATION_WITH_INVITATION,
  PASSWORD_POLICY_MESSAGE,
  PASSWORDS_MUST_BE_THE_SAME,
  describeMaxLength,
} from '../rules/validation-messages.js';
import {
  NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  createOptionalFreeTextSchema,
  createOptionalLettersAndDigitsSchema,
  createOptionalVatNumberSchema,
  createOptionalWordsSchema,
  createRequiredTextSchema,
  emailSchema,
  enteredPasswordSchema,
  isPasswordStrong,
  passwordSchema,
  personNameSchema,
  tokenSchema,
} from './identity-fields.js';

type Schemas = components['schemas'];

const memberRoleSchema = z.enum(MEMBER_ROLES, { error: FIELD_REQUIRED });
const apiKeyRoleSchema = z.enum(API_KEY_ROLES, { error: FIELD_REQUIRED });

/** Cross-field rules also run when single fields failed, so every message shows at once. */
function hasStringFields(payload: { value: unknown }, ...keys: string[]): boolean {
  const value = payload.value as Record<string, unknown> | null;
  return keys.every((key) => typeof value?.[key] === 'string');
}

/**
 * Sign-up: with its own organization (`organizationName`, spec §5 required), or through an
 * invitation (`invitationToken`), which joins the inviting organization and names none.
 */
function isObjectPayload(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null;
}

export const registerSchema = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    organizationName: createRequiredTextSchema(ORGANIZATION_NAME_MAX_LENGTH).optional(),
    invitationToken: tokenSchema.optional(),
  })
  // Which of the two sign-ups this is decides whether the organization name is asked for.
  .refine((body) => body.invitationToken !== undefined || body.organizationName !== undefined, {
    path: ['organizationName'],
    error: FIELD_REQUIRED,
    when: isObjectPayload,
  })
  .refine((body) => body.invitationToken === undefined || body.organizationName === undefined, {
    path: ['organizationName'],
    error: NO_ORGANIZATION_WITH_INVITATION,
    when: isObjectPayload,
  }) satisfies z.ZodType<Schemas['RegisterInput']>;

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: enteredPasswordSchema,
}) satisfies z.ZodType<Schemas['LoginInput']>;

/** The forgot-password form; its e-mail is sent as the `email` query parameter. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export const verifyTokenSchema = z.strictObject({
  token: tokenSchema,
  purpose: z.enum(['password_reset', 'invitation']),
}) satisfies z.ZodType<Schemas['VerifyTokenInput']>;

/** The sign-up verification link's token (`/verify-email?token=…`). */
export const verifyEmailSchema = z.strictObject({ token: tokenSchema }) satisfies z.ZodType<
  Schemas['VerifyEmailInput']
>;

/** The token of an expired reset or verification link, for "Resend link" on /expired-token. */
export const resendLinkSchema = z.strictObject({ token: tokenSchema }) satisfies z.ZodType<
  Schemas['ResendLinkInput']
>;

export const recoverPasswordSchema = z
  .strictObject({
    token: tokenSchema,
    password: passwordSchema,
    confirmPassword: enteredPasswordSchema,
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_MUST_BE_THE_SAME,
    when: (payload) => hasStringFields(payload, 'password', 'confirmPassword'),
  }) satisfies z.ZodType<Schemas['RecoverPasswordInput']>;

export const handleInvitationSchema = z.strictObject({ tkn: tokenSchema }) satisfies z.ZodType<
  Schemas['HandleInvitationInput']
>;

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

function hasOptionalStringFields(payload: { value: unknown }, ...keys: string[]): boolean {
  const value = payload.value as Record<string, unknown> | null;
  return keys.every((key) => value?.[key] === undefined || typeof value[key] === 'string');
}

const optionalPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { error: describeMaxLength(PASSWORD_MAX_LENGTH) })
  .optional();

/**
 * The profile form. Names always; a password change when any password field is filled, then all
 * of them are needed — except `currentPassword` for an account without one (single sign-on).
 */
export function createUpdateUserSchema(options: { hasPassword: boolean }) {
  return z
    .strictObject({
      firstName: personNameSchema,
      lastName: personNameSchema,
      currentPassword: optionalPasswordSchema,
      newPassword: optionalPasswordSchema,
      confirmPassword: optionalPasswordSchema,
    })
    .superRefine(
      (body, context) => {
        const { currentPassword, newPassword, confirmPassword } = body;
        if (!currentPassword && !newPassword && !confirmPassword) return;
        const flag = (field: string, message: string) =>
          context.addIssue({ code: 'custom', path: [field], message });
        if (options.hasPassword && !currentPassword) flag('currentPassword', FIELD_REQUIRED);
        if (!newPassword) flag('newPassword', FIELD_REQUIRED);
        else if (!isPasswordStrong(newPassword)) flag('newPassword', PASSWORD_POLICY_MESSAGE);
        if (!confirmPassword) flag('confirmPassword', FIELD_REQUIRED);
        else if (newPassword && confirmPassword !== newPassword) {
          flag('confirmPassword', PASSWORDS_MUST_BE_THE_SAME);
        }
      },
      { when: (payload) => hasOptionalStringFields(payload, ...PASSWORD_FIELDS) },
    ) satisfies z.ZodType<Schemas['UpdateUserInput']>;
}

/** The profile form of an account with a password (the usual case). */
export const updateUserSchema = createUpdateUserSchema({ hasPassword: true });

/** The Details tab (spec §3 fields; spec §5 marks name, legal name and both e-mails required). */
export const organizationSchema = z.strictObject({
  name: createRequiredTextSchema(ORGANIZATION_NAME_MAX_LENGTH),
  legalName: createRequiredTextSchema(ORGANIZATION_NAME_MAX_LENGTH),
  vatNumber: createOptionalVatNumberSchema(50),
  contactEmail: emailSchema,
  billingEmail: emailSchema,
  // The logo is set by uploading it; null removes it.
  logoUrl: z.null().optional(),
  country: createOptionalWordsSchema(NAME_MAX_LENGTH),
  city: createOptionalWordsSchema(NAME_MAX_LENGTH),
  street: createOptionalFreeTextSchema(200),
  building: createOptionalLettersAndDigitsSchema(50),
  zipCode: createOptionalLettersAndDigitsSchema(20),
}) satisfies z.ZodType<Schemas['OrganizationInput']>;

export const inviteUserSchema = z.strictObject({
  email: emailSchema,
  role: memberRoleSchema,
}) satisfies z.ZodType<Schemas['InviteUserInput']>;

export const assignRoleSchema = z.strictObject({
  email: emailSchema,
  role: memberRoleSchema,
}) satisfies z.ZodType<Schemas['AssignRoleInput']>;

export const memberEmailSchema = z.strictObject({ email: emailSchema }) satisfies z.ZodType<
  Schemas['MemberEmailInput']
>;

export const createApiKeySchema = z.strictObject({
  name: createRequiredTextSchema(NAME_MAX_LENGTH),
  role: apiKeyRoleSchema,
}) satisfies z.ZodType<Schemas['CreateApiKeyInput']>;
