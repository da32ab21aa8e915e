import { createApiKeySchema } from '@utmost/ads-sdk/schemas';
import { requireUserCaller } from '../auth/caller.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import {
  createOrganizationApiKey,
  listOrganizationApiKeys,
  revokeOrganizationApiKey,
} from '../services/api-key-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { presentApiKey } from './identity-presenters.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';

/** Organization API keys; managed from a signed-in session only, never by another key. */
export function createApiKeyHandlers(deps: ServiceDependencies): {
  listApiKeys: OperationHandler<'listApiKeys'>;
  createApiKey: OperationHandler<'createApiKey'>;
  revokeApiKey: OperationHandler<'revokeApiKey'>;
} {
  return {
    listApiKeys: async (request) => {
      const keys = await listOrganizationApiKeys(
        deps,
        requireUserCaller(request),
        request.params.id,
      );
      return { content: keys.map(presentApiKey) };
    },
    createApiKey: async (request, reply) => {
      const caller = requireUserCaller(request);
      const input = parseInput(createApiKeySchema, request.body);
      const created = await createOrganizationApiKey(deps, caller, request.params.id, input);
      reply.code(201);
      return { content: { apiKey: presentApiKey(created.apiKey), secret: created.secret } };
    },
    revokeApiKey: async (request) => {
      const caller = requireUserCaller(request);
      await revokeOrganizationApiKey(deps, caller, request.params.id, request.params.keyId);
      return { content: { revoked: true } };
    },
  };
}
