import type { UrlErrorType } from '../tagging-errors.js';
import { encodeQueryValue } from './encode-query-value.js';
import { joinHttpUrl } from './http-url.js';
import { mergeIntoQuery, removeFromQuery, type QueryPair } from './query-string.js';

// Google tracking templates of the `{lpurl}?…` kind: Google puts the final URL (with its suffix)
// in place of `{lpurl}` at click time, so parameters after it reach the landing page. A template
// that does not start with `{lpurl}` sends the click through someone's redirect (`https://t.example/
// ?u={lpurl}`); parameters on it would go to the tracker, so the engine never writes into one.

export const LPURL = '{lpurl}';

interface TemplateParts {
  query: string;
  fragment: string;
}

/** The query and fragment after `{lpurl}`; null for a template of another shape. */
export function splitLpurlTemplate(template: string): TemplateParts | null {
  if (!template.startsWith(LPURL)) return null;
  const rest = template.slice(LPURL.length);
  if (rest === '') return { query: '', fragment: '' };
  if (!rest.startsWith('?')) return null;
  const hashIndex = rest.indexOf('#');
  return {
    query: rest.slice(1, hashIndex < 0 ? rest.length : hashIndex),
    fragment: hashIndex < 0 ? '' : rest.slice(hashIndex),
  };
}

export type TemplateMergeResult =
  | { ok: true; template: string; replaced: Record<string, string> }
  | { ok: false; errorType: UrlErrorType };

/**
 * Writes the pairs into a `{lpurl}?…` template (a new one when there is none), keeping the
 * template's foreign parameters. `replaced` holds our keys' previous values that changed.
 */
export function mergeIntoTrackingTemplate(
  template: string | null,
  pairs: readonly QueryPair[],
  maxLength: number,
): TemplateMergeResult {
  const current = template?.trim() ?? '';
  const parts = current === '' ? { query: '', fragment: '' } : splitLpurlTemplate(current);
  if (parts === null) return { ok: false, errorType: 'NOT_CALCULATED_URL_TEMPLATE' };
  const query = mergeIntoQuery(parts.query, pairs);
  const merged = joinHttpUrl(LPURL, query, parts.fragment);
  if (merged.length > maxLength) return { ok: false, errorType: 'URL_TOO_LONG' };
  const previous = removeFromQuery(
    parts.query,
    pairs.map((pair) => pair.name),
  ).removed;
  const replaced: Record<string, string> = {};
  const written = new Map(
    pairs.map((pair) => [pair.name, pair.encodedValue ?? encodeQueryValue(pair.value)]),
  );
  for (const [name, value] of Object.entries(previous)) {
    if (written.get(name) !== value) replaced[name] = value;
  }
  return { ok: true, template: merged, replaced };
}

/**
 * Removes the keys from a `{lpurl}?…` template. Other templates (and none) come back unchanged:
 * their parameters are not on the landing page's URL.
 */
export function removeFromTrackingTemplate(
  template: string | null,
  keys: Iterable<string>,
): { template: string | null; removed: Record<string, string> } {
  const parts = template === null ? null : splitLpurlTemplate(template.trim());
  if (template === null || parts === null) return { template, removed: {} };
  const { query, removed } = removeFromQuery(parts.query, keys);
  if (Object.keys(removed).length === 0) return { template, removed };
  return { template: joinHttpUrl(LPURL, query, parts.fragment), removed };
}
