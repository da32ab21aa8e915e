import { notFound } from '@tanstack/react-router';

/** The connectable ad platforms (spec §1); route `$platform` params accept only these. */
export const AD_PLATFORMS = ['google', 'linkedin'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];
/** Spec §2: the connect page's default platform is the first enabled one. */
export const DEFAULT_AD_PLATFORM: AdPlatform = 'google';

export function isAdPlatform(value: string): value is AdPlatform {
  return (AD_PLATFORMS as readonly string[]).includes(value);
}

/** Route param parser: any other platform is a page that does not exist. */
export function parsePlatformParam(value: string): AdPlatform {
  if (!isAdPlatform(value)) throw notFound();
  return value;
}
