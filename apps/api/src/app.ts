import fastifyResponseValidation from '@fastify/response-validation';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import type { AppConfig } from './config/load-config.js';
import type { Contract } from './contract/load-contract.js';
import { createServiceHandlers } from './handlers/service-handlers.js';
import { createAjv, createValidatorCompiler } from './http/ajv.js';
import { docsRoutes } from './http/docs/docs-routes.js';
import { errorHandlingPlugin } from './http/error-handler.js';
import { createSecurityHandlers } from './http/security-handlers.js';
import { createWebApp } from './http/web-app.js';
import type { Logger } from './logger.js';

export interface AppDependencies {
  config: Pick<AppConfig, 'nodeEnv' | 'webDistDir'>;
  contract: Contract;
  logger: Logger;
  apiVersion: string;
  /** Throws when the database does not answer; drives /readyz. */
  pingDatabase: () => Promise<void>;
  /** Sees every route as it is added (the contract coverage test collects them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The HTTP application without a listening socket: main.ts listens, tests use `inject`.
 * Order matters: hooks that watch routes come before the routes they watch.
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, contract, logger } = dependencies;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
  });
  if (dependencies.onRoute) app.addHook('onRoute', dependencies.onRoute);
  app.setValidatorCompiler(createValidatorCompiler());

  // Answers are checked against the contract while developing and testing; production trusts them.
  if (config.nodeEnv !== 'production') {
    await app.register(fastifyResponseValidation, { ajv: createAjv({ coerceTypes: false }) });
  }

  const webApp = createWebApp(config.webDistDir);
  await app.register(errorHandlingPlugin, {
    handleUnmatchedRequest: webApp.handleUnmatchedRequest,
  });

  await app.register(fastifyOpenapiGlue, {
    specification: contract.document,
    serviceHandlers: createServiceHandlers({
      apiVersion: dependencies.apiVersion,
      webDistDir: config.webDistDir,
      pingDatabase: dependencies.pingDatabase,
      logger,
    }),
    securityHandlers: createSecurityHandlers(),
  });
  await app.register(docsRoutes, { contract });
  await webApp.registerStaticFiles(app);
  return app;
}
