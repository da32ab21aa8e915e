import { describe, expect, it } from 'vitest';
import {
  ENGLISH_LETTERS_ONLY,
  FIELD_REQUIRED,
  NO_ORGANIZATION_WITH_INVITATION,
  PASSWORDS_MUST_BE_THE_SAME,
  PASSWORD_POLICY_MESSAGE,
  describeMaxLength,
} from '../rules/validation-messages.js';
import { toFieldErrors } from './field-errors.js';
import { isPasswordStrong } from './identity-fields.js';
import {
  createApiKeySchema,
  createUpdateUserSchema,
  inviteUserSchema,
  loginSchema,
  organizationSchema,
  recoverPasswordSchema,
  registerSchema,
  updateUserSchema,
} from './identity.js';

const STRONG = 'Str0ng!pass';

function findErrors(result: { error?: Parameters<typeof toFieldErrors>[0] }) {
  return result.error ? toFieldErrors(result.error) : {};
}

describe('password policy', () => {
  it.each([
    ['Str0ng!pass', true],
    ['Sh0rt!x', false],
    ['str0ng!pass', false],
    ['STR0NG!PASS', false],
    ['Strong!pass', false],
    ['Str0ngpass1', false],
    ['Str0ng pass', false],
    ['Ünïc0de!Aa', true],
  ])('%s -> %s', (password, isStrong) => {
    expect(isPasswordStrong(password)).toBe(isStrong);
  });

  it('is checked at sign-up with the policy message, never at login', () => {
    const body = {
      email: 'a@b.co',
      password: 'weak',
      firstName: 'A',
      lastName: 'B',
      organizationName: 'C',
    };
    expect(findErrors(registerSchema.safeParse(body))).toEqual({
      password: PASSWORD_POLICY_MESSAGE,
    });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'weak' }).success).toBe(true);
  });
});

describe('registerSchema', () => {
  it('reads a missing, null or blank field as required and trims names and e-mail', () => {
    const result = registerSchema.safeParse({
      email: '  ana@example.com ',
      password: STRONG,
      firstName: null,
      lastName: '   ',
    });
    expect(findErrors(result)).toEqual({
      firstName: FIELD_REQUIRED,
      lastName: FIELD_REQUIRED,
      organizationName: FIELD_REQUIRED,
    });
    const valid = registerSchema.parse({
      email: '  ana@example.com ',
      password: ` ${STRONG} `,
      firstName: ' Mary-Jane ',
      lastName: "O'Neil",
      organizationName: ' Acme ',
    });
    expect(valid).toEqual({
      email: 'ana@example.com',
      password: ` ${STRONG} `,
      firstName: 'Mary-Jane',
      lastName: "O'Neil",
      organizationName: 'Acme',
    });
  });

  it('through an invitation names no organization of its own', () => {
    const joining = {
      email: 'ana@example.com',
      password: STRONG,
      firstName: 'Ana',
      lastName: 'Lee',
      invitationToken: 'tok',
    };
    expect(registerSchema.safeParse(joining).success).toBe(true);
    expect(
      findErrors(registerSchema.safeParse({ ...joining, organizationName: 'Own Co' })),
    ).toEqual({ organizationName: NO_ORGANIZATION_WITH_INVITATION });
    expect(findErrors(registerSchema.safeParse({ ...joining, invitationToken: ' ' }))).toEqual({
      invitationToken: FIELD_REQUIRED,
    });
  });

  it('refuses names with digits or non-English letters, and fields the contract does not know', () => {
    const base = {
      email: 'a@b.co',
      password: STRONG,
      firstName: 'José',
      lastName: 'L33',
      organizationName: 'C',
    };
    expect(findErrors(registerSchema.safeParse(base))).toEqual({
      firstName: ENGLISH_LETTERS_ONLY,
      lastName: ENGLISH_LETTERS_ONLY,
    });
    const extra = { ...base, firstName: 'Jose', lastName: 'Lee', invitationToken: 'x' };
    expect(registerSchema.safeParse(extra).success).toBe(false);
  });

  it('limits lengths as the contract does', () => {
    const body = {
      email: 'a@b.co',
      password: STRONG,
      firstName: 'A'.repeat(101),
      lastName: 'B',
      organizationName: 'C',
    };
    expect(findErrors(registerSchema.safeParse(body))).toEqual({
      firstName: describeMaxLength(100),
    });
  });
});

