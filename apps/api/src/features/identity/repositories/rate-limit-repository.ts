import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { rateLimitBuckets } from '../schema.js';

/**
 * Adds one hit to the key's counter for the window and answers the new count. One statement, so
 * concurrent requests on any number of API processes count exactly.
 */
export async function incrementRateLimitBucket(
  executor: DatabaseExecutor,
  key: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await executor
    .insert(rateLimitBuckets)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { hits: sql`${rateLimitBuckets.hits} + 1` },
    })
    .returning({ hits: rateLimitBuckets.hits });
  if (!row) throw new Error('Counting a rate-limit hit returned no row');
  return row.hits;
}

/** The bucket of `key` whose window started last, if any. */
export async function findLatestRateLimitBucket(
  executor: DatabaseExecutor,
  key: string,
): Promise<{ windowStart: Date; hits: number } | undefined> {
  const [row] = await executor
    .select({ windowStart: rateLimitBuckets.windowStart, hits: rateLimitBuckets.hits })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key))
    .orderBy(desc(rateLimitBuckets.windowStart))
    .limit(1);
  return row;
}

/** Stores `hits` for the key's window; a count already there that is higher is kept. */
export async function recordRateLimitBucket(
  executor: DatabaseExecutor,
  key: string,
  windowStart: Date,
  hits: number,
): Promise<void> {
  await executor
    .insert(rateLimitBuckets)
    .values({ key, windowStart, hits })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { hits: sql`greatest(${rateLimitBuckets.hits}, excluded.hits)` },
    });
}

/** Forgets every window of these keys. */
export async function deleteRateLimitBuckets(
  executor: DatabaseExecutor,
  keys: string[],
): Promise<void> {
  await executor.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, keys));
}

/** Deletes at most `limit` buckets whose window started before `cutoff`. */
export async function deleteRateLimitBucketsBefore(
  executor: DatabaseExecutor,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const old = executor
    .select({ key: rateLimitBuckets.key })
    .from(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStart, cutoff))
    .limit(limit);
  const deleted = await executor
    .delete(rateLimitBuckets)
    .where(
      sql`${rateLimitBuckets.windowStart} < ${cutoff} and ${inArray(rateLimitBuckets.key, old)}`,
    )
    .returning({ key: rateLimitBuckets.key });
  return deleted.length;
}

export async function countRateLimitBuckets(executor: DatabaseExecutor): Promise<number> {
  return executor.$count(rateLimitBuckets);
}
