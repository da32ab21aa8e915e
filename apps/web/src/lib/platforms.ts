import { notFound } from '@tanstack/react-router';
import type { Platform } from '@utmost/ads-sdk';

/**
 * The SDK's connectable platforms (`PLATFORMS` of `@utmost/ads-sdk`), restated for the route
 * guards, which are part of the first page load: importing the SDK's rules there pulls its shared
 * rules chunk into the first load and costs about 4 KB gzipped. `satisfies` keeps the values the
 * contract's, and platforms.test.ts fails if this list and the SDK's ever differ. Everything outside
 * the route tree uses the SDK's list.
 */
export const ROUTE_PLATFORMS = ['google', 'linkedin'] as const satisfies readonly Platform[];

export function isRoutePlatform(value: string): value is Platform {
  return (ROUTE_PLATFORMS as readonly string[]).includes(value);
}

/** Route param parser: a platform other than the connectable ones is a page that does not exist. */
export function parsePlatformParam(value: string): Platform {
  if (!isRoutePlatform(value)) throw notFound();
  return value;
}
