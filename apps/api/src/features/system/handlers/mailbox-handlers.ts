import { INSTALL_KEY_HEADER, isInstallKey } from '../../../core/security/install-key.js';
import { AppError } from '../../../core/errors/app-error.js';
import { listMailboxMessages } from '../services/mailbox-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';

export const MAILBOX_KEY_MESSAGE =
  'The local mailbox opens with this install’s key: open the mailbox link printed in the ' +
  'start-up banner of the server (also kept in mailbox-link.txt in its data folder).';

/**
 * The local mailbox of embedded mode; 404 wherever mail really leaves (or may contain secrets).
 * It holds every organization's reset and invitation links, so no session opens it: only the
 * install key, which the person running the server got from its banner.
 */
export function createMailboxHandlers(deps: ServiceDependencies): {
  listMailboxMessages: OperationHandler<'listMailboxMessages'>;
} {
  return {
    listMailboxMessages: async (request) => {
      if (!deps.settings.isMailboxEnabled) {
        throw new AppError('NOT_FOUND', 'The local mailbox exists in embedded mode only.');
      }
      if (!isInstallKey(request.headers[INSTALL_KEY_HEADER], deps.settings.installKey)) {
        throw new AppError('FORBIDDEN', MAILBOX_KEY_MESSAGE);
      }
      const messages = await listMailboxMessages(deps, request.query.to);
      return {
        content: messages.map((message) => ({
          id: message.id,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  };
}
