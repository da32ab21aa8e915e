import { notFound } from '@tanstack/react-router';
import type { Platform } from '@utmost/ads-sdk';
import { PLATFORM_VALUES } from '@utmost/ads-sdk/enums';

/**
 * Whether a route param names one of the contract's platforms. The list comes from the SDK's
 * side-effect-free enums entry: the guards are part of the first page load, and the SDK's main
 * entry would pull its shared rules chunk into it (about 4 KB gzipped).
 */
export function isRoutePlatform(value: string): value is Platform {
  return (PLATFORM_VALUES as readonly string[]).includes(value);
}

/** Route param parser: a platform other than the connectable ones is a page that does not exist. */
export function parsePlatformParam(value: string): Platform {
  if (!isRoutePlatform(value)) throw notFound();
  return value;
}
