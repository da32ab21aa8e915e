import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyResponseValidation from '@fastify/response-validation';
import { MAX_UPLOAD_BYTES } from '@utmost/ads-sdk';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteOptions,
} from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { ignoreCookiesOfBearerRequest } from './features/identity/auth/bearer-requests.js';
import { checkSameOrigin } from './features/identity/auth/same-origin.js';
import { isStripeWebhookRequest } from './features/identity/services/stripe-webhook-service.js';
import { mountSandbox } from './sandbox/mount-sandbox.js';
import type { Contract } from './core/contract/load-contract.js';
import { createServiceHandlers, type UtmostContext } from './features.js';
import { createAjv, createValidatorCompiler } from './core/http/ajv.js';
import { guardContractRequests } from './core/http/contract-request-guard.js';
import { docsRoutes } from './core/http/docs/docs-routes.js';
import { errorHandlingPlugin } from './core/http/error-handler.js';
import { createHostCheck } from './core/http/host-check.js';
import { createSecurityHandlers } from './features/identity/handlers/security-handlers.js';
import { findIdempotencyKeyOwner } from './features/identity/index.js';
import { guardIdempotentRequests } from './core/http/idempotency.js';
import { logOneLinePerRequest } from './core/http/request-log-line.js';
import { answerRequestId, findOrCreateRequestId } from './core/http/request-id.js';
import { securityHeadersPlugin } from './core/http/security-headers.js';
import { uploadsRoute } from './core/http/uploads-route.js';
import { createWebApp } from './core/http/web-app.js';

/** Embedded mode keeps the mounted sandbox's state beside the database, in DATA_DIR. */
export const SANDBOX_STATE_FILE = 'sandbox-state.json';

export interface AppOptions {
  contract: Contract;
  /** Sees every route as it is added (the contract coverage test collects them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The HTTP application without a listening socket: main.ts listens, tests use `inject`.
 * Order matters: hooks that watch routes come before the routes they watch.
 */
export async function buildApp(
  context: UtmostContext,
  options: AppOptions,
): Promise<FastifyInstance> {
  const { config, logger } = context;
  const { contract } = options;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A person's terminal gets one line per request (logOneLinePerRequest), not Fastify's two.
    logController: new LogController({ disableRequestLogging: config.logFormat === 'pretty' }),
    bodyLimit: 1024 * 1024,
    genReqId: findOrCreateRequestId,
    // request.ip (rate limits) and request.protocol (same-origin check) read forwarded headers
    // only from the configured number of proxies.
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
  });
  answerRequestId(app);
  if (config.logFormat === 'pretty') logOneLinePerRequest(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Media types and NUL characters are checked the same way for every operation of the contract.
  app.addHook('onRoute', guardContractRequests(contract.document));
  app.setValidatorCompiler(createValidatorCompiler());
  // First of all hooks: every answer carries the headers, also one a later hook refuses.
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    webDistDir: config.webDistDir,
  });

  // Answers are checked against the contract while developing and testing; production trusts them.
  if (config.nodeEnv !== 'production') {
    await app.register(fastifyResponseValidation, { ajv: createAjv({ coerceTypes: false }) });
  }

  const webApp = createWebApp(config.webDistDir);
  await app.register(errorHandlingPlugin, {
    handleUnmatchedRequest: webApp.handleUnmatchedRequest,
    quietRefusals: config.logFormat === 'pretty',
  });
  // First of all: a request addressed to a foreign host name (DNS rebinding) is not served.
  app.addHook('onRequest', createHostCheck(config.publicUrl));
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
  });
  // Before routing and before any body is read: a cross-site request changes nothing.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // Stripe's webhook carries no session and no Origin; its signature is checked instead.
    if (isStripeWebhookRequest(request.url)) return;
    ignoreCookiesOfBearerRequest(request);
    checkSameOrigin(request, config.publicUrl);
  });

  if (config.platformMode === 'sandbox') {
    const sandbox = await mountSandbox(app, {
      publicUrl: config.publicUrl,
      sso: config.sso,
      adPlatforms: config.adPlatforms,
      adsPerScaleAccount: config.sandboxAdsPerScaleAccount,
      searchTermsPerScaleAccount: config.sandboxSearchTermsPerScaleAccount,
      controlKey: context.settings.installKey,
      ...(config.database.kind === 'pglite' && {
        stateFile: join(config.dataDir, SANDBOX_STATE_FILE),
      }),
    });
    // From now on the platform clients and single sign-on of this process (its workers too)
    // reach the sandbox in-process.
    context.outbound.use(sandbox.fetch);
  }
  // Before the routes it watches: run starts and decision writes answer a repeated key once.
  app.addHook(
    'onRoute',
    guardIdempotentRequests({
      document: contract.document,
      db: context.db,
      logger: context.logger,
      now: context.now,
      findKeyOwner: (request) => findIdempotencyKeyOwner(context.db, request),
    }),
  );
  await app.register(fastifyOpenapiGlue, {
    specification: contract.document,
    serviceHandlers: createServiceHandlers(context),
    securityHandlers: createSecurityHandlers(context),
  });
  await app.register(uploadsRoute, { uploadsDir: config.uploadsDir });
  await app.register(docsRoutes, { contract });
  await webApp.registerStaticFiles(app);
  return app;
}
