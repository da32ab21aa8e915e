import { UtmostError } from '@utmost/ads-sdk';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_RETENTION_MS, createAppQueryClient, shouldRetryRequest } from './query-client';
import { withFormErrors } from './request-meta';

describe('createAppQueryClient', () => {
  it('keeps unused data for 60 seconds', () => {
    const queryClient = createAppQueryClient(vi.fn());
    expect(CACHE_RETENTION_MS).toBe(60_000);
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(60_000);
  });

  it('sends every failed query to the error handler', async () => {
    const handleRequestError = vi.fn();
    const queryClient = createAppQueryClient(handleRequestError);
    const error = new UtmostError({ code: 'SERVER_ERROR', status: 500 });
    await expect(
      queryClient.fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(error) }),
    ).rejects.toBe(error);
    expect(handleRequestError).toHaveBeenCalledWith(error, { form: undefined });
  });

  it('keeps a silent query’s failure from the user', async () => {
    const handleRequestError = vi.fn();
    const queryClient = createAppQueryClient(handleRequestError);
    const error = new UtmostError({ code: 'SERVER_ERROR', status: 500 });
    await expect(
      queryClient.fetchQuery({
        queryKey: ['subscription'],
        queryFn: () => Promise.reject(error),
        meta: { isSilent: true },
      }),
    ).rejects.toBe(error);
    expect(handleRequestError).not.toHaveBeenCalled();
  });

  it('lets a page show its own failures, but not a server error', async () => {
    const handleRequestError = vi.fn();
    const queryClient = createAppQueryClient(handleRequestError);
    const missing = new UtmostError({ code: 'NOT_FOUND', status: 404 });
    const serverError = new UtmostError({ code: 'SERVER_ERROR', status: 500 });
    for (const error of [missing, serverError]) {
      await expect(
        queryClient.fetchQuery({
          queryKey: ['run', error.status],
          queryFn: () => Promise.reject(error),
          meta: { showsOwnErrors: true },
        }),
      ).rejects.toBe(error);
    }
    expect(handleRequestError).toHaveBeenCalledTimes(1);
    expect(handleRequestError).toHaveBeenCalledWith(serverError, { form: undefined });
  });

  it('passes a mutation form target to the error handler', async () => {
    const handleRequestError = vi.fn();
    const queryClient = createAppQueryClient(handleRequestError);
    const setError = vi.fn();
    const error = new UtmostError({
      code: 'BAD_REQUEST',
      status: 400,
      fieldErrors: { email: 'x' },
    });
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(error),
      meta: withFormErrors<{ email: string }>(setError, ['email']),
    });
    await expect(mutation.execute(undefined)).rejects.toBe(error);
    expect(handleRequestError).toHaveBeenCalledWith(error, {
      form: { setError, fieldNames: ['email'] },
    });
  });
});

describe('a mutation whose error wraps the request that failed', () => {
  it('hands the request failure to the error handler, so its field errors reach the form', async () => {
    const handleRequestError = vi.fn();
    const queryClient = createAppQueryClient(handleRequestError);
    const requestError = new UtmostError({ code: 'BAD_REQUEST', status: 400, fieldErrors: {} });
    const wrapped = new Error('second step failed', { cause: requestError });
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(wrapped),
    });
    await expect(mutation.execute(undefined)).rejects.toBe(wrapped);
    expect(handleRequestError).toHaveBeenCalledWith(requestError, {
      form: undefined,
      flowError: undefined,
    });
  });
});

describe('a mutation that handles some statuses itself', () => {
  it('keeps those from the error handler and passes on the rest', async () => {
    const handleRequestError = vi.fn();
    const queryClient = createAppQueryClient(handleRequestError);
    const conflict = new UtmostError({ code: 'CONFLICT', status: 409 });
    const serverError = new UtmostError({ code: 'SERVER_ERROR', status: 500 });
    for (const error of [conflict, serverError]) {
      const mutation = queryClient.getMutationCache().build(queryClient, {
        mutationFn: () => Promise.reject(error),
        meta: { handledStatuses: [409] },
      });
      await expect(mutation.execute(undefined)).rejects.toBe(error);
    }
    expect(handleRequestError).toHaveBeenCalledTimes(1);
    expect(handleRequestError).toHaveBeenCalledWith(serverError, {
      form: undefined,
      flowError: undefined,
    });
  });
});

describe('shouldRetryRequest', () => {
  it('never retries 4xx answers or a 500', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 500]) {
      expect(shouldRetryRequest(0, new UtmostError({ code: 'BAD_REQUEST', status }))).toBe(false);
    }
  });

  it('retries a lost connection, a time-out and an unavailable server once', () => {
    expect(shouldRetryRequest(0, new UtmostError({ code: 'FETCH_ERROR' }))).toBe(true);
    expect(shouldRetryRequest(0, new UtmostError({ code: 'TIMEOUT_ERROR' }))).toBe(true);
    expect(
      shouldRetryRequest(0, new UtmostError({ code: 'SERVICE_UNAVAILABLE', status: 503 })),
    ).toBe(true);
    expect(shouldRetryRequest(1, new UtmostError({ code: 'FETCH_ERROR' }))).toBe(false);
    expect(shouldRetryRequest(0, new UtmostError({ code: 'PARSING_ERROR' }))).toBe(false);
    expect(shouldRetryRequest(0, new Error('bug'))).toBe(false);
  });
});
