// Splitting an http(s) URL by hand: scheme and host are checked, then the URL is cut into the part
// before the query, the query and the fragment. `new URL()` would do it too, but re-serialises the
// whole URL (changing foreign parameters' encoding) and is several times slower (DESIGN §6).

export interface HttpUrlParts {
  /** Scheme, authority and path: everything before `?` or `#`. */
  base: string;
  /** The query without its `?` ('' when there is none). */
  query: string;
  /** The fragment with its `#` ('' when there is none). */
  fragment: string;
}

const SLASH = 47;
const QUESTION = 63;
const HASH = 35;
const BACKSLASH = 92;

/** `prefix` is lower case; compared without making a lower-case copy of the text. */
function startsWithIgnoringCase(text: string, prefix: string): boolean {
  if (text.length < prefix.length) return false;
  for (let index = 0; index < prefix.length; index++) {
    // ASCII letters differ from their upper case by 0x20; the other characters must match exactly.
    const code = text.charCodeAt(index);
    const expected = prefix.charCodeAt(index);
    if (code !== expected && !(expected >= 97 && expected <= 122 && code === expected - 32)) {
      return false;
    }
  }
  return true;
}

function isDigits(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * The host of the authority `url[start, end)` (`user@host:port`) is present and the port, if any,
 * is a number. Index-based: this runs for every URL of every ad.
 */
function hasValidHost(url: string, start: number, end: number): boolean {
  const at = url.lastIndexOf('@', end - 1);
  const hostStart = at >= start ? at + 1 : start;
  if (url.charCodeAt(hostStart) === 91) {
    // '[': an IPv6 literal, then nothing or a port.
    const close = url.indexOf(']', hostStart);
    if (close < hostStart + 2 || close >= end) return false;
    return close + 1 === end || (url.charCodeAt(close + 1) === 58 && isDigits(url, close + 2, end));
  }
  const colon = url.indexOf(':', hostStart);
  const hostEnd = colon >= 0 && colon < end ? colon : end;
  return hostEnd > hostStart && (hostEnd === end || isDigits(url, hostEnd + 1, end));
}

/** Where the authority ends (after `http://` or `https://`), or -1 when the URL is not http(s) with a host. */
function findAuthorityEnd(url: string): number {
  let start: number;
  if (startsWithIgnoringCase(url, 'https://')) start = 8;
  else if (startsWithIgnoringCase(url, 'http://')) start = 7;
  else return -1;
  let authorityEnd = url.length;
  for (let index = start; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code === SLASH || code === QUESTION || code === HASH || code === BACKSLASH) {
      authorityEnd = index;
      break;
    }
  }
  return hasValidHost(url, start, authorityEnd) ? authorityEnd : -1;
}

/** `http://` or `https://` followed by a host. Expects trimmed text. */
export function isHttpUrl(url: string): boolean {
  return findAuthorityEnd(url) >= 0;
}

/** Null unless the text is `http://` or `https://` followed by a host. Expects trimmed text. */
export function splitHttpUrl(url: string): HttpUrlParts | null {
  const authorityEnd = findAuthorityEnd(url);
  if (authorityEnd < 0) return null;
  const hashIndex = url.indexOf('#', authorityEnd);
  const end = hashIndex < 0 ? url.length : hashIndex;
  const questionIndex = url.indexOf('?', authorityEnd);
  const hasQuery = questionIndex >= 0 && questionIndex < end;
  return {
    base: url.slice(0, hasQuery ? questionIndex : end),
    query: hasQuery ? url.slice(questionIndex + 1, end) : '',
    fragment: hashIndex < 0 ? '' : url.slice(hashIndex),
  };
}

export function joinHttpUrl(base: string, query: string, fragment: string): string {
  return query === '' ? base + fragment : `${base}?${query}${fragment}`;
}
