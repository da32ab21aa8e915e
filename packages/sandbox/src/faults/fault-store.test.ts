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

  it('fires a fault armed for one method only on calls of that method', () => {
    const store = new FaultStore();
    store.arm(
      faultInputSchema.parse({
        endpoint: 'linkedin:adTrackingParameters',
        kind: 'delay',
        delayMs: 10,
        method: 'PUT',
      }),
    );
    expect(store.take('linkedin', 'linkedin:adTrackingParameters', 'GET')).toBeUndefined();
    expect(store.take('linkedin', 'linkedin:adTrackingParameters', 'PUT')?.kind).toBe('delay');
    expect(store.list()).toEqual([]);
    expect(() =>
      faultInputSchema.parse({ endpoint: 'token', kind: 'delay', delayMs: 1, method: 'FETCH' }),
    ).toThrow();
  });
});
