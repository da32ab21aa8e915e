import { subscriptionQueryOptions, userQueryOptions } from '@utmost/ads-sdk/query';
import type { AppContext } from '../app-context';

/** How long the first paint waits for the banners' data before showing the page without them. */
export const BANNER_WAIT_MS = 400;

let bannerCodeLoaded = false;

/**
 * The shell's banners (subscription, unconfirmed e-mail) and their data, loaded before the page
 * first paints, so a banner takes its place at once instead of pushing the page down when it
 * arrives (issue 25 item 7). A slow or failing API never holds the page longer than
 * `BANNER_WAIT_MS`: the banner then appears when its data does, as before.
 */
export async function prefetchBanners(
  context: Pick<AppContext, 'auth' | 'queryClient' | 'sdk'>,
  loadBannerCode: () => Promise<unknown>,
): Promise<void> {
  const { organizationId, userId } = context.auth.getState();
  const subscription =
    organizationId === null ? null : subscriptionQueryOptions(context.sdk, organizationId);
  const user = userId === null ? null : userQueryOptions(context.sdk, userId);
  // The layout's guard runs on every navigation: once the banners' data is there, a navigation
  // never waits for it again (the banners refresh themselves).
  const isKnown = (options: { queryKey: readonly unknown[] } | null) =>
    options === null || context.queryClient.getQueryData(options.queryKey) !== undefined;
  if (bannerCodeLoaded && isKnown(subscription) && isKnown(user)) return;
  const loads: Promise<unknown>[] = [
    loadBannerCode().then(
      () => {
        bannerCodeLoaded = true;
      },
      () => undefined,
    ),
  ];
  if (subscription !== null) loads.push(context.queryClient.prefetchQuery(subscription));
  if (user !== null) loads.push(context.queryClient.prefetchQuery(user));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, BANNER_WAIT_MS);
  });
  await Promise.race([Promise.all(loads), deadline]);
  clearTimeout(timer);
}
