import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from './database-types.js';
import { idempotencyKeys } from './idempotency-schema.js';

/** One key as its owner sees it: the organization, the caller, and the key they sent. */
export interface IdempotencyKeyOwner {
  organizationId: string;
  /** `user:<id>` or `apiKey:<id>`. */
  callerId: string;
  key: string;
}

export interface StoredIdempotencyKey {
  requestHash: string;
  /** Null while the first request is being answered. */
  statusCode: number | null;
  responseBody: unknown;
}

export interface ClaimCutoffs {
  /** Keys created before this are forgotten: a repeat starts afresh. */
  expiredBefore: Date;
  /** A first request still unanswered since before this was lost (its process died). */
  abandonedBefore: Date;
}

function matchesOwner(owner: IdempotencyKeyOwner) {
  return and(
    eq(idempotencyKeys.organizationId, owner.organizationId),
    eq(idempotencyKeys.callerId, owner.callerId),
    eq(idempotencyKeys.key, owner.key),
  );
}

/**
 * Claims the key for a first request and answers undefined, or answers what is stored for it.
 * An expired or abandoned claim is taken over in the same statement that checks it, so two
 * requests racing for one key never both run.
 */
export async function claimIdempotencyKey(
  executor: DatabaseExecutor,
  owner: IdempotencyKeyOwner,
  requestHash: string,
  cutoffs: ClaimCutoffs,
): Promise<StoredIdempotencyKey | undefined> {
  const inserted = await executor
    .insert(idempotencyKeys)
    .values({ ...owner, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return undefined;
  const takenOver = await executor
    .update(idempotencyKeys)
    .set({ requestHash, statusCode: null, responseBody: null, createdAt: sql`now()` })
    .where(
      and(
        matchesOwner(owner),
        or(
          lt(idempotencyKeys.createdAt, cutoffs.expiredBefore),
          and(
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, cutoffs.abandonedBefore),
          ),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length > 0) return undefined;
  const [stored] = await executor
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(matchesOwner(owner));
  // Deleted between the two statements (a 5xx released it): treat the request as a first one.
  if (!stored) return claimIdempotencyKey(executor, owner, requestHash, cutoffs);
  return stored;
}

/** Keeps the first answer for repeats. */
export async function saveIdempotentAnswer(
  executor: DatabaseExecutor,
  owner: IdempotencyKeyOwner,
  statusCode: number,
  responseBody: unknown,
): Promise<void> {
  await executor
    .update(idempotencyKeys)
    .set({ statusCode, responseBody })
    .where(matchesOwner(owner));
}

/** Forgets a claim whose answer is not worth keeping (429, 5xx): a retry runs again. */
export async function releaseIdempotencyKey(
  executor: DatabaseExecutor,
  owner: IdempotencyKeyOwner,
): Promise<void> {
  await executor.delete(idempotencyKeys).where(matchesOwner(owner));
}

/** Deletes at most `limit` keys created before `cutoff`; answers how many. */
export async function deleteIdempotencyKeysBefore(
  executor: DatabaseExecutor,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const old = executor
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .limit(limit);
  const deleted = await executor
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, cutoff), inArray(idempotencyKeys.key, old)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
