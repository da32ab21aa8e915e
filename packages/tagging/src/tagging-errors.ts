// The spec §8 run-error codes the engine itself can detect. The platform-side codes (CONFLICT,
// NO_PERMISSIONS, INVALID_HREF, …) come from `@utmost/platforms`: when a change is applied, or when
// the platform could not read an ad (`PlatformAd.readError`), which the engine reports for that ad.

import { RUN_ERROR_CODES, type RunErrorCode } from '@utmost/ads-sdk';
import type { PlatformErrorCode } from '@utmost/platforms';

export const TAGGING_ERROR_TYPES = [
  'NO_LANDING_PAGE',
  'NOT_PARSED_LANDING_PAGE',
  'URL_TOO_LONG',
  'NO_URL_TEMPLATE',
  'NOT_CALCULATED_URL_TEMPLATE',
  'UNABLE_TO_RESET',
  'CAMPAIGN_PARAMETERS_NOT_READ',
] as const satisfies readonly RunErrorCode[];
export type TaggingErrorType = (typeof TAGGING_ERROR_TYPES)[number];

/** What an ad's `error` result carries: any spec §8 run-error code. */
export type AdErrorType = RunErrorCode;

/** The subset a single URL operation (merge, remove, check) can report. */
export type UrlErrorType = Extract<
  TaggingErrorType,
  'NO_LANDING_PAGE' | 'NOT_PARSED_LANDING_PAGE' | 'URL_TOO_LONG' | 'NOT_CALCULATED_URL_TEMPLATE'
>;

const RUN_ERROR_CODE_SET: ReadonlySet<string> = new Set(RUN_ERROR_CODES);

/**
 * A platform error as a spec §8 code. The platform's own codes mostly are ones; AUTH_REVOKED and
 * RATE_LIMITED end a whole listing rather than reach an ad, and anything else is UNKNOWN.
 */
export function toAdErrorType(code: PlatformErrorCode): AdErrorType {
  return RUN_ERROR_CODE_SET.has(code) ? (code as AdErrorType) : 'UNKNOWN';
}
