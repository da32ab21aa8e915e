import type { AppContext } from '../../core/app-context.js';
import { defineFeature } from '../../core/feature.js';
import { createApiKeyHandlers } from './handlers/api-key-handlers.js';
import { createAuthHandlers } from './handlers/auth-handlers.js';
import { createBillingHandlers } from './handlers/billing-handlers.js';
import { createOrganizationHandlers } from './handlers/organization-handlers.js';
import { createSsoHandlers } from './handlers/sso-handlers.js';
import { createTrialEndHandlers } from './handlers/trial-end-handlers.js';
import { createUserHandlers } from './handlers/user-handlers.js';
import { createWorkspaceHandlers } from './handlers/workspace-handlers.js';
import { expireTrialsWork } from './jobs/expire-trials.js';
import { pruneExpiredTokensWork } from './jobs/prune-expired-tokens.js';
import * as tables from './schema.js';

/** Accounts, sessions, single sign-on, organizations, workspaces, members and API keys. */
export const identityFeature = defineFeature({
  name: 'identity',
  handlers: (context: AppContext) => ({
    ...createAuthHandlers(context),
    ...createUserHandlers(context),
    ...createOrganizationHandlers(context),
    ...createWorkspaceHandlers(context, context.config.billing.provider),
    ...createBillingHandlers(context, context.config.billing),
    ...createApiKeyHandlers(context),
    ...createTrialEndHandlers(context),
    ...createSsoHandlers({
      services: context,
      config: { sso: context.config.sso, appSecret: context.config.appSecret },
      ssoFetch: context.outbound.fetch,
    }),
  }),
  jobs: [pruneExpiredTokensWork, expireTrialsWork],
  tables,
});
