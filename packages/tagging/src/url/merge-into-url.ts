import { isValidParameterName } from '../template/parameter-name.js';
import type { UrlErrorType } from '../tagging-errors.js';
import { isHttpUrl, joinHttpUrl, splitHttpUrl } from './http-url.js';
import { mergeIntoQuery, removeFromQuery, type QueryPair } from './query-string.js';

// Landing URLs in, tagged landing URLs out: our keys replaced in place or appended, every foreign
// parameter kept byte for byte and in order, the fragment kept. The result is checked with the
// WHATWG parser before it leaves, so an invalid URL is reported, never emitted.

export type UrlResult = { ok: true; url: string } | { ok: false; errorType: UrlErrorType };

export type RemoveResult =
  | { ok: true; url: string; removed: Record<string, string> }
  | { ok: false; errorType: UrlErrorType };

export interface MergeOptions {
  /** Longest URL accepted (see URL_LENGTH_LIMITS); longer gives URL_TOO_LONG. Default: none. */
  maxLength?: number;
}

/** What an already-encoded value must not contain: it would split the query or the URL. */
const UNSAFE_ENCODED_VALUE = /[&#\s]/;

function arePairsWritable(pairs: readonly QueryPair[]): boolean {
  if (pairs.length === 0) return false;
  return pairs.every(
    (pair) =>
      isValidParameterName(pair.name) &&
      (pair.encodedValue === undefined
        ? pair.value !== ''
        : pair.encodedValue !== '' && !UNSAFE_ENCODED_VALUE.test(pair.encodedValue)),
  );
}

/** The error a URL the engine did not build (a final URL) has, or null; no allocation. */
export function findLandingUrlError(
  url: string,
  maxLength = Number.POSITIVE_INFINITY,
): UrlErrorType | null {
  const trimmed = url.trim();
  if (trimmed === '') return 'NO_LANDING_PAGE';
  if (!isHttpUrl(trimmed) || !URL.canParse(trimmed)) return 'NOT_PARSED_LANDING_PAGE';
  return trimmed.length > maxLength ? 'URL_TOO_LONG' : null;
}

/** Checks a URL the engine did not build (a final URL, a URL with a suffix appended). */
export function checkLandingUrl(url: string, maxLength = Number.POSITIVE_INFINITY): UrlResult {
  const errorType = findLandingUrlError(url, maxLength);
  return errorType === null ? { ok: true, url: url.trim() } : { ok: false, errorType };
}

/**
 * The merge without the pair checks, for pairs that come from `renderTemplate` (valid names,
 * non-empty encoded values). Exported for the engine; callers outside should use `mergeIntoUrl`.
 */
export function mergeCheckedPairsIntoUrl(
  url: string | null | undefined,
  pairs: readonly QueryPair[],
  maxLength: number,
  written?: string,
): UrlResult {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return { ok: false, errorType: 'NO_LANDING_PAGE' };
  const parts = splitHttpUrl(trimmed);
  if (parts === null) return { ok: false, errorType: 'NOT_PARSED_LANDING_PAGE' };
  const query = mergeIntoQuery(parts.query, pairs, written);
  const merged = joinHttpUrl(parts.base, query, parts.fragment);
  if (merged.length > maxLength) return { ok: false, errorType: 'URL_TOO_LONG' };
  if (!URL.canParse(merged)) return { ok: false, errorType: 'NOT_PARSED_LANDING_PAGE' };
  return { ok: true, url: merged };
}

/**
 * Merges tracking parameters into a landing URL (leading and trailing whitespace trimmed). Values
 * are encoded as RFC 3986 query components unless a pair brings its `encodedValue`.
 */
export function mergeIntoUrl(
  url: string | null | undefined,
  pairs: readonly QueryPair[],
  options: MergeOptions = {},
): UrlResult {
  if (!arePairsWritable(pairs)) {
    if ((url?.trim() ?? '') === '') return { ok: false, errorType: 'NO_LANDING_PAGE' };
    return { ok: false, errorType: 'NOT_CALCULATED_URL_TEMPLATE' };
  }
  return mergeCheckedPairsIntoUrl(url, pairs, options.maxLength ?? Number.POSITIVE_INFINITY);
}

/** Removes the keys (every occurrence) from a landing URL; the rest stays as it was. */
export function removeFromUrl(
  url: string | null | undefined,
  keys: Iterable<string>,
): RemoveResult {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return { ok: false, errorType: 'NO_LANDING_PAGE' };
  const parts = splitHttpUrl(trimmed);
  if (parts === null) return { ok: false, errorType: 'NOT_PARSED_LANDING_PAGE' };
  const { query, removed } = removeFromQuery(parts.query, keys);
  const result = joinHttpUrl(parts.base, query, parts.fragment);
  if (!URL.canParse(result)) return { ok: false, errorType: 'NOT_PARSED_LANDING_PAGE' };
  return { ok: true, url: result, removed };
}
