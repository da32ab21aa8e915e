import { maskEmailAddress } from '@utmost/ads-sdk';
import { resendLinkSchema } from '@utmost/ads-sdk/schemas';
import { hashSecretToken } from '../../../core/security/secret-tokens.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { findTokenOfAnyState } from '../repositories/expiring-token-repository.js';
import { findUserById, normalizeEmail } from '../repositories/user-repository.js';
import { sendVerificationEmail } from './email-verification-service.js';
import type { LinkTokenPurpose } from './link-token-service.js';
import { mailPasswordResetLink } from './password-recovery-service.js';
import { RATE_LIMITS, enforceRateLimit } from './rate-limit-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

/** The links "Resend link" can replace: both are mailed to the account's own address. */
export const RESENDABLE_LINK_PURPOSES = [
  'password_reset',
  'email_verification',
] as const satisfies readonly LinkTokenPurpose[];

/** How long after expiry an old link still identifies its account for "Resend link". */
export const RESEND_LINK_GRACE_SECONDS = 30 * 24 * 60 * 60;

export type ResentLink = { sent: true; maskedEmail?: string };

/** The same answer for every token that names nobody: it reveals no address and no account. */
const NOTHING_SENT: ResentLink = { sent: true };

/**
 * "Resend link" on /expired-token: a new link of the old one's kind to the account it was for.
 * Only a holder of a link Utmost mailed learns (masked) where the new one went.
 */
export async function resendExpiredLink(
  deps: ServiceDependencies,
  body: { token: string },
  clientIp: string,
): Promise<ResentLink> {
  await enforceRateLimit(deps, RATE_LIMITS.resendLinkPerClient, clientIp);
  const input = parseInput(resendLinkSchema, body);
  const token = await findTokenOfAnyState(
    deps.db,
    RESENDABLE_LINK_PURPOSES,
    hashSecretToken(input.token),
  );
  if (!token) return NOTHING_SENT;
  const user = await findUserById(deps.db, token.subject);
  if (!user) return NOTHING_SENT;
  if (token.purpose === 'email_verification') {
    // Confirmed already, or confirming an address the account no longer has: nothing to send.
    const isStale = normalizeEmail(user.email) !== token.payload.email;
    if (user.emailVerifiedAt !== null || isStale) return NOTHING_SENT;
  }
  await enforceRateLimit(deps, RATE_LIMITS.resendLinkPerUser, user.id);
  if (token.purpose === 'email_verification') await sendVerificationEmail(deps, user);
  else await mailPasswordResetLink(deps, user);
  deps.logger.info({ purpose: token.purpose }, 'Sent a new link in place of an old one');
  return { sent: true, maskedEmail: maskEmailAddress(user.email) };
}
