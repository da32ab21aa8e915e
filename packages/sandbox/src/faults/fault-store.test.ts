import { describe, expect, it } from 'vitest';
import { FaultStore, faultInputSchema } from './fault-store.js';

describe('FaultStore', () => {
  it('fires a fault the armed number of times, first armed first', () => {
    const store = new FaultStore();
    store.arm(faultInputSchema.parse({ endpoint: 'token', kind: 'server_error', times: 2 }));
    store.arm(
      faultInputSchema.parse({ provider: 'google', endpoint: 'token', kind: 'rate_limited' }),
    );
    expect(store.take('google', 'token')?.kind).toBe('server_error');
    expect(store.take('linkedin', 'token')?.kind).toBe('server_error');
    expect(store.take('linkedin', 'token')).toBeUndefined();
    expect(store.take('google', 'userinfo')).toBeUndefined();
    expect(store.take('google', 'token')?.kind).toBe('rate_limited');
    expect(store.list()).toEqual([]);
  });
});
