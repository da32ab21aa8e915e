// The user-facing validation messages of spec §5 and §6, written once: the zod schemas in
// `src/schemas/` show them in the forms and the API sends the same strings in its 400 `errors` map,
// so a message never differs between the browser check and the server check.

/** Spec §5 generic messages, in the capitalisation used everywhere. */
export const FIELD_REQUIRED = 'Field is required';
export const INVALID_EMAIL_FORMAT = 'Invalid email format';
export const INVALID_PASSWORD = 'Invalid password';
export const ENGLISH_LETTERS_AND_NUMBERS_ONLY = 'English letters and numbers only';
export const ENGLISH_LETTERS_ONLY = 'English letters only';
export const NUMBERS_ONLY = 'Numbers only';
export const PASSWORDS_MUST_BE_THE_SAME = 'Passwords must be the same';

/** Spec §5 password policy (min 8, 1 lowercase, 1 capital, 1 number, 1 special character). */
export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters long and contain at least 1 lowercase letter, 1 capital letter, 1 number and 1 special character';

/** Spec §5 logo limit; the profile picture has the same one. */
export const MAX_FILE_SIZE_MESSAGE = 'Maximum file size is 10 MB';
export const UNSUPPORTED_IMAGE_MESSAGE = 'Only PNG, JPEG, WebP or GIF images are allowed';
/** A multipart body that cannot be read (no boundary, cut short, a broken part header). */
export const MALFORMED_UPLOAD_MESSAGE = 'Send one image file as multipart/form-data';
/** An upload with a second file part: which one was meant is not guessed, none is kept. */
export const ONE_FILE_ONLY_MESSAGE = 'Send only one image file';

/** Spec §5: inviting someone who is already a member (active or pending). */
export const USER_ALREADY_IN_ORGANIZATION = 'User already exists in the organization';

// Where the spec is silent the wording follows its style: short, no trailing full stop.
export const EMAIL_ALREADY_REGISTERED = 'User with this email already exists';
export const INVALID_OR_EXPIRED_LINK = 'This link is invalid or has expired';
/** The invitation link was opened by, or used to sign up, someone with another address. */
export const INVITATION_FOR_ANOTHER_EMAIL =
  'This invitation was sent to another e-mail address. Log in with that address to accept it.';
/** Sign-up through an invitation joins the inviting organization: no organization is named. */
export const NO_ORGANIZATION_WITH_INVITATION =
  'Joining through an invitation creates no organization of your own';
export const LAST_OWNER_MESSAGE = 'An organization must keep at least one owner';
export const ROLE_NOT_ASSIGNABLE = "You don't have permission to assign this role";
/** Any text the API receives (body, query, path): PostgreSQL cannot store the NUL character. */
export const NUL_CHARACTER_NOT_ALLOWED = 'Must not contain the NUL character';
/** A query parameter the operation does not declare (a typo such as `page_size` for `pageSize`). */
export const UNKNOWN_QUERY_PARAMETER = 'is not a parameter of this operation';
/** A JSON body nested deeper than the API reads. */
export function describeNestingLimit(maxDepth: number): string {
  return `Must not be nested more than ${String(maxDepth)} levels deep`;
}

/** The message for text longer than the contract's `maxLength`. */
export function describeMaxLength(maxLength: number): string {
  return `Must be at most ${String(maxLength)} characters`;
}

/** Spec §6 denied messages, verbatim; `DENIED_MESSAGE_BY_PERMISSION` maps permissions to them. */
export const NO_PERMISSION_TO_VIEW_ORGANIZATION =
  "You don't have permission to view organization details";
export const NO_PERMISSION_TO_VIEW_PAYMENT = "You don't have permission to view payment details";
export const NO_PERMISSION_TO_INVITE = "You don't have permission to invite a new user";
export const NO_PERMISSION_TO_DELETE_USERS = "You don't have permission to delete users";

/**
 * Which request fields each generic message applies to (`RegisterInput.email` style, as the
 * contract names the bodies). Checked by a test against the schemas, so this list cannot drift.
 */
export const FIELDS_BY_GENERIC_MESSAGE = {
  [FIELD_REQUIRED]: [
    'RegisterInput.email',
    'RegisterInput.password',
    'RegisterInput.firstName',
    'RegisterInput.lastName',
    'RegisterInput.organizationName',
    'LoginInput.email',
    'LoginInput.password',
    'ForgotPassword.email',
    'RecoverPasswordInput.token',
    'RecoverPasswordInput.password',
    'RecoverPasswordInput.confirmPassword',
    'VerifyTokenInput.token',
    'VerifyEmailInput.token',
    'ResendLinkInput.token',
    'HandleInvitationInput.tkn',
    'UpdateUserInput.firstName',
    'UpdateUserInput.lastName',
    'OrganizationInput.name',
    'OrganizationInput.legalName',
    'OrganizationInput.contactEmail',
    'OrganizationInput.billingEmail',
    'InviteUserInput.email',
    'InviteUserInput.role',
    'AssignRoleInput.email',
    'AssignRoleInput.role',
    'MemberEmailInput.email',
    'CreateApiKeyInput.name',
    'CreateApiKeyInput.role',
  ],
  [INVALID_EMAIL_FORMAT]: [
    'RegisterInput.email',
    'LoginInput.email',
    'ForgotPassword.email',
    'OrganizationInput.contactEmail',
    'OrganizationInput.billingEmail',
    'InviteUserInput.email',
    'AssignRoleInput.email',
    'MemberEmailInput.email',
  ],
  // The server's answer to a wrong password at login and a wrong current password on the profile.
  [INVALID_PASSWORD]: ['LoginInput.password', 'UpdateUserInput.currentPassword'],
  [ENGLISH_LETTERS_AND_NUMBERS_ONLY]: [
    'OrganizationInput.vatNumber',
    'OrganizationInput.building',
    'OrganizationInput.zipCode',
  ],
  [ENGLISH_LETTERS_ONLY]: [
    'RegisterInput.firstName',
    'RegisterInput.lastName',
    'UpdateUserInput.firstName',
    'UpdateUserInput.lastName',
    'OrganizationInput.country',
    'OrganizationInput.city',
  ],
  // No identity field is numeric; the page-jump input of the paginated tables (spec §5) will be.
  [NUMBERS_ONLY]: [],
  [PASSWORDS_MUST_BE_THE_SAME]: [
    'RecoverPasswordInput.confirmPassword',
    'UpdateUserInput.confirmPassword',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * A range filter whose lower bound is above its upper bound (the Search terms tab's "At least" /
 * "At most"): the form refuses it and the API answers it on the upper bound, in these words.
 */
export const RANGE_MIN_ABOVE_MAX =
  '“At least” is more than “At most”, so no search term can match: lower “At least” or raise “At most”';
