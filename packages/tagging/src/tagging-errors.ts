// The spec §8 run-error codes the engine itself can detect. The platform-side codes (CONFLICT,
// NO_PERMISSIONS, INVALID_HREF, …) come from `@utmost/platforms` when a change is applied.

import type { RunErrorCode } from '@utmost/ads-sdk';

export const TAGGING_ERROR_TYPES = [
  'NO_LANDING_PAGE',
  'NOT_PARSED_LANDING_PAGE',
  'URL_TOO_LONG',
  'NO_URL_TEMPLATE',
  'NOT_CALCULATED_URL_TEMPLATE',
  'UNABLE_TO_RESET',
] as const satisfies readonly RunErrorCode[];
export type TaggingErrorType = (typeof TAGGING_ERROR_TYPES)[number];

/** The subset a single URL operation (merge, remove, check) can report. */
export type UrlErrorType = Extract<
  TaggingErrorType,
  'NO_LANDING_PAGE' | 'NOT_PARSED_LANDING_PAGE' | 'URL_TOO_LONG' | 'NOT_CALCULATED_URL_TEMPLATE'
>;
