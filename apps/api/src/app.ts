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
import {
  createAdPlatformDependencies,
  type AdPlatformDependencies,
} from './ad-platforms/ad-platform-dependencies.js';
import { ignoreCookiesOfBearerRequest } from './auth/bearer-requests.js';
import { checkSameOrigin } from './auth/same-origin.js';
import { mountSandbox } from './sandbox/mount-sandbox.js';
import type { AppConfig } from './config/load-config.js';
import type { Contract } from './contract/load-contract.js';
import type { DatabaseExecutor } from './db/database-types.js';
import { createServiceHandlers } from './handlers/service-handlers.js';
import { createAjv, createValidatorCompiler } from './http/ajv.js';
import { guardContractRequests } from './http/contract-request-guard.js';
import { docsRoutes } from './http/docs/docs-routes.js';
import { errorHandlingPlugin } from './http/error-handler.js';
import { createHostCheck } from './http/host-check.js';
import { createSecurityHandlers } from './http/security-handlers.js';
import { logOneLinePerRequest } from './http/request-log-line.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { uploadsRoute } from './http/uploads-route.js';
import { createWebApp } from './http/web-app.js';
import type { Logger } from './logger.js';
import type { RunQueue } from './runs/run-queue.js';
import { createServiceDependencies } from './services/create-service-dependencies.js';

export type AppRuntimeConfig = Pick<
  AppConfig,
  | 'nodeEnv'
  | 'logFormat'
  | 'dataDir'
  | 'webDistDir'
  | 'publicUrl'
  | 'uploadsDir'
  | 'database'
  | 'smtpUrl'
  | 'mailFrom'
  | 'platformMode'
  | 'sso'
  | 'adPlatforms'
  | 'trustProxyHops'
  | 'runs'
  | 'sandboxAdsPerScaleAccount'
  | 'supportEmail'
> & { appSecret: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** The ad-platform clients and stored-login credentials this app uses. */
    adPlatforms: AdPlatformDependencies;
  }
}

/** Embedded mode keeps the mounted sandbox's state beside the database, in DATA_DIR. */
export const SANDBOX_STATE_FILE = 'sandbox-state.json';

export interface AppDependencies {
  config: AppRuntimeConfig;
  db: DatabaseExecutor;
  contract: Contract;
  logger: Logger;
  apiVersion: string;
  /** Throws when the database does not answer; drives /readyz. */
  pingDatabase: () => Promise<void>;
  /** Sees every route as it is added (the contract coverage test collects them). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock of sessions, tokens and rate limits; tests move it. */
  now?: () => Date;
  /** Where started runs go; without one, starting a run answers 503 (no job queue). */
  runQueue?: RunQueue;
}

/**
 * The HTTP application without a listening socket: main.ts listens, tests use `inject`.
 * Order matters: hooks that watch routes come before the routes they watch.
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, contract, logger } = dependencies;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A person's terminal gets one line per request (logOneLinePerRequest), not Fastify's two.
    logController: new LogController({ disableRequestLogging: config.logFormat === 'pretty' }),
    bodyLimit: 1024 * 1024,
    // request.ip (rate limits) and request.protocol (same-origin check) read forwarded headers
    // only from the configured number of proxies.
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
  });
  if (config.logFormat === 'pretty') logOneLinePerRequest(app);
  if (dependencies.onRoute) app.addHook('onRoute', dependencies.onRoute);
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
    ignoreCookiesOfBearerRequest(request);
    checkSameOrigin(request, config.publicUrl);
  });

  const services = createServiceDependencies(config, dependencies.db, logger, dependencies.now);
  const sandbox =
    config.platformMode === 'sandbox'
      ? await mountSandbox(app, {
          publicUrl: config.publicUrl,
          sso: config.sso,
          adPlatforms: config.adPlatforms,
          adsPerScaleAccount: config.sandboxAdsPerScaleAccount,
          controlKey: services.settings.installKey,
          ...(config.database.kind === 'pglite' && {
            stateFile: join(config.dataDir, SANDBOX_STATE_FILE),
          }),
        })
      : undefined;
  const adPlatforms = createAdPlatformDependencies({
    config,
    db: dependencies.db,
    logger,
    ...(dependencies.now && { now: dependencies.now }),
    fetch: sandbox?.fetch ?? globalThis.fetch,
  });
  // Start-up work (the demo seed) connects logins through the same clients and credentials.
  app.decorate('adPlatforms', adPlatforms);
  await app.register(fastifyOpenapiGlue, {
    specification: contract.document,
    serviceHandlers: createServiceHandlers({
      apiVersion: dependencies.apiVersion,
      webDistDir: config.webDistDir,
      pingDatabase: dependencies.pingDatabase,
      logger,
      support: { supportEmail: config.supportEmail, publicUrl: config.publicUrl },
      services,
      config: { sso: config.sso, appSecret: config.appSecret },
      ...(sandbox && { ssoFetch: sandbox.fetch }),
      adPlatforms,
      runs: {
        settings: config.runs,
        ...(dependencies.runQueue && { queue: dependencies.runQueue }),
      },
    }),
    securityHandlers: createSecurityHandlers(services),
  });
  await app.register(uploadsRoute, { uploadsDir: config.uploadsDir });
  await app.register(docsRoutes, { contract });
  await webApp.registerStaticFiles(app);
  return app;
}
