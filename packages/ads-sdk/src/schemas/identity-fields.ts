// Field-level rules of spec §5 that the identity bodies share. Missing keys, nulls and empty or
// blank strings all read "Field is required", so a form field and a hand-written request get the
// same message. Lengths follow the contract's `maxLength`. The required check comes first and is
// not aborting: `toFieldErrors` and zodResolver show the first message of a field, and an aborting
// issue would also skip the body's cross-field rules (zod skips refinements after one).
import { z } from 'zod';
import {
  ENGLISH_LETTERS_AND_NUMBERS_ONLY,
  ENGLISH_LETTERS_ONLY,
  FIELD_REQUIRED,
  INVALID_EMAIL_FORMAT,
  PASSWORD_POLICY_MESSAGE,
  describeMaxLength,
} from '../rules/validation-messages.js';
import { isVatNumberWellFormed } from '../rules/vat-number.js';

export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const ORGANIZATION_NAME_MAX_LENGTH = 200;
export const TOKEN_MAX_LENGTH = 512;

// Letters in words, single spaces, hyphens, apostrophes or dots between them ("Mary-Jane",
// "O'Neil", "St. Louis"): what the spec's "English letters only" means for real names.
const ENGLISH_WORDS = /^[A-Za-z]+(?:[ '.-]+[A-Za-z]+)*\.?$/;
// "DE123456789", "SW1A 1AA", "12-14": letters and digits, single separators between them.
const ENGLISH_LETTERS_AND_DIGITS = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;

/** A required string: trimmed, not empty, at most `maxLength`. */
export function createRequiredTextSchema(maxLength: number) {
  return z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, { error: FIELD_REQUIRED })
    .max(maxLength, { error: describeMaxLength(maxLength) });
}

/** A required e-mail address (spec §5 "Invalid email format"). */
export const emailSchema = createRequiredTextSchema(EMAIL_MAX_LENGTH).regex(z.regexes.email, {
  error: INVALID_EMAIL_FORMAT,
});

/** A password that must be given but is not checked against the policy (login, current one). */
export const enteredPasswordSchema = z
  .string({ error: FIELD_REQUIRED })
  .min(1, { error: FIELD_REQUIRED })
  .max(PASSWORD_MAX_LENGTH, { error: describeMaxLength(PASSWORD_MAX_LENGTH) });

/** True when a password meets spec §5: 8+ characters, a lowercase, a capital, a digit, a special. */
export function isPasswordStrong(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password)
  );
}

/** A new password: required, then the spec §5 policy. Never trimmed: spaces are characters. */
export const passwordSchema = enteredPasswordSchema.refine(isPasswordStrong, {
  error: PASSWORD_POLICY_MESSAGE,
});

/** First and last names (spec §5: required, English letters only). */
export const personNameSchema = createRequiredTextSchema(NAME_MAX_LENGTH).regex(ENGLISH_WORDS, {
  error: ENGLISH_LETTERS_ONLY,
});

/** An optional text field of a form: empty (or blank) means "not given" and skips the pattern. */
function createOptionalTextSchema(
  maxLength: number,
  isWellFormed?: (value: string) => boolean,
  message?: string,
) {
  const text = z
    .string()
    .trim()
    .max(maxLength, { error: describeMaxLength(maxLength) });
  const checked = isWellFormed
    ? text.refine((value) => value === '' || isWellFormed(value), { error: message })
    : text;
  return checked.optional();
}

function matches(pattern: RegExp): (value: string) => boolean {
  return (value) => pattern.test(value);
}

export function createOptionalWordsSchema(maxLength: number) {
  return createOptionalTextSchema(maxLength, matches(ENGLISH_WORDS), ENGLISH_LETTERS_ONLY);
}

export function createOptionalLettersAndDigitsSchema(maxLength: number) {
  return createOptionalTextSchema(
    maxLength,
    matches(ENGLISH_LETTERS_AND_DIGITS),
    ENGLISH_LETTERS_AND_NUMBERS_ONLY,
  );
}

/** A VAT number: separators as on invoices are fine (the server strips them before storing). */
export function createOptionalVatNumberSchema(maxLength: number) {
  return createOptionalTextSchema(
    maxLength,
    isVatNumberWellFormed,
    ENGLISH_LETTERS_AND_NUMBERS_ONLY,
  );
}

export function createOptionalFreeTextSchema(maxLength: number) {
  return createOptionalTextSchema(maxLength);
}

/** A one-time token from a link (reset, invitation). */
export const tokenSchema = createRequiredTextSchema(TOKEN_MAX_LENGTH);
