import type { Logger } from '../../../core/logging/logger.js';
import { checkReadiness } from '../services/readiness-service.js';
import { findVersions } from '../services/version-service.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import { API_DOCS_PATH } from '../../../core/http/docs/docs-routes.js';

export interface SystemHandlerDependencies {
  apiVersion: string;
  webDistDir: string;
  pingDatabase: () => Promise<void>;
  logger: Logger;
  /** The Help dialog's contacts, from the configuration. */
  support: { supportEmail: string | null; publicUrl: string };
}

export function createSystemHandlers(dependencies: SystemHandlerDependencies): {
  getVersions: OperationHandler<'getVersions'>;
  getSupportContacts: OperationHandler<'getSupportContacts'>;
  getHealth: OperationHandler<'getHealth'>;
  getReadiness: OperationHandler<'getReadiness'>;
} {
  return {
    getVersions: async () => ({ content: { versions: await findVersions(dependencies) } }),
    getSupportContacts: async () => ({
      content: {
        supportEmail: dependencies.support.supportEmail,
        apiDocsUrl: `${dependencies.support.publicUrl}${API_DOCS_PATH}`,
      },
    }),
    getHealth: async () => ({ status: 'ok' }),
    getReadiness: async (_request, reply) => {
      const report = await checkReadiness(dependencies.pingDatabase, dependencies.logger);
      if (!report.isReady) reply.code(503);
      return { status: report.isReady ? 'ok' : 'unavailable', checks: report.checks };
    },
  };
}
