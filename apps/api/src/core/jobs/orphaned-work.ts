/**
 * Leased work nobody is working on: held by a worker whose heartbeat went stale, or queued for
 * longer than that (its job was lost before a worker saw it). The feature says which rows those
 * are; the runtime sends them to the queue again, where the usual claim takes them over.
 */
export interface OrphanedWorkSource {
  listOrphans(staleBefore: Date, limit: number): Promise<string[]>;
}

export interface OrphanRequeueOptions {
  source: OrphanedWorkSource;
  /** Sends the work's ids to its queue again (sending one twice is harmless: only one claims). */
  send: (ids: string[]) => Promise<void>;
  staleAfterMs: number;
  now: Date;
  /** Ids taken per call; the rest wait for the next tick. */
  limit: number;
}

/** One recovery pass; answers how many pieces of work went back to the queue. */
export async function requeueOrphanedWork(options: OrphanRequeueOptions): Promise<number> {
  const staleBefore = new Date(options.now.getTime() - options.staleAfterMs);
  const ids = await options.source.listOrphans(staleBefore, options.limit);
  if (ids.length > 0) await options.send(ids);
  return ids.length;
}
