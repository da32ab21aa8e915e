import { INVALID_OR_EXPIRED_LINK } from '@utmost/ads-sdk';
import { createSecretToken, hashSecretToken } from '../../../core/security/secret-tokens.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  findUsableToken,
  insertExpiringToken,
  markTokenUsed,
  type ExpiringToken,
} from '../repositories/expiring-token-repository.js';

export type LinkTokenPurpose = 'password_reset' | 'invitation' | 'email_verification';

export const PASSWORD_RESET_LIFETIME_SECONDS = 60 * 60;
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Long enough for a sign-up on Friday evening to be confirmed on Sunday. */
export const EMAIL_VERIFICATION_LIFETIME_SECONDS = 48 * 60 * 60;

/** A token for a link in an e-mail: random, stored hashed, single-use, expiring. */
export async function issueLinkToken(
  executor: DatabaseExecutor,
  link: {
    purpose: LinkTokenPurpose;
    subject: string;
    payload: Record<string, string>;
    lifetimeSeconds: number;
  },
  now: Date,
): Promise<string> {
  const token = createSecretToken();
  await insertExpiringToken(executor, {
    purpose: link.purpose,
    subject: link.subject,
    payload: link.payload,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + link.lifetimeSeconds * 1000),
  });
  return token;
}

export async function findUsableLinkToken(
  executor: DatabaseExecutor,
  purpose: LinkTokenPurpose,
  token: string,
  now: Date,
): Promise<ExpiringToken | undefined> {
  return findUsableToken(executor, purpose, hashSecretToken(token), now);
}

export async function consumeLinkToken(
  executor: DatabaseExecutor,
  token: ExpiringToken,
  now: Date,
): Promise<boolean> {
  return markTokenUsed(executor, token.id, now);
}

/** The answer to an unknown, used, expired or foreign link token: 400 naming the field. */
export function createInvalidLinkError(field: string): AppError {
  return new AppError('BAD_REQUEST', INVALID_OR_EXPIRED_LINK, {
    fieldErrors: { [field]: INVALID_OR_EXPIRED_LINK },
  });
}
