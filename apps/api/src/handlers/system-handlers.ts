import type { Logger } from '../logger.js';
import { checkReadiness } from '../services/readiness-service.js';
import { findVersions } from '../services/version-service.js';
import type { OperationHandler } from './operation-types.js';

export interface SystemHandlerDependencies {
  apiVersion: string;
  webDistDir: string;
  pingDatabase: () => Promise<void>;
  logger: Logger;
}

export function createSystemHandlers(dependencies: SystemHandlerDependencies): {
  getVersions: OperationHandler<'getVersions'>;
  getHealth: OperationHandler<'getHealth'>;
  getReadiness: OperationHandler<'getReadiness'>;
} {
  return {
    getVersions: async () => ({ content: { versions: await findVersions(dependencies) } }),
    getHealth: async () => ({ status: 'ok' }),
    getReadiness: async (_request, reply) => {
      const report = await checkReadiness(dependencies.pingDatabase, dependencies.logger);
      if (!report.isReady) reply.code(503);
      return { status: report.isReady ? 'ok' : 'unavailable', checks: report.checks };
    },
  };
}
