import type {
  LinkedInPostKind,
  PlatformCredentials,
  PlatformErrorDetails,
} from '../ad-platform.js';
import { mapWithConcurrency } from '../http/map-with-concurrency.js';
import { CONNECTION_WIDE_ERROR_CODES, PlatformError } from '../platform-error.js';
import type { LinkedInApi } from './linkedin-api.js';
import { readPostKind, readPostLandingPages } from './linkedin-creative-content.js';
import { encodeRestliString } from './restli.js';
import type { BatchEntry } from './restli-batch-answer.js';

// The landing pages of sponsored content live on posts: read them with the posts BATCH_GET
// (`posts?ids=List(…)`), in chunks, a few chunks at a time, instead of one GET per creative. Each
// post's own error stays with the creatives that reference it.

/** Ids per BATCH_GET: the sandbox's limit [unconfirmed: LinkedIn publishes no figure for posts]. */
export const POSTS_BATCH_LIMIT = 100;

/**
 * LinkedIn's own client tunnels a query string longer than this through a POST; chunks stay under
 * it so that a plain GET always works.
 */
export const MAX_BATCH_QUERY_LENGTH = 4_000;

const EMPTY_QUERY_LENGTH = 'ids=List()'.length;

export interface PostReadSettings {
  /** Post urns per BATCH_GET, at most POSTS_BATCH_LIMIT. */
  batchSize: number;
  /** BATCH_GETs in flight. */
  concurrency: number;
}

export interface PostRead {
  landingPages: string[];
  readError: PlatformErrorDetails | null;
  /** null when the post could not be read. */
  kind?: LinkedInPostKind | null;
}

/** Splits urns into chunks of at most `batchSize` whose `ids=List(…)` stays under the query limit. */
export function chunkUrnsForBatch(urns: readonly string[], batchSize: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let length = EMPTY_QUERY_LENGTH;
  for (const urn of urns) {
    const encodedLength = encodeRestliString(urn).length;
    const isFull =
      current.length >= batchSize || length + 1 + encodedLength > MAX_BATCH_QUERY_LENGTH;
    if (current.length > 0 && isFull) {
      chunks.push(current);
      current = [];
      length = EMPTY_QUERY_LENGTH;
    }
    length += encodedLength + (current.length > 0 ? 1 : 0);
    current.push(urn);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function toPostRead(entry: BatchEntry): PostRead {
  if ('element' in entry) {
    return {
      landingPages: readPostLandingPages(entry.element),
      readError: null,
      kind: readPostKind(entry.element),
    };
  }
  const { error } = entry;
  if (CONNECTION_WIDE_ERROR_CODES.has(error.code)) throw new PlatformError(error);
  // A deleted post leaves the creative without a landing page, which tagging reports per ad.
  if (error.code === 'NO_CREATIVE_FOUND') return { landingPages: [], readError: null };
  return { landingPages: [], readError: error };
}

/**
 * A lone post is read with a plain GET: one third-party client reports that the posts BATCH_GET
 * refuses a one-item list [unconfirmed], and the GET costs the same single request.
 */
async function readOnePost(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  urn: string,
  signal: AbortSignal | undefined,
): Promise<Map<string, BatchEntry>> {
  try {
    const element = await api.get(credentials, `posts/${encodeURIComponent(urn)}`, signal);
    return new Map([[urn, { element }]]);
  } catch (error) {
    // Connection-wide failures go up as they are, keeping their Retry-After.
    if (!(error instanceof PlatformError) || CONNECTION_WIDE_ERROR_CODES.has(error.code))
      throw error;
    return new Map([[urn, { error: error.details }]]);
  }
}

/**
 * A posts BATCH_GET refused as a whole with 403 (the login lacks r_organization_social, or a
 * company-page role; https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api):
 * each of its posts carries that error, so the affected ads report it and the rest of the account
 * still lists. Other failures end the listing as before.
 */
async function readPostBatch(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  urns: string[],
  signal: AbortSignal | undefined,
): Promise<Map<string, BatchEntry>> {
  try {
    return await api.batchGet(credentials, 'posts', urns, signal);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.code !== 'NO_PERMISSIONS') throw error;
    return new Map(urns.map((urn) => [urn, { error: error.details }]));
  }
}

/** Reads the posts' landing pages; one entry per distinct urn. */
export async function readPostLandingPagesInBatches(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  urns: readonly string[],
  settings: PostReadSettings,
  signal: AbortSignal | undefined,
): Promise<Map<string, PostRead>> {
  const chunks = chunkUrnsForBatch([...new Set(urns)], settings.batchSize);
  const answers = await mapWithConcurrency(chunks, settings.concurrency, (chunk) =>
    chunk.length === 1 && chunk[0] !== undefined
      ? readOnePost(api, credentials, chunk[0], signal)
      : readPostBatch(api, credentials, chunk, signal),
  );
  const reads = new Map<string, PostRead>();
  for (const answer of answers) {
    for (const [urn, entry] of answer) reads.set(urn, toPostRead(entry));
  }
  return reads;
}
