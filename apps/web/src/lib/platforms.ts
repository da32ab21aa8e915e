import { notFound } from '@tanstack/react-router';
import type { Platform } from '@utmost/ads-sdk';
import { PLATFORM_VALUES } from '@utmost/ads-sdk/enums';

/**
 * The contract's platforms for the route guards, from the SDK's side-effect-free enums entry: the
 * guards are part of the first page load, and the SDK's main entry would pull its shared rules
 * chunk into it (about 4 KB gzipped).
 */
export const ROUTE_PLATFORMS = PLATFORM_VALUES;

export function isRoutePlatform(value: string): value is Platform {
  return (ROUTE_PLATFORMS as readonly string[]).includes(value);
}

/** Route param parser: a platform other than the connectable ones is a page that does not exist. */
export function parsePlatformParam(value: string): Platform {
  if (!isRoutePlatform(value)) throw notFound();
  return value;
}
