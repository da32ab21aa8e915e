import type { FastifyRequest } from 'fastify';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { requireCaller, type Caller } from './caller.js';
import { resolveOrganizationScope } from '../services/organization-access.js';

/** The id an idempotency key is stored under: one person, or one API key. */
export function toIdempotencyCallerId(caller: Caller): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : `apiKey:${caller.apiKeyId}`;
}

/**
 * Whose `Idempotency-Key` this is: the request's organization (`organization_id`) and its caller,
 * once the caller is known to stand in that organization (404 as the handler would answer), so a
 * stored answer is only ever replayed to the caller that got it, in its own organization.
 */
export async function findIdempotencyKeyOwner(
  db: DatabaseExecutor,
  request: FastifyRequest,
): Promise<{ organizationId: string; callerId: string }> {
  const caller = requireCaller(request);
  const { organization_id: organizationId } = request.query as { organization_id?: unknown };
  if (typeof organizationId !== 'string') {
    throw new Error('An idempotent operation has no organization_id in its validated query');
  }
  const scope = await resolveOrganizationScope(db, caller, organizationId);
  return { organizationId: scope.organizationId, callerId: toIdempotencyCallerId(caller) };
}
