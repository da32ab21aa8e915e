import type { PlatformErrorDetails } from '../ad-platform.js';
import type { LinkedInElement } from './linkedin-api.js';
import { describeLinkedInFailure } from './linkedin-errors.js';

// A Rest.li BATCH_GET answer, `{"results": {id: entity}, "statuses": {id: 200}, "errors": {id:
// {status, message, …}}}` (the shape of LinkedIn's own clients' LIBatchGetResponse), read into one
// entry per requested id. The HTTP status of the whole call is 200 even when some ids failed, so
// each id's error is mapped like a single call's would be.

export type BatchEntry = { element: LinkedInElement } | { error: PlatformErrorDetails };

function readObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * LinkedIn's clients call the map keys "encoded entity ids" (`urn%3Ali%3Ashare%3A1`); whether the
 * live API sends them encoded or plain is unconfirmed, so both are accepted.
 */
function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

function indexByDecodedKey(map: unknown): Map<string, unknown> {
  const index = new Map<string, unknown>();
  for (const [key, value] of Object.entries(readObject(map) ?? {}))
    index.set(decodeKey(key), value);
  return index;
}

function readStatus(error: unknown, status: unknown): number | null {
  const fromError = readObject(error)?.status;
  if (typeof fromError === 'number') return fromError;
  return typeof status === 'number' ? status : null;
}

export function readBatchGetAnswer(body: unknown, ids: readonly string[]): Map<string, BatchEntry> {
  const answer = readObject(body);
  const results = indexByDecodedKey(answer?.results);
  const statuses = indexByDecodedKey(answer?.statuses);
  const errors = indexByDecodedKey(answer?.errors);
  const entries = new Map<string, BatchEntry>();
  for (const id of ids) {
    const element = readObject(results.get(id));
    if (element) {
      entries.set(id, { element });
      continue;
    }
    const error = errors.get(id);
    const status = readStatus(error, statuses.get(id));
    if (status === null || status < 400) {
      const message = `The batch answer has no entity and no error for ${id}`;
      entries.set(id, {
        error: { code: 'UNKNOWN', message, httpStatus: null, platformCode: null },
      });
      continue;
    }
    const { retryAfterSeconds: _ignored, ...details } = describeLinkedInFailure({
      status,
      headers: new Headers(),
      body: error ?? null,
    });
    entries.set(id, { error: details });
  }
  return entries;
}
