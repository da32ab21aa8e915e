import { AppError } from '../http/app-error.js';
import { listMailboxMessages } from '../services/mailbox-service.js';
import type { ServiceDependencies } from '../services/service-dependencies.js';
import type { OperationHandler } from './operation-types.js';

/** The local mailbox of embedded mode; 404 wherever mail really leaves (or may contain secrets). */
export function createMailboxHandlers(deps: ServiceDependencies): {
  listMailboxMessages: OperationHandler<'listMailboxMessages'>;
} {
  return {
    listMailboxMessages: async (request) => {
      if (!deps.settings.isMailboxEnabled) {
        throw new AppError('NOT_FOUND', 'The local mailbox exists in embedded mode only.');
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
