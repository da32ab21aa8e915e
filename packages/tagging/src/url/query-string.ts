import { encodeQueryValue } from './encode-query-value.js';

// Query strings as text: split on `&`, compare keys, join again. Foreign segments are copied byte
// for byte (their encoding, order and oddities are theirs to keep); only our keys are written.

/** A parameter to write: `encodedValue` when the caller encoded it already (ValueTrack braces). */
export interface QueryPair {
  name: string;
  value: string;
  encodedValue?: string;
}

function decodeKey(rawKey: string): string {
  if (!rawKey.includes('%')) return rawKey;
  try {
    return decodeURIComponent(rawKey);
  } catch {
    return rawKey;
  }
}

/** The decoded key of a `key=value` segment (a segment without `=` is all key). */
export function readSegmentKey(segment: string): string {
  const equals = segment.indexOf('=');
  return decodeKey(equals < 0 ? segment : segment.slice(0, equals));
}

function readSegmentValue(segment: string): string {
  const equals = segment.indexOf('=');
  return equals < 0 ? '' : segment.slice(equals + 1);
}

export function writePair(pair: QueryPair): string {
  return `${pair.name}=${pair.encodedValue ?? encodeQueryValue(pair.value)}`;
}

/** True when `segment` is `name` or starts with `name=`, compared without slicing. */
function isSegmentOf(segment: string, name: string): boolean {
  return (
    segment.startsWith(name) &&
    (segment.length === name.length || segment.charCodeAt(name.length) === 61) // '='
  );
}

/** The index of the name a segment carries, or -1. Percent-encoded keys are decoded first. */
function findNameIndex(segment: string, names: readonly string[]): number {
  for (let index = 0; index < names.length; index++) {
    if (isSegmentOf(segment, names[index] as string)) return index;
  }
  const percent = segment.indexOf('%');
  if (percent < 0) return -1;
  const equals = segment.indexOf('=');
  if (equals >= 0 && percent > equals) return -1;
  return names.indexOf(readSegmentKey(segment));
}

/**
 * Writes `segments` (already `name=value` text) for `names` into a query: each name replaces its
 * first occurrence in place and drops repeats, names not present are appended in order; every
 * other segment stays where it was. Empty segments (`a=1&&b=2`) are dropped.
 */
export function mergeSegments(
  query: string,
  names: readonly string[],
  segments: readonly string[],
): string {
  const placed: boolean[] = new Array<boolean>(names.length).fill(false);
  let result = '';
  if (query !== '') {
    for (const segment of query.split('&')) {
      if (segment === '') continue;
      const index = findNameIndex(segment, names);
      let written: string | undefined = segment;
      if (index >= 0) {
        written = placed[index] ? undefined : segments[index];
        placed[index] = true;
      }
      if (written !== undefined) result = result === '' ? written : `${result}&${written}`;
    }
  }
  for (let index = 0; index < names.length; index++) {
    if (placed[index]) continue;
    const segment = segments[index] as string;
    result = result === '' ? segment : `${result}&${segment}`;
  }
  return result;
}

/** Does the query carry any of the names, or an empty segment? Then it needs the full merge. */
function needsFullMerge(query: string, pairs: readonly QueryPair[]): boolean {
  if (query.startsWith('&') || query.endsWith('&') || query.includes('&&')) return true;
  // Walks the segments by index: no substrings are made for the segments that are not ours.
  let start = 0;
  for (;;) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    for (const { name } of pairs) {
      const after = start + name.length;
      if (after <= end && query.startsWith(name, start)) {
        if (after === end || query.charCodeAt(after) === 61) return true;
      }
    }
    const percent = query.indexOf('%', start);
    if (percent >= 0 && percent < end) {
      const equals = query.indexOf('=', start);
      const keyEnd = equals >= 0 && equals < end ? equals : end;
      const key = percent < keyEnd ? decodeKey(query.slice(start, keyEnd)) : null;
      if (key !== null && pairs.some((pair) => pair.name === key)) return true;
    }
    if (end === query.length) return false;
    start = end + 1;
  }
}

function pairNames(pairs: readonly QueryPair[]): string[] {
  return pairs.map((pair) => pair.name);
}

/** The pairs as a query string of their own: `utm_source=google&utm_medium=cpc`. */
export function writePairs(pairs: readonly QueryPair[]): string {
  let result = '';
  for (const pair of pairs)
    result = result === '' ? writePair(pair) : `${result}&${writePair(pair)}`;
  return result;
}

/**
 * Merges pairs into a query string (no leading `?`): replaced in place, appended otherwise.
 * `written` may pass `writePairs(pairs)` when the caller has it already.
 */
export function mergeIntoQuery(
  query: string,
  pairs: readonly QueryPair[],
  written: string = writePairs(pairs),
): string {
  if (query === '') return written;
  // The common case, a query without our keys: append, no splitting and joining.
  if (!needsFullMerge(query, pairs)) return written === '' ? query : `${query}&${written}`;
  return mergeSegments(query, pairNames(pairs), pairs.map(writePair));
}

export interface RemovedFromQuery {
  query: string;
  /** What was removed: name -> value as it was written (first occurrence). */
  removed: Record<string, string>;
}

/** Removes every occurrence of the keys; everything else stays in order. */
export function removeFromQuery(query: string, keys: Iterable<string>): RemovedFromQuery {
  const keySet = keys instanceof Set ? (keys as ReadonlySet<string>) : new Set(keys);
  const removed: Record<string, string> = {};
  const kept: string[] = [];
  if (query !== '') {
    for (const segment of query.split('&')) {
      if (segment === '') continue;
      const key = readSegmentKey(segment);
      if (!keySet.has(key)) kept.push(segment);
      else if (!(key in removed)) removed[key] = readSegmentValue(segment);
    }
  }
  return { query: kept.join('&'), removed };
}

/** First segment per key, for every key of the query. */
export function indexSegments(query: string): Map<string, string> {
  const found = new Map<string, string>();
  if (query === '') return found;
  for (const segment of query.split('&')) {
    if (segment === '') continue;
    const key = readSegmentKey(segment);
    if (!found.has(key)) found.set(key, segment);
  }
  return found;
}

/** First segment per key, for the keys asked. */
export function findSegments(query: string, keys: ReadonlySet<string>): Map<string, string> {
  const found = new Map<string, string>();
  if (query === '') return found;
  for (const segment of query.split('&')) {
    const key = readSegmentKey(segment);
    if (keys.has(key) && !found.has(key)) found.set(key, segment);
  }
  return found;
}

/**
 * Puts the keys back the way `original` had them: a key the original carried gets its original
 * segment back (in place when present), a key it did not carry is removed. Other segments stay.
 */
export function restoreQueryKeys(query: string, original: string, keys: Iterable<string>): string {
  const keySet = new Set(keys);
  const originalSegments = findSegments(original, keySet);
  const absent = [...keySet].filter((key) => !originalSegments.has(key));
  const withoutAbsent = removeFromQuery(query, absent).query;
  return mergeSegments(withoutAbsent, [...originalSegments.keys()], [...originalSegments.values()]);
}
