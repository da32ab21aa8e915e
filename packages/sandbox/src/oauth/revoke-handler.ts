import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { waitFor, type Fault } from '../faults/fault-store.js';
import { authenticateClient } from './client-auth.js';
import {
  sendWireError,
  type ProviderProfile,
  type TokenErrorKind,
  type WireError,
} from './provider-profile.js';

// RFC 7009-style revocation (Google, LinkedIn). Revoking either token of a grant ends the whole
// grant: later refreshes get invalid_grant and bearer calls get 401, as at the real providers.

export interface RevokeEndpoint {
  context: SandboxContext;
  profile: ProviderProfile;
  /** LinkedIn wants the client's credentials with the token; Google does not. */
  isClientAuthRequired: boolean;
  /** Google refuses an unknown token; RFC 7009 (and LinkedIn) answer 200 regardless. */
  unknownTokenError: WireError | null;
}

const FAULT_TO_ERROR: Partial<Record<Fault['kind'], TokenErrorKind>> = {
  server_error: 'injected_server_error',
  temporarily_unavailable: 'injected_temporarily_unavailable',
  rate_limited: 'injected_rate_limited',
};

function readFields(request: FastifyRequest): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (source === null || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return fields;
}

export async function handleRevoke(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: RevokeEndpoint,
): Promise<FastifyReply> {
  const { context, profile } = endpoint;
  const fault = context.faults.take(profile.name, 'revoke');
  if (fault?.kind === 'delay') await waitFor(fault.delayMs);
  const injected = fault ? FAULT_TO_ERROR[fault.kind] : undefined;
  if (fault && injected)
    return sendWireError(reply, profile.describeTokenError(injected, fault.retryAfterSeconds));

  const fields = readFields(request);
  if (endpoint.isClientAuthRequired) {
    const client = authenticateClient(
      request.headers.authorization,
      fields,
      profile.clientAuthMethods,
      context.clients[profile.name],
    );
    if (!client.isAuthenticated)
      return sendWireError(reply, profile.describeTokenError(client.kind, 0));
  }
  const token = fields.token ?? '';
  if (token === '') return sendWireError(reply, profile.describeTokenError('request_malformed', 0));
  const isRevoked = context.store.revokeByToken(token, profile.name);
  if (!isRevoked && endpoint.unknownTokenError !== null)
    return sendWireError(reply, endpoint.unknownTokenError);
  return reply.code(200).header('cache-control', 'no-store').send();
}
