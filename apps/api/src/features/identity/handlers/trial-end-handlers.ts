import type { AppContext } from '../../../core/app-context.js';
import { AppError } from '../../../core/errors/app-error.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import { INSTALL_KEY_HEADER, isInstallKey } from '../../../core/security/install-key.js';
import { endTrialNow } from '../services/trial-end-service.js';
import { presentSubscription } from './identity-presenters.js';

export const TRIAL_END_KEY_MESSAGE =
  'Ending a trial early needs this install’s key (the key of the mailbox link printed in the ' +
  'start-up banner of the server).';

/**
 * The embedded install's dev route that ends a trial now (`endTrial`): a person trying Utmost
 * locally, and the browser tests, see what the seventh day brings without waiting a week. It
 * exists only where the install is one person's: embedded (PGlite) and not production; a server
 * deployment answers 404, key or not.
 */
export function createTrialEndHandlers(context: AppContext): {
  endTrial: OperationHandler<'endTrial'>;
} {
  const isEnabled =
    context.config.database.kind === 'pglite' && context.config.nodeEnv !== 'production';
  return {
    endTrial: async (request) => {
      if (!isEnabled) {
        throw new AppError('NOT_FOUND', 'Ending a trial early exists in embedded mode only.');
      }
      if (!isInstallKey(request.headers[INSTALL_KEY_HEADER], context.settings.installKey)) {
        throw new AppError('FORBIDDEN', TRIAL_END_KEY_MESSAGE);
      }
      const state = await endTrialNow(context, request.query.organization_id);
      return { content: presentSubscription(state, context.config.billing.provider) };
    },
  };
}
