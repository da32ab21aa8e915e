import { SSO_PROVIDER_VALUES } from '@utmost/ads-sdk/enums';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { operations } from '@utmost/ads-sdk';
import type { FastifyReply } from 'fastify';
import { startSession, type SessionDependencies } from '../auth/session-service.js';
import { createMicrosoftIdTokenVerifier } from '../sso/microsoft-id-token.js';
import type { OAuthTransport } from '../sso/oauth-client.js';
import {
  SSO_ATTEMPT_COOKIE,
  SSO_ATTEMPT_COOKIE_PATH,
  SSO_ATTEMPT_LIFETIME_SECONDS,
  createSsoAttemptSealer,
} from '../sso/sso-attempt.js';
import { type SsoConfig } from '../../../core/config/sso-config.js';
import { SsoFailure } from '../sso/sso-failure.js';
import { finishSsoLogin, startSsoLogin, type SsoLoginDependencies } from '../sso/sso-login-flow.js';
import { tellOwnerWhatUnprovenAccountLeft } from '../services/unproven-account-cleanup.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import type { OperationHandler, OperationRequest } from '../../../core/http/operation-types.js';

export interface SsoHandlerDependencies {
  /** The mailer tells an owner what a claimed account had left behind. */
  services: SessionDependencies & Pick<ServiceDependencies, 'mailer'>;
  /** `appSecret` keys the sealed sign-in attempt cookie. */
  config: { sso: SsoConfig; appSecret: string };
  /**
   * How the API reaches the providers: in sandbox mode a fetch that answers the mounted sandbox
   * in-process (see mount-sandbox.ts); the global fetch otherwise.
   */
  ssoFetch?: typeof fetch;
  /** Per request to a provider. */
  ssoTimeoutMs?: number;
}

/**
 * OperationRequest derives `query` only for operations with a required query parameter; these
 * take optional ones, so the contract's shape is named here.
 */
type StartQuery = NonNullable<operations['startSsoLogin']['parameters']['query']>;
type CallbackQuery = NonNullable<operations['finishSsoLogin']['parameters']['query']>;

const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;
const LOGIN_PATH = '/login';

type SsoHandlers = {
  listSsoProviders: OperationHandler<'listSsoProviders'>;
  startSsoLogin: OperationHandler<'startSsoLogin'>;
  finishSsoLogin: OperationHandler<'finishSsoLogin'>;
};

/** Sign-in with Google, LinkedIn and Microsoft: the provider list, start, and callback. */
export function createSsoHandlers(dependencies: SsoHandlerDependencies): SsoHandlers {
  const { services: session, config } = dependencies;
  const publicUrl = session.settings.publicUrl;
  const transport: OAuthTransport = {
    fetch: dependencies.ssoFetch ?? globalThis.fetch,
    timeoutMs: dependencies.ssoTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
  };
  const login: SsoLoginDependencies = {
    db: session.db,
    publicUrl,
    sso: config.sso,
    attempts: createSsoAttemptSealer(config.appSecret),
    transport,
    idTokens: createMicrosoftIdTokenVerifier(transport),
    now: () => session.now().getTime(),
  };
  const attemptCookie = (maxAgeSeconds: number): CookieSerializeOptions => ({
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which Lax lets through.
    sameSite: 'lax',
    secure: session.settings.isSecureCookies,
    path: SSO_ATTEMPT_COOKIE_PATH,
    maxAge: maxAgeSeconds,
  });
  const redirectWithFailure = (
    request: OperationRequest<'startSsoLogin'> | OperationRequest<'finishSsoLogin'>,
    reply: FastifyReply,
    failure: SsoFailure,
  ) => {
    request.log.warn(
      { provider: request.params.provider, ssoError: failure.code, reason: failure.message },
      'Single sign-on failed',
    );
    return reply.redirect(`${LOGIN_PATH}?ssoError=${failure.code}`, 302);
  };

  // Both redirecting operations answer with a 302 and no body, which the generated types render
  // as `never`; the reply is what Fastify expects an async handler to return once it has sent.
  const startHandler = async (
    request: OperationRequest<'startSsoLogin'>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    try {
      const started = startSsoLogin(
        login,
        request.params.provider,
        (request.query as StartQuery | undefined)?.redirect,
      );
      reply.setCookie(
        SSO_ATTEMPT_COOKIE,
        started.sealedAttempt,
        attemptCookie(SSO_ATTEMPT_LIFETIME_SECONDS),
      );
      return reply.header('cache-control', 'no-store').redirect(started.authorizationUrl, 302);
    } catch (error) {
      if (error instanceof SsoFailure) return redirectWithFailure(request, reply, error);
      throw error;
    }
  };

  const finishHandler = async (
    request: OperationRequest<'finishSsoLogin'>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const { provider } = request.params;
    // Single use: whatever happens next, this attempt is over.
    reply.clearCookie(SSO_ATTEMPT_COOKIE, attemptCookie(0));
    reply.header('cache-control', 'no-store');
    try {
      const finished = await finishSsoLogin(
        login,
        provider,
        (request.query as CallbackQuery | undefined) ?? {},
        request.cookies[SSO_ATTEMPT_COOKIE],
      );
      await startSession(reply, session, finished.user);
      if (finished.cleanup) {
        await tellOwnerWhatUnprovenAccountLeft(session, finished.user.email, finished.cleanup);
      }
      request.log.info(
        { provider, userId: finished.user.id, outcome: finished.outcome },
        'Single sign-on succeeded',
      );
      return reply.redirect(buildCompletedLocation(finished.redirectPath), 302);
    } catch (error) {
      if (error instanceof SsoFailure) return redirectWithFailure(request, reply, error);
      throw error;
    }
  };

  return {
    listSsoProviders: async () => ({
      content: {
        providers: SSO_PROVIDER_VALUES.map((provider) => ({
          provider,
          isEnabled: config.sso[provider] !== undefined,
        })),
      },
    }),
    startSsoLogin: startHandler as unknown as OperationHandler<'startSsoLogin'>,
    finishSsoLogin: finishHandler as unknown as OperationHandler<'finishSsoLogin'>,
  };
}

/**
 * The login page finishes the job (spec §4 login success: it learns the user through
 * refreshToken, then loads organizations and the workspace) and then goes to `redirect`.
 */
function buildCompletedLocation(redirectPath: string | undefined): string {
  const query = new URLSearchParams({ sso: 'complete' });
  if (redirectPath !== undefined) query.set('redirect', redirectPath);
  return `${LOGIN_PATH}?${query.toString()}`;
}
