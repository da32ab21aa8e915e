import type { AppContext } from '../../core/app-context.js';
import { defineFeature } from '../../core/feature.js';
import { createMailboxHandlers } from './handlers/mailbox-handlers.js';
import { createSystemHandlers } from './handlers/system-handlers.js';

/** Versions, health, readiness, the support contacts and the local mailbox. */
export const systemFeature = defineFeature({
  name: 'system',
  handlers: (context: AppContext) => ({
    ...createSystemHandlers({
      apiVersion: context.apiVersion,
      webDistDir: context.config.webDistDir,
      pingDatabase: context.pingDatabase,
      logger: context.logger,
      support: { supportEmail: context.config.supportEmail, publicUrl: context.config.publicUrl },
    }),
    ...createMailboxHandlers(context),
  }),
  jobs: [],
  tables: {},
});
