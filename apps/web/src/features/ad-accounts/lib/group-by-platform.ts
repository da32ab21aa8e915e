import type { Platform } from '@utmost/ads-sdk';

/**
 * Splits accounts by platform: every ad-account call is per platform, so a bulk action over a mixed
 * selection sends one request per platform.
 */
export function groupByPlatform<T extends { platform: Platform }>(
  items: readonly T[],
): Array<{ platform: Platform; items: T[] }> {
  const groups = new Map<Platform, T[]>();
  for (const item of items) {
    const group = groups.get(item.platform);
    if (group === undefined) groups.set(item.platform, [item]);
    else group.push(item);
  }
  return [...groups].map(([platform, grouped]) => ({ platform, items: grouped }));
}
