import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { toRequestStatus } from './request-status';

describe('toRequestStatus', () => {
  it.each([
    [{ status: 'pending', fetchStatus: 'idle' }, 'uninitialized'],
    [{ status: 'pending', fetchStatus: 'fetching' }, 'pending'],
    [{ status: 'pending', fetchStatus: 'paused' }, 'pending'],
    [{ status: 'success', fetchStatus: 'idle' }, 'fulfilled'],
    [{ status: 'success', fetchStatus: 'fetching' }, 'fulfilled'],
    [{ status: 'error', fetchStatus: 'idle' }, 'rejected'],
    [{ status: 'idle' }, 'uninitialized'],
    [{ status: 'pending' }, 'pending'],
    [{ status: 'success' }, 'fulfilled'],
    [{ status: 'error' }, 'rejected'],
  ] as const)('%o is %s', (state, expected) => {
    expect(toRequestStatus(state)).toBe(expected);
  });

  it('follows a real query from disabled to fulfilled', async () => {
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['example'],
      queryFn: () => Promise.resolve(42),
      enabled: false,
    });
    expect(toRequestStatus(observer.getCurrentResult())).toBe('uninitialized');
    const unsubscribe = observer.subscribe(() => {});
    observer.setOptions({
      queryKey: ['example'],
      queryFn: () => Promise.resolve(42),
      enabled: true,
    });
    expect(toRequestStatus(observer.getCurrentResult())).toBe('pending');
    await queryClient.getQueryCache().find({ queryKey: ['example'] })?.promise;
    expect(toRequestStatus(observer.getCurrentResult())).toBe('fulfilled');
    unsubscribe();
    queryClient.clear();
  });
});
