import type { paths } from '../generated/schema.js';

/** The request header that makes a run start or a decision write safe to send again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Longest key the API accepts (a UUID is 36 characters). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** How long the API keeps a key and the first answer to it. */
export const IDEMPOTENCY_KEY_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * The operations that take an `Idempotency-Key` (the contract's `IdempotencyKey` parameter): each
 * starts runs or writes decisions, so sending it twice by accident must not do it twice. The SDK
 * adds a generated key to these calls; a test holds this list equal to the contract's.
 */
export const IDEMPOTENT_OPERATIONS = [
  { method: 'POST', path: '/api/v1/{platform}/ads/autoUrlTemplate' },
  { method: 'POST', path: '/api/v1/google/searchTerms/adAccounts/validate' },
  { method: 'POST', path: '/api/v1/google/searchTerms/decisions' },
] as const satisfies readonly { method: string; path: keyof paths }[];

export function isIdempotentOperation(method: string, schemaPath: string): boolean {
  const upper = method.toUpperCase();
  return IDEMPOTENT_OPERATIONS.some(
    (operation) => operation.method === upper && operation.path === schemaPath,
  );
}

export const IDEMPOTENCY_MESSAGES = {
  keyReusedForAnotherRequest:
    'This Idempotency-Key was already used for a different request (another operation, parameters or body). Send a new key for a new request.',
  keyInProgress:
    'A request with this Idempotency-Key is still being answered. Retry it once that one has finished.',
} as const;
