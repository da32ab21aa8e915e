import { createSecretToken, hashSecretToken } from '../auth/secret-tokens.js';
import type { DatabaseExecutor } from '../db/database-types.js';
import {
  findUsableToken,
  insertExpiringToken,
  markTokenUsed,
  type ExpiringToken,
} from '../repositories/expiring-token-repository.js';

export type LinkTokenPurpose = 'password_reset' | 'invitation';

export const PASSWORD_RESET_LIFETIME_SECONDS = 60 * 60;
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

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