describe('recoverPasswordSchema', () => {
  it('reports a weak password and a different confirmation at once', () => {
    const result = recoverPasswordSchema.safeParse({
      token: 't',
      password: 'weak',
      confirmPassword: 'other',
    });
    expect(findErrors(result)).toEqual({
      password: PASSWORD_POLICY_MESSAGE,
      confirmPassword: PASSWORDS_MUST_BE_THE_SAME,
    });
  });

  it('still compares the passwords when the token is missing', () => {
    const result = recoverPasswordSchema.safeParse({
      token: '',
      password: STRONG,
      confirmPassword: 'x',
    });
    expect(findErrors(result)).toEqual({
      token: FIELD_REQUIRED,
      confirmPassword: PASSWORDS_MUST_BE_THE_SAME,
    });
  });

  it('accepts matching strong passwords', () => {
    expect(
      recoverPasswordSchema.safeParse({ token: 't', password: STRONG, confirmPassword: STRONG })
        .success,
    ).toBe(true);
  });
});

describe('updateUserSchema', () => {
  const names = { firstName: 'Ana', lastName: 'Lee' };

  it('changes names alone when every password field is empty or absent', () => {
    expect(updateUserSchema.safeParse(names).success).toBe(true);
    const empty = { ...names, currentPassword: '', newPassword: '', confirmPassword: '' };
    expect(updateUserSchema.safeParse(empty).success).toBe(true);
  });

  it('needs all three password fields once one is filled', () => {
    expect(findErrors(updateUserSchema.safeParse({ ...names, newPassword: STRONG }))).toEqual({
      currentPassword: FIELD_REQUIRED,
      confirmPassword: FIELD_REQUIRED,
    });
    expect(findErrors(updateUserSchema.safeParse({ ...names, currentPassword: 'old' }))).toEqual({
      newPassword: FIELD_REQUIRED,
      confirmPassword: FIELD_REQUIRED,
    });
  });

  it('applies the policy and the confirmation to the new password, also when names fail', () => {
    const body = {
      firstName: '',
      lastName: 'Lee',
      currentPassword: 'old',
      newPassword: 'weak',
      confirmPassword: 'weak2',
    };
    expect(findErrors(updateUserSchema.safeParse(body))).toEqual({
      firstName: FIELD_REQUIRED,
      newPassword: PASSWORD_POLICY_MESSAGE,
      confirmPassword: PASSWORDS_MUST_BE_THE_SAME,
    });
  });

  it('does not ask an account without a password for its current one', () => {
    const schema = createUpdateUserSchema({ hasPassword: false });
    expect(
      schema.safeParse({ ...names, newPassword: STRONG, confirmPassword: STRONG }).success,
    ).toBe(true);
  });
});

describe('organizationSchema', () => {
  const required = {
    name: 'Acme',
    legalName: 'Acme Ltd',
    contactEmail: 'a@b.co',
    billingEmail: 'b@b.co',
  };

  it('needs the four spec §5 fields and takes empty optional ones', () => {
    expect(findErrors(organizationSchema.safeParse({}))).toEqual({
      name: FIELD_REQUIRED,
      legalName: FIELD_REQUIRED,
      contactEmail: FIELD_REQUIRED,
      billingEmail: FIELD_REQUIRED,
    });
    const withEmpties = {
      ...required,
      vatNumber: '',
      country: ' ',
      city: '',
      street: '',
      building: '',
      zipCode: '',
    };
    expect(organizationSchema.safeParse(withEmpties).success).toBe(true);
  });

  it('removes the logo only with null and never takes a URL', () => {
    expect(organizationSchema.safeParse({ ...required, logoUrl: null }).success).toBe(true);
    expect(
      organizationSchema.safeParse({ ...required, logoUrl: 'https://evil.example/x.png' }).success,
    ).toBe(false);
  });
});

describe('role fields', () => {
  it('reads an unchosen role as required', () => {
    expect(findErrors(inviteUserSchema.safeParse({ email: 'a@b.co', role: '' }))).toEqual({
      role: FIELD_REQUIRED,
    });
  });

  it('never creates an owner API key', () => {
    expect(createApiKeySchema.safeParse({ name: 'CI', role: 'owner' }).success).toBe(false);
    expect(createApiKeySchema.safeParse({ name: 'CI', role: 'admin' }).success).toBe(true);
  });
});
