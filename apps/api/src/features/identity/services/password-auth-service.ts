import {
  EMAIL_ALREADY_REGISTERED,
  INVALID_EMAIL_FORMAT,
  INVALID_PASSWORD,
  describeLoginWait,
  type components,
} from '@utmost/ads-sdk';
import { emailSchema, loginSchema, registerSchema } from '@utmost/ads-sdk/schemas';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../auth/password-hashing.js';
import { issueLoginDeviceToken, readLoginDeviceNonce } from '../auth/login-device.js';
import { AppError } from '../../../core/errors/app-error.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { findUserByEmail, normalizeEmail, type UserRow } from '../repositories/user-repository.js';
import { createAccount } from './account-service.js';
import {
  forgetAccountLoginFailures,
  hasLoginDeviceFailed,
  recordLoginDeviceFailure,
  startAccountLoginAttempt,
} from './account-login-throttle.js';
import { sendVerificationEmail } from './email-verification-service.js';
import { registerThroughInvitation } from './invitation-service.js';
import { RATE_LIMITS, enforceRateLimit } from './rate-limit-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';

type RegisterInput = components['schemas']['RegisterInput'];
type LoginInput = components['schemas']['LoginInput'];

/**
 * Sign-up with a password: the account with its organization and trial (spec §4 Register), and
 * the verification e-mail; or, with an invitation token, the account joining the inviting
 * organization. The limit counts before the rules run, so bad input cannot be used to
 * probe for free.
 */
export async function registerWithPassword(
  deps: ServiceDependencies,
  body: RegisterInput,
  clientIp: string,
): Promise<UserRow> {
  await enforceRateLimit(deps, RATE_LIMITS.register, clientIp);
  const { invitationToken, organizationName, ...input } = parseInput(registerSchema, body);
  if (await findUserByEmail(deps.db, input.email)) {
    throw new AppError('BAD_REQUEST', EMAIL_ALREADY_REGISTERED, {
      fieldErrors: { email: EMAIL_ALREADY_REGISTERED },
    });
  }
  const passwordHash = await hashPassword(input.password);
  if (invitationToken !== undefined) {
    // Joining: the invitation proved the address, so no verification e-mail follows.
    return registerThroughInvitation(deps, { ...input, invitationToken }, passwordHash);
  }
  // The schema asks for the name whenever no invitation is given.
  if (organizationName === undefined) throw new Error('registerSchema let a sign-up through');
  const { user } = await createAccount(
    deps.db,
    {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      organizationName,
      passwordHash,
      loginMethod: 'basic',
    },
    deps.now(),
  );
  // The account exists either way: a mail server that is down must not fail the sign-up, and
  // the app offers to send the link again while the address is unverified.
  await sendVerificationEmail(deps, user).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'The verification e-mail could not be sent');
  });
  return user;
}

export interface PasswordSignIn {
  user: UserRow;
  /** The device cookie's new value: this browser is trusted for this address from now on. */
  deviceToken: string;
}

/**
 * The user whose password matches. A wrong password, an unknown address and an account without
 * a password get the same answer in the same time, so the form cannot be used to find accounts;
 * the per-account wait applies to every typed address alike, for the same reason, except for a
 * browser whose device cookie (`deviceToken`) was signed for the address and has not failed since.
 */
export async function loginWithPassword(
  deps: ServiceDependencies,
  body: LoginInput,
  clientIp: string,
  deviceToken: string | undefined,
): Promise<PasswordSignIn> {
  await enforceRateLimit(deps, RATE_LIMITS.loginPerClient, clientIp, describeLoginWait);
  const input = parseInput(loginSchema, body);
  const address = normalizeEmail(input.email);
  await enforceRateLimit(
    deps,
    RATE_LIMITS.loginPerAddress,
    `${clientIp}|${address}`,
    describeLoginWait,
  );
  const deviceNonce = readLoginDeviceNonce(deps.settings.accessTokenKey, address, deviceToken);
  const isTrustedDevice =
    deviceNonce !== undefined && !(await hasLoginDeviceFailed(deps.db, deviceNonce));
  // Per account too, across every client: many IPs get no more guesses at one account.
  const attempt = await startAccountLoginAttempt(deps, input.email, { isTrustedDevice });
  const user = await findUserByEmail(deps.db, input.email);
  if (user?.passwordHash && (await verifyPassword(input.password, user.passwordHash))) {
    // Past the wait, the failures stay: whoever else is trying keeps waiting.
    if (!attempt.isPastWait) await forgetAccountLoginFailures(deps.db, input.email);
    return { user, deviceToken: issueLoginDeviceToken(deps.settings.accessTokenKey, address) };
  }
  if (deviceNonce !== undefined) await recordLoginDeviceFailure(deps.db, deviceNonce, deps.now());
  if (!user?.passwordHash) await spendPasswordCheckTime(input.password);
  throw new AppError('UNAUTHORIZED', INVALID_PASSWORD, {
    fieldErrors: { password: INVALID_PASSWORD },
    status: 401,
  });
}

export interface EmailCheck {
  exists: boolean;
  /** The message the sign-up form shows under the field, when the address cannot sign up. */
  emailError?: string;
}

/** Whether an address can sign up (the sign-up form asks while the person types). */
export async function checkEmail(
  deps: ServiceDependencies,
  email: string,
  clientIp: string,
): Promise<EmailCheck> {
  await enforceRateLimit(deps, RATE_LIMITS.checkEmail, clientIp);
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) {
    return { exists: false, emailError: parsed.error.issues[0]?.message ?? INVALID_EMAIL_FORMAT };
  }
  const exists = (await findUserByEmail(deps.db, parsed.data)) !== undefined;
  return exists ? { exists, emailError: EMAIL_ALREADY_REGISTERED } : { exists };
}
