import type { AdPlatformDependencies } from '../ad-platforms/ad-platform-dependencies.js';
import type { SsoConfig } from '../auth/sso/sso-config.js';
import type { ServiceDependencies } from '../services/service-dependencies.js';
import { createAdAccountHandlers } from './ad-account-handlers.js';
import { createApiKeyHandlers } from './api-key-handlers.js';
import { createAuthHandlers } from './auth-handlers.js';
import { createMailboxHandlers } from './mailbox-handlers.js';
import type { ServiceHandlers } from './operation-types.js';
import { createRunHandlers } from './run-handlers.js';
import type { RunSettings } from '../config/load-config.js';
import type { RunQueue } from '../runs/run-queue.js';
import { createOrganizationHandlers } from './organization-handlers.js';
import { createPlatformConnectHandlers } from './platform-connect-handlers.js';
import { createSsoHandlers } from './sso-handlers.js';
import { createSystemHandlers, type SystemHandlerDependencies } from './system-handlers.js';
import { createUrlTemplateHandlers } from './url-template-handlers.js';
import { createUserHandlers } from './user-handlers.js';
import { createWorkspaceHandlers } from './workspace-handlers.js';

export interface HandlerDependencies extends SystemHandlerDependencies {
  services: ServiceDependencies;
  config: { sso: SsoConfig; appSecret: string };
  /** How single sign-on reaches the providers (the mounted sandbox in sandbox mode). */
  ssoFetch?: typeof fetch;
  /** Ad platforms: clients, sealed tokens, login credentials (built once by the app). */
  adPlatforms: AdPlatformDependencies;
  runs: { settings: RunSettings; queue?: RunQueue };
}

/** Every operation's handler in one object, keyed by operationId, for fastify-openapi-glue. */
export function createServiceHandlers(dependencies: HandlerDependencies): ServiceHandlers {
  const { services } = dependencies;
  return {
    ...createSystemHandlers(dependencies),
    ...createAuthHandlers(services),
    ...createUserHandlers(services),
    ...createOrganizationHandlers(services),
    ...createWorkspaceHandlers(services),
    ...createApiKeyHandlers(services),
    ...createMailboxHandlers(services),
    ...createSsoHandlers(dependencies),
    ...createAdAccountHandlers(dependencies.adPlatforms),
    ...createPlatformConnectHandlers(dependencies.adPlatforms),
    ...createUrlTemplateHandlers(dependencies.adPlatforms),
    ...createRunHandlers({
      adPlatforms: dependencies.adPlatforms,
      settings: dependencies.runs.settings,
      queue: dependencies.runs.queue,
    }),
  };
}
