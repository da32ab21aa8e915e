import { describe, expect, it } from 'vitest';
import { requeueOrphanedWork } from './orphaned-work.js';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('requeueOrphanedWork', () => {
  it('asks for the work whose heartbeat is older than the stale period and sends it again', async () => {
    const asked: { staleBefore: Date; limit: number }[] = [];
    const sent: string[][] = [];
    const count = await requeueOrphanedWork({
      source: {
        listOrphans: async (staleBefore, limit) => {
          asked.push({ staleBefore, limit });
          return ['run-1', 'run-2'];
        },
      },
      send: async (ids) => void sent.push(ids),
      staleAfterMs: 60_000,
      now: NOW,
      limit: 500,
    });
    expect(count).toBe(2);
    expect(asked).toEqual([{ staleBefore: new Date('2026-11-26T11:59:00Z'), limit: 500 }]);
    expect(sent).toEqual([['run-1', 'run-2']]);
  });

  it('sends nothing when no work is orphaned', async () => {
    const sent: string[][] = [];
    const count = await requeueOrphanedWork({
      source: { listOrphans: async () => [] },
      send: async (ids) => void sent.push(ids),
      staleAfterMs: 60_000,
      now: NOW,
      limit: 500,
    });
    expect(count).toBe(0);
    expect(sent).toEqual([]);
  });
});
