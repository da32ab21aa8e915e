import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_RETENTION_SECONDS, IDEMPOTENCY_MESSAGES } from '@utmost/ads-sdk';
import type { FastifyReply, FastifyRequest, onRouteHookHandler, RouteOptions } from 'fastify';
import type { OpenApiDocument } from '../contract/openapi-types.js';
import { HTTP_METHODS } from '../contract/load-contract.js';
import type { DatabaseExecutor } from '../db/database-types.js';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
  type IdempotencyKeyOwner,
} from '../db/idempotency-key-repository.js';
import { AppError } from '../errors/app-error.js';
import type { Logger } from '../logging/logger.js';

const IDEMPOTENCY_PARAMETER_REF = '#/components/parameters/IdempotencyKey';
/** Longer than the longest answer (a run start waits up to 3 minutes). */
const ABANDONED_AFTER_SECONDS = 10 * 60;
export const REPLAYED_HEADER = 'idempotent-replayed';

export interface IdempotencyOptions {
  document: OpenApiDocument;
  db: DatabaseExecutor;
  logger: Logger;
  now: () => Date;
  /**
   * Whose key it is: the organization the request acts for and the caller's id, after checking
   * the caller belongs there (throwing as the handler would). Runs after the security handlers.
   */
  findKeyOwner: (request: FastifyRequest) => Promise<Omit<IdempotencyKeyOwner, 'key'>>;
}

/**
 * An `onRoute` hook for the operations that declare the `Idempotency-Key` header (issue 27): the
 * first request with a key runs and its answer is kept; a repeat within a day gets that answer
 * back without running again; a repeat with another request, or while the first is still being
 * answered, is refused with 409. Keys are scoped to the organization and the caller.
 */
export function guardIdempotentRequests(options: IdempotencyOptions): onRouteHookHandler {
  const operationIds = findIdempotentOperations(options.document);
  const claims = new WeakMap<FastifyRequest, IdempotencyKeyOwner>();

  async function replayOrClaim(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return undefined;
    const owner = { ...(await options.findKeyOwner(request)), key };
    const now = options.now().getTime();
    const requestHash = hashRequest(request);
    const stored = await claimIdempotencyKey(options.db, owner, requestHash, {
      expiredBefore: new Date(now - IDEMPOTENCY_KEY_RETENTION_SECONDS * 1000),
      abandonedBefore: new Date(now - ABANDONED_AFTER_SECONDS * 1000),
    });
    if (!stored) {
      claims.set(request, owner);
      return undefined;
    }
    if (stored.requestHash !== requestHash) {
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.keyReusedForAnotherRequest);
    }
    if (stored.statusCode === null) {
      throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.keyInProgress);
    }
    return reply.code(stored.statusCode).header(REPLAYED_HEADER, 'true').send(stored.responseBody);
  }

  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const owner = claims.get(request);
    if (!owner) return payload;
    claims.delete(request);
    try {
      const status = reply.statusCode;
      if (status === 429 || status >= 500 || typeof payload !== 'string') {
        await releaseIdempotencyKey(options.db, owner);
      } else {
        await saveIdempotentAnswer(options.db, owner, status, JSON.parse(payload) as unknown);
      }
    } catch (error) {
      // The answer still goes out; a repeat then finds the claim unanswered (409) until abandoned.
      options.logger.error({ err: error }, 'Keeping the answer of an idempotent request failed');
    }
    return payload;
  }

  return (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string' || !operationIds.has(operationId)) return;
    // After the security handlers fastify-openapi-glue put there: the caller is known.
    route.preHandler = [...toArray(route.preHandler), replayOrClaim];
    route.onSend = [...toArray(route.onSend), keepAnswer];
  };
}

/** The operationIds whose parameters include the contract's `IdempotencyKey`. */
export function findIdempotentOperations(document: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      const takesKey = operation?.parameters?.some(
        (parameter) => '$ref' in parameter && parameter.$ref === IDEMPOTENCY_PARAMETER_REF,
      );
      if (operation?.operationId && takesKey) found.add(operation.operationId);
    }
  }
  return found;
}

/** The operation, its parameters and its body, as validated: a repeat must match all three. */
function hashRequest(request: FastifyRequest): string {
  const described = JSON.stringify([
    request.method,
    request.routeOptions.url,
    request.params,
    request.query,
    request.body ?? null,
  ]);
  return createHash('sha256').update(described, 'utf8').digest('hex');
}

function toArray<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
