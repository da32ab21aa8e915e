import { hashPassword } from '../auth/password-hashing.js';
import {
  forgotPasswordSchema,
  recoverPasswordSchema,
  verifyTokenSchema,
} from '@utmost/ads-sdk/schemas';
import { parseInput } from '../../../core/errors/parse-input.js';
import { createPasswordResetEmail } from '../../../core/mail/templates/password-reset-email.js';
import {
  endWhatUnprovenAccountLeft,
  tellOwnerWhatUnprovenAccountLeft,
  type UnprovenAccountCleanup,
} from './unproven-account-cleanup.js';
import { markSubjectTokensUsed } from '../repositories/expiring-token-repository.js';
import { revokeUserSessions } from '../repositories/session-repository.js';
import { deleteUserIdentities } from '../repositories/user-identity-repository.js';
import {
  findUserByEmail,
  findUserById,
  markUserEmailVerified,
  normalizeEmail,
  updateUser,
} from '../repositories/user-repository.js';
import {
  PASSWORD_RESET_LIFETIME_SECONDS,
  consumeLinkToken,
  createInvalidLinkError,
  findUsableLinkToken,
  issueLinkToken,
  type LinkTokenPurpose,
} from './link-token-service.js';
import { forgetAccountLoginFailures } from './account-login-throttle.js';
import { previewInvitation, type InvitationPreview } from './invitation-service.js';
import { RATE_LIMITS, enforceRateLimit } from './rate-limit-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

/**
 * Mails a single-use reset link valid for an hour when the address has an account; the answer
 * is the same either way (no account enumeration).
 */
export async function sendPasswordResetLink(
  deps: ServiceDependencies,
  rawEmail: string,
  clientIp: string,
): Promise<void> {
  await enforceRateLimit(deps, RATE_LIMITS.forgotPasswordPerClient, clientIp);
  const address = normalizeEmail(parseInput(forgotPasswordSchema, { email: rawEmail }).email);
  await enforceRateLimit(deps, RATE_LIMITS.forgotPasswordPerAddress, `${clientIp}|${address}`);
  const user = await findUserByEmail(deps.db, address);
  if (!user) {
    deps.logger.info('Password reset asked for an address without an account');
    return;
  }
  await mailPasswordResetLink(deps, user);
}

/** Issues a reset link for `user` (an hour, single use) and mails it to their address. */
export async function mailPasswordResetLink(
  deps: ServiceDependencies,
  user: { id: string; email: string },
): Promise<void> {
  const token = await issueLinkToken(
    deps.db,
    {
      purpose: 'password_reset',
      subject: user.id,
      payload: { email: user.email },
      lifetimeSeconds: PASSWORD_RESET_LIFETIME_SECONDS,
    },
    deps.now(),
  );
  const link = `${deps.settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    createPasswordResetEmail({
      to: user.email,
      link,
      validMinutes: PASSWORD_RESET_LIFETIME_SECONDS / 60,
    }),
  );
}

/** The address a usable link was sent to; 400 `errors.token` otherwise. Does not use it up. */
export async function verifyLinkToken(
  deps: ServiceDependencies,
  body: { token: string; purpose: LinkTokenPurpose },
  clientIp: string,
): Promise<{ email: string; invitation?: Omit<InvitationPreview, 'email'> }> {
  await enforceRateLimit(deps, RATE_LIMITS.verifyToken, clientIp);
  const input = parseInput(verifyTokenSchema, body);
  const token = await findUsableLinkToken(deps.db, input.purpose, input.token, deps.now());
  if (!token) throw createInvalidLinkError('token');
  if (input.purpose === 'invitation') {
    const preview = await previewInvitation(deps, token.subject);
    if (!preview) throw createInvalidLinkError('token');
    const { email, ...invitation } = preview;
    return { email, invitation };
  }
  const user = await findUserById(deps.db, token.subject);
  if (!user) throw createInvalidLinkError('token');
  return { email: user.email };
}

/**
 * Sets the new password from a reset link: the link and any other open reset link of the user
 * are used up, every session of the user ends (whoever had the old password is out) and the
 * account's password sign-in failures are forgotten (a guesser cannot lock the owner out). The
 * link reached the mailbox, so the address counts as verified from now on; when that is its
 * first proof, the sign-in identities made before it end too, and so does what the account gave
 * others (its API keys, the memberships its invitations made): the owner is told by e-mail.
 */
export async function recoverPassword(
  deps: ServiceDependencies,
  body: { token: string; password: string; confirmPassword: string },
  clientIp: string,
): Promise<void> {
  await enforceRateLimit(deps, RATE_LIMITS.recoverPassword, clientIp);
  const input = parseInput(recoverPasswordSchema, body);
  const now = deps.now();
  const token = await findUsableLinkToken(deps.db, 'password_reset', input.token, now);
  if (!token) throw createInvalidLinkError('token');
  const passwordHash = await hashPassword(input.password);
  let cleanup: UnprovenAccountCleanup | undefined;
  const recoveredEmail = await deps.db.transaction(async (transaction) => {
    if (!(await consumeLinkToken(transaction, token, now))) return undefined;
    const user = await updateUser(transaction, token.subject, { passwordHash });
    await markSubjectTokensUsed(transaction, 'password_reset', token.subject, now);
    await revokeUserSessions(transaction, token.subject, now);
    // Whoever guessed at the old password made the owner wait; the new one signs in at once.
    await forgetAccountLoginFailures(transaction, user.email);
    // The first proof of the address: whoever made the account without it loses what they
    // left behind (their sessions ended above), as when single sign-on proves it.
    if (await markUserEmailVerified(transaction, token.subject, now)) {
      cleanup = await endWhatUnprovenAccountLeft(transaction, token.subject, now);
      await deleteUserIdentities(transaction, token.subject);
    }
    return user.email;
  });
  if (recoveredEmail === undefined) throw createInvalidLinkError('token');
  if (cleanup) await tellOwnerWhatUnprovenAccountLeft(deps, recoveredEmail, cleanup);
}
