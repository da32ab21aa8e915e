import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUtmostError } from '@utmost/ads-sdk';
import type { HandleRequestError } from './handle-request-error';

/** Spec §4/§9: data stays cached 60 seconds after its last use. */
export const CACHE_RETENTION_MS = 60_000;
const MAX_RETRIES = 1;

/**
 * Retries only what a retry can fix: a lost connection, a time-out or an unavailable server.
 * A 4xx answer will not change, and a 500 goes straight to the global error screen rather than
 * after a round of silent retries.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isUtmostError(error)) return false;
  if (error.status === undefined)
    return error.code === 'FETCH_ERROR' || error.code === 'TIMEOUT_ERROR';
  return error.status === 502 || error.status === 503 || error.status === 504;
}

function isServerError(error: unknown): boolean {
  return isUtmostError(error) && error.status === 500;
}

function isHandledByCaller(error: unknown, statuses: readonly number[] | undefined): boolean {
  return (
    statuses !== undefined &&
    isUtmostError(error) &&
    error.status !== undefined &&
    statuses.includes(error.status)
  );
}

/**
 * The request failure behind an error: an error of a multi-step mutation that wraps the request
 * that failed (the SDK's `BriefRulesNotSavedError`) is handled as that request's failure, so its
 * field errors still reach the form.
 */
export function findRequestError(error: unknown): unknown {
  if (isUtmostError(error)) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return isUtmostError(cause) ? cause : error;
}

/** The app's one QueryClient: every failed query or mutation goes through `handleRequestError`. */
export function createAppQueryClient(handleRequestError: HandleRequestError): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.isSilent === true) return;
        if (query.meta?.showsOwnErrors === true && !isServerError(error)) return;
        handleRequestError(error, { form: query.meta?.form });
      },
    }),
    mutationCache: new MutationCache({
      onError: (failure, _variables, _context, mutation) => {
        const error = findRequestError(failure);
        if (isHandledByCaller(error, mutation.meta?.handledStatuses)) return;
        handleRequestError(error, {
          form: mutation.meta?.form,
          flowError: mutation.meta?.flowError,
        });
      },
    }),
    defaultOptions: {
      queries: { gcTime: CACHE_RETENTION_MS, retry: shouldRetryRequest },
      mutations: { gcTime: CACHE_RETENTION_MS, retry: false },
    },
  });
}
