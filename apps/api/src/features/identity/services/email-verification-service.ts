import { verifyEmailSchema } from '@utmost/ads-sdk/schemas';
import type { UserCaller } from '../auth/caller.js';
import { AppError } from '../../../core/errors/app-error.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { createEmailVerificationEmail } from '../../../core/mail/templates/email-verification-email.js';
import {
  findUserById,
  markUserEmailVerified,
  normalizeEmail,
  type UserRow,
} from '../repositories/user-repository.js';
import {
  EMAIL_VERIFICATION_LIFETIME_SECONDS,
  consumeLinkToken,
  createInvalidLinkError,
  findUsableLinkToken,
  issueLinkToken,
} from './link-token-service.js';
import { RATE_LIMITS, enforceRateLimit } from './rate-limit-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

/**
 * Mails `${PUBLIC_URL}/verify-email?token=…` (single use, 48 hours) to the user's address. Until
 * it is followed the address is unverified: single sign-on will not link to the account.
 */
export async function sendVerificationEmail(
  deps: ServiceDependencies,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<void> {
  const email = normalizeEmail(user.email);
  const token = await issueLinkToken(
    deps.db,
    {
      purpose: 'email_verification',
      subject: user.id,
      payload: { email },
      lifetimeSeconds: EMAIL_VERIFICATION_LIFETIME_SECONDS,
    },
    deps.now(),
  );
  await deps.mailer.send(
    createEmailVerificationEmail({
      to: email,
      link: `${deps.settings.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
      validHours: EMAIL_VERIFICATION_LIFETIME_SECONDS / 3600,
    }),
  );
}

/**
 * Follows a verification link: the token is used up and the account's address counts as proven.
 * The link proves the address it was mailed to, so it is refused if the account's address is no
 * longer that one. An address verified before keeps its first verification time.
 */
export async function verifyEmailAddress(
  deps: ServiceDependencies,
  body: { token: string },
  clientIp: string,
): Promise<{ email: string }> {
  await enforceRateLimit(deps, RATE_LIMITS.verifyEmail, clientIp);
  const input = parseInput(verifyEmailSchema, body);
  const now = deps.now();
  const token = await findUsableLinkToken(deps.db, 'email_verification', input.token, now);
  if (!token) throw createInvalidLinkError('token');
  const user = await findUserById(deps.db, token.subject);
  if (!user || normalizeEmail(user.email) !== token.payload.email) {
    throw createInvalidLinkError('token');
  }
  const isVerified = await deps.db.transaction(async (transaction) => {
    if (!(await consumeLinkToken(transaction, token, now))) return false;
    await markUserEmailVerified(transaction, user.id, now);
    return true;
  });
  // Another request used the same link first.
  if (!isVerified) throw createInvalidLinkError('token');
  return { email: user.email };
}

/** A new link for the signed-in user; 409 once the address is verified. Limited per user. */
export async function resendVerificationEmail(
  deps: ServiceDependencies,
  caller: UserCaller,
): Promise<{ email: string }> {
  await enforceRateLimit(deps, RATE_LIMITS.resendVerificationEmail, caller.userId);
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.emailVerifiedAt !== null) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await sendVerificationEmail(deps, user);
  return { email: user.email };
}
