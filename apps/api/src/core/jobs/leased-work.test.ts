import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { runLeasedWork, type LeasedWorkStore } from './leased-work.js';

const logger = createLogger({ logLevel: 'silent' });
const NOW = new Date('2026-11-26T12:00:00Z');

interface Row {
  id: string;
}

function memoryStore(options: { isFree?: boolean } = {}) {
  let holder: string | null = null;
  const calls = { claims: [] as { owner: string; staleBefore: Date }[], releases: 0 };
  const store: LeasedWorkStore<Row> = {
    claim: async (owner, _now, staleBefore) => {
      calls.claims.push({ owner, staleBefore });
      if (options.isFree === false) return null;
      holder = owner;
      return { id: 'work-1' };
    },
    renew: async (owner) => holder === owner,
    release: async (owner) => {
      if (holder === owner) holder = null;
      calls.releases += 1;
    },
  };
  return { store, calls, takeOver: () => (holder = 'another-worker') };
}

function options(store: LeasedWorkStore<Row>) {
  return {
    subject: 'Work 1',
    owner: 'worker-a:1',
    store,
    staleAfterMs: 1_000,
    now: () => NOW,
    logger,
  };
}

describe('runLeasedWork', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('claims work whose holder went stale for longer than the stale period, and answers its result', async () => {
    const { store, calls } = memoryStore();
    const result = await runLeasedWork(options(store), async (row) => `done ${row.id}`);
    expect(result).toBe('done work-1');
    expect(calls.claims).toEqual([
      { owner: 'worker-a:1', staleBefore: new Date(NOW.getTime() - 1_000) },
    ]);
    expect(calls.releases).toBe(0);
  });

  it('does not run work another worker holds', async () => {
    const { store } = memoryStore({ isFree: false });
    const work = vi.fn(async () => 'done');
    expect(await runLeasedWork(options(store), work)).toBeUndefined();
    expect(work).not.toHaveBeenCalled();
  });

  it('stops quietly, without giving the work back, once another worker took it over', async () => {
    const { store, calls, takeOver } = memoryStore();
    const result = await runLeasedWork(options(store), async (_row, lease) => {
      takeOver();
      // The heartbeat (four per stale period) finds the lease gone and aborts the holder.
      await vi.advanceTimersByTimeAsync(250);
      expect(lease.signal.aborted).toBe(true);
      lease.check();
      return 'written after the take-over';
    });
    expect(result).toBeUndefined();
    expect(calls.releases).toBe(0);
  });

  it('gives the work back and rethrows any other failure, for the job to retry', async () => {
    const { store, calls } = memoryStore();
    await expect(
      runLeasedWork(options(store), async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(calls.releases).toBe(1);
  });

  it('keeps renewing while the work is held, and stops the heartbeat when it ends', async () => {
    const { store } = memoryStore();
    const renew = vi.spyOn(store, 'renew');
    await runLeasedWork(options(store), async () => {
      await vi.advanceTimersByTimeAsync(1_000);
      return 'done';
    });
    expect(renew).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(renew).toHaveBeenCalledTimes(4);
  });

  it('writes the progress the work last reported with the next heartbeat, not with each report', async () => {
    const { store } = memoryStore();
    const renew = vi.spyOn(store, 'renew');
    await runLeasedWork(options(store), async (_row, lease) => {
      for (let read = 1; read <= 100; read += 1) lease.reportProgress({ read });
      await vi.advanceTimersByTimeAsync(250);
      return 'done';
    });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('worker-a:1', NOW, { read: 100 });
  });
});
