import { subscriptionQueryOptions, userQueryOptions } from '@utmost/ads-sdk/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLoggedInState } from '../../test/render-app';
import { createTestContext } from '../../test/test-context';
import { BANNER_WAIT_MS, prefetchBanners } from './prefetch-banners';

const SIGNED_IN = { ...buildLoggedInState(), organizationId: 'org-1', workspaceId: 'ws-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetchBanners', () => {
  it("has the banners' code and data ready before the page paints", async () => {
    const { context } = createTestContext({}, SIGNED_IN);
    const loadCode = vi.fn(async () => ({}));
    await prefetchBanners(context, loadCode);
    expect(loadCode).toHaveBeenCalledOnce();
    const { queryClient, sdk } = context;
    expect(queryClient.getQueryData(subscriptionQueryOptions(sdk, 'org-1').queryKey)).toBeDefined();
    expect(
      queryClient.getQueryData(userQueryOptions(sdk, SIGNED_IN.userId!).queryKey),
    ).toBeDefined();
  });

  it('asks nothing again on a later navigation once the data is there', async () => {
    const { context, api } = createTestContext({}, SIGNED_IN);
    await prefetchBanners(context, async () => ({}));
    const calls = api.findCalls('GET /api/v1/billing/subscription').length;
    await prefetchBanners(context, async () => ({}));
    expect(api.findCalls('GET /api/v1/billing/subscription')).toHaveLength(calls);
  });

  it('never holds the page longer than the wait when the API does not answer', async () => {
    vi.useFakeTimers();
    const { context } = createTestContext(
      { 'GET /api/v1/billing/subscription': () => new Promise(() => {}) },
      SIGNED_IN,
    );
    let isDone = false;
    void prefetchBanners(context, async () => ({})).then(() => {
      isDone = true;
    });
    await vi.advanceTimersByTimeAsync(BANNER_WAIT_MS - 50);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(isDone).toBe(true);
  });
});
