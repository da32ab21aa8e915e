import type { CookieSerializeOptions } from '@fastify/cookie';
import type { operations } from '@utmost/ads-sdk';
import type { FastifyReply } from 'fastify';
import type { AdPlatformDependencies } from '../platforms/ad-platform-dependencies.js';
import {
  CONNECT_ATTEMPT_LIFETIME_SECONDS,
  CONNECT_BROWSER_COOKIE,
  CONNECT_BROWSER_COOKIE_PATH,
} from '../platforms/connect-attempt-secrets.js';
import { buildConnectResultUrl } from '../platforms/connect-redirect.js';
import { requireUserCaller } from '../../identity/index.js';
import { finishPlatformConnection } from '../services/platform-connect-finish.js';
import { startPlatformConnection } from '../services/platform-connect-service.js';
import type { OperationHandler, OperationRequest } from '../../../core/http/operation-types.js';

/** All of the callback's parameters are optional, so the generated request type leaves them out. */
type CallbackQuery = NonNullable<operations['finishPlatformConnection']['parameters']['query']>;

type ConnectHandlers = {
  startPlatformConnection: OperationHandler<'startPlatformConnection'>;
  finishPlatformConnection: OperationHandler<'finishPlatformConnection'>;
};

/**
 * The connect popup's two redirects (spec §4 platform connection): start sends it to the
 * provider, the callback sends it to the app's success route with `status` and `email` or
 * `error`. Both answer 302 without a body.
 */
export function createPlatformConnectHandlers(deps: AdPlatformDependencies): ConnectHandlers {
  const browserCookie = (maxAgeSeconds: number): CookieSerializeOptions => ({
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which Lax lets through.
    sameSite: 'lax',
    secure: deps.isSecureCookies,
    path: CONNECT_BROWSER_COOKIE_PATH,
    maxAge: maxAgeSeconds,
  });

  const startHandler = async (
    request: OperationRequest<'startPlatformConnection'>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const caller = requireUserCaller(request);
    const { query } = request;
    const outcome = await startPlatformConnection(deps, {
      platform: request.params.platform,
      userId: caller.userId,
      organizationId: query.organization_id,
      workspaceId: query.workspace_id,
      requestedUserId: query.user_id,
      redirectUrl: query.redirect_url,
      loginHint: query.login_hint,
      purpose: query.purpose,
      browserCookie: request.cookies[CONNECT_BROWSER_COOKIE],
    });
    reply.header('cache-control', 'no-store');
    if (outcome.kind === 'refused') {
      request.log.warn(
        { platform: request.params.platform, connectError: outcome.failure.code },
        `Platform connection refused: ${outcome.failure.message}`,
      );
      return reply.redirect(
        buildConnectResultUrl(outcome.redirectUrl, { error: outcome.failure.code }),
        302,
      );
    }
    reply.setCookie(
      CONNECT_BROWSER_COOKIE,
      outcome.browserCookie,
      browserCookie(CONNECT_ATTEMPT_LIFETIME_SECONDS),
    );
    return reply.redirect(outcome.location, 302);
  };

  const finishHandler = async (
    request: OperationRequest<'finishPlatformConnection'>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const { platform } = request.params;
    const query = (request.query as CallbackQuery | undefined) ?? {};
    const outcome = await finishPlatformConnection(
      deps,
      platform,
      query,
      request.cookies[CONNECT_BROWSER_COOKIE],
    );
    reply.header('cache-control', 'no-store');
    if (outcome.kind === 'refused') {
      request.log.warn(
        { platform, connectError: outcome.failure.code },
        `Platform connection failed: ${outcome.failure.message}`,
      );
      return reply.redirect(
        buildConnectResultUrl(outcome.redirectUrl, { error: outcome.failure.code }),
        302,
      );
    }
    request.log.info(
      {
        platform,
        organizationId: outcome.login.organizationId,
        platformAccountId: outcome.login.id,
        restoredAdAccounts: outcome.restoredCount,
      },
      'Platform login connected',
    );
    return reply.redirect(
      buildConnectResultUrl(outcome.redirectUrl, { email: outcome.login.email }),
      302,
    );
  };

  return {
    startPlatformConnection: startHandler as unknown as OperationHandler<'startPlatformConnection'>,
    finishPlatformConnection:
      finishHandler as unknown as OperationHandler<'finishPlatformConnection'>,
  };
}
