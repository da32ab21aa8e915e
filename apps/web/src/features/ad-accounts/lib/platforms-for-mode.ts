import { PLATFORMS, SEARCH_TERMS_PLATFORMS, type Platform } from '@utmost/ads-sdk';
import type { AppMode } from '../../../lib/mode/app-mode';

/** The platforms whose ad accounts a mode lists: search-terms analyses Google only (spec §2). */
export function findPlatformsForMode(mode: AppMode): readonly Platform[] {
  return mode === 'search-terms' ? SEARCH_TERMS_PLATFORMS : PLATFORMS;
}
