import { requireUserCaller } from '../auth/caller.js';
import { REFRESH_COOKIE, clearSessionCookies } from '../auth/session-cookies.js';
import { LOGIN_DEVICE_COOKIE, setLoginDeviceCookie } from '../auth/login-device.js';
import { endSession, refreshSession, startSession } from '../auth/session-service.js';
import { AppError } from '../../../core/errors/app-error.js';
import { verifyEmailAddress } from '../services/email-verification-service.js';
import { resendExpiredLink } from '../services/link-resend-service.js';
import {
  checkEmail,
  loginWithPassword,
  registerWithPassword,
} from '../services/password-auth-service.js';
import {
  recoverPassword,
  sendPasswordResetLink,
  verifyLinkToken,
} from '../services/password-recovery-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { presentUser } from './identity-presenters.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';

/** Sign-up, sign-in, sessions and password recovery: the public side of identity. */
export function createAuthHandlers(deps: ServiceDependencies): {
  registerUser: OperationHandler<'registerUser'>;
  loginUser: OperationHandler<'loginUser'>;
  logoutUser: OperationHandler<'logoutUser'>;
  refreshToken: OperationHandler<'refreshToken'>;
  checkEmail: OperationHandler<'checkEmail'>;
  forgotPassword: OperationHandler<'forgotPassword'>;
  verifyToken: OperationHandler<'verifyToken'>;
  recoverPassword: OperationHandler<'recoverPassword'>;
  verifyEmail: OperationHandler<'verifyEmail'>;
  resendLink: OperationHandler<'resendLink'>;
} {
  return {
    registerUser: async (request, reply) => {
      const user = await registerWithPassword(deps, request.body, request.ip);
      await startSession(reply, deps, user);
      reply.code(201);
      return { content: { user: presentUser(user) } };
    },
    loginUser: async (request, reply) => {
      const { user, deviceToken } = await loginWithPassword(
        deps,
        request.body,
        request.ip,
        request.cookies[LOGIN_DEVICE_COOKIE],
      );
      await startSession(reply, deps, user);
      setLoginDeviceCookie(reply, deps.settings, deviceToken);
      return { content: { user: presentUser(user) } };
    },
    logoutUser: async (request, reply) => {
      const caller = requireUserCaller(request);
      if (request.params.id !== caller.userId) {
        throw new AppError('FORBIDDEN', 'You can only log yourself out.');
      }
      await endSession(reply, deps, caller.familyId);
      return { content: { loggedOut: true } };
    },
    refreshToken: async (request, reply) => {
      const user = await refreshSession(reply, deps, request.cookies[REFRESH_COOKIE]);
      return { content: { user: presentUser(user) } };
    },
    checkEmail: async (request) => {
      const check = await checkEmail(deps, request.query.email, request.ip);
      return {
        content: { exists: check.exists },
        ...(check.emailError !== undefined && { errors: { email: check.emailError } }),
      };
    },
    forgotPassword: async (request) => {
      await sendPasswordResetLink(deps, request.query.email, request.ip);
      return { content: { sent: true } };
    },
    verifyToken: async (request) => {
      const { email, invitation } = await verifyLinkToken(deps, request.body, request.ip);
      return { content: { valid: true, email, ...(invitation && { invitation }) } };
    },
    recoverPassword: async (request, reply) => {
      await recoverPassword(deps, request.body, request.ip);
      clearSessionCookies(reply, deps.settings);
      return { content: { recovered: true } };
    },
    verifyEmail: async (request) => {
      const { email } = await verifyEmailAddress(deps, request.body, request.ip);
      return { content: { verified: true, email } };
    },
    resendLink: async (request) => ({
      content: await resendExpiredLink(deps, request.body, request.ip),
    }),
  };
}
