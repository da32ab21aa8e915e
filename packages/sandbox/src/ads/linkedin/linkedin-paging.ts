import { createHash } from 'node:crypto';
import type { WireError } from '../../oauth/provider-profile.js';
import { describeIllegalArgument } from './linkedin-errors.js';

// Cursor paging of the Marketing API finders (since 202401): `pageSize` (default 100, at most
// 1000) and an opaque `pageToken`; the answer's metadata.nextPageToken is absent on the last page.
// The token records where in the finder's candidate list the next page starts.

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export interface PageRequest {
  pageSize: number;
  start: number;
  /** Binds a token to the finder and criteria that issued it. */
  fingerprint: string;
}

export function fingerprintFinder(path: string, parameters: Map<string, string>): string {
  const criteria = [...parameters]
    .filter(([name]) => name !== 'pageToken' && name !== 'pageSize')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHash('sha256').update(`${path}?${criteria}`).digest('base64url').slice(0, 16);
}

export function readPageRequest(
  parameters: Map<string, string>,
  fingerprint: string,
): PageRequest | WireError {
  const rawSize = parameters.get('pageSize');
  const pageSize = rawSize === undefined ? DEFAULT_PAGE_SIZE : Number(rawSize);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    return describeIllegalArgument(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  const token = parameters.get('pageToken');
  if (token === undefined || token === '') return { pageSize, start: 0, fingerprint };
  try {
    const decoded = JSON.parse(
      Buffer.from(decodeURIComponent(token), 'base64url').toString('utf8'),
    ) as { f?: unknown; s?: unknown };
    if (decoded.f === fingerprint && Number.isInteger(decoded.s) && (decoded.s as number) >= 0)
      return { pageSize, start: decoded.s as number, fingerprint };
  } catch {
    // any token we did not issue for this finder is invalid
  }
  return describeIllegalArgument('Invalid pageToken');
}

/** Takes one page from the matching candidates, reading from the page's start position. */
export function collectPage<T>(
  request: PageRequest,
  candidates: (start: number) => Iterable<{ position: number; element: T | null }>,
): { elements: T[]; metadata: { nextPageToken?: string } } {
  const elements: T[] = [];
  for (const { position, element } of candidates(request.start)) {
    if (element === null) continue;
    if (elements.length === request.pageSize) {
      const nextPageToken = Buffer.from(
        JSON.stringify({ f: request.fingerprint, s: position }),
      ).toString('base64url');
      return { elements, metadata: { nextPageToken } };
    }
    elements.push(element);
  }
  return { elements, metadata: {} };
}

/** Candidates from a plain list, for the small finders. */
export function listCandidates<T>(items: readonly T[]) {
  return function* (start: number): Iterable<{ position: number; element: T | null }> {
    for (let position = start; position < items.length; position += 1)
      yield { position, element: items[position] ?? null };
  };
}
