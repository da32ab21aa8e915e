import { DEFAULT_MESSAGE_BY_ERROR_CODE, UtmostError } from '@utmost/ads-sdk';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createErrorDisplayStore } from './error-display';
import { createRequestErrorHandler } from './handle-request-error';

function setUp() {
  const errorDisplay = createErrorDisplayStore();
  const notify = vi.fn();
  const handleRequestError = createRequestErrorHandler({ errorDisplay, notify });
  return { errorDisplay, notify, handleRequestError };
}

describe('handleRequestError', () => {
  it('shows the global server-error display for a 500, without a notification', () => {
    const { errorDisplay, notify, handleRequestError } = setUp();
    const outcome = handleRequestError(
      new UtmostError({ code: 'SERVER_ERROR', status: 500, message: 'Something went wrong.' }),
    );
    expect(outcome).toBe('server-error-display');
    expect(errorDisplay.getState()).toEqual({
      errorStatus: 500,
      errorMessage: 'Something went wrong.',
      isShown: true,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    [30, 'Too many requests. Please try again in 1 minute.'],
    [120, 'Too many requests. Please try again in 2 minutes.'],
    [121, 'Too many requests. Please try again in 3 minutes.'],
  ])('turns a 429 with Retry-After %i s into "%s"', (seconds, message) => {
    const { notify, handleRequestError } = setUp();
    handleRequestError(
      new UtmostError({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterSeconds: seconds }),
    );
    expect(notify).toHaveBeenCalledWith('error', message);
  });

  it('puts a 400 errors map under the form fields, without a notification', () => {
    const { notify, handleRequestError, errorDisplay } = setUp();
    const setError = vi.fn<UseFormSetError<FieldValues>>();
    const outcome = handleRequestError(
      new UtmostError({
        code: 'BAD_REQUEST',
        status: 400,
        fieldErrors: { email: 'Invalid email format' },
      }),
      { form: { setError, fieldNames: ['email', 'password'] } },
    );
    expect(outcome).toBe('field-errors');
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Invalid email format' },
      { shouldFocus: true },
    );
    expect(notify).not.toHaveBeenCalled();
    expect(errorDisplay.getState().isShown).toBe(false);
  });

  it('notifies a 400 whose fields are not on the form', () => {
    const { notify, handleRequestError } = setUp();
    const setError = vi.fn<UseFormSetError<FieldValues>>();
    const outcome = handleRequestError(
      new UtmostError({
        code: 'BAD_REQUEST',
        status: 400,
        fieldErrors: { vatNumber: 'Numbers only' },
      }),
      { form: { setError, fieldNames: ['email'] } },
    );
    expect(outcome).toBe('notification');
    expect(setError).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', 'Numbers only');
  });

  it('notifies a 400 without a form with its message', () => {
    const { notify, handleRequestError } = setUp();
    handleRequestError(
      new UtmostError({ code: 'BAD_REQUEST', status: 400, message: 'body/name must be string' }),
    );
    expect(notify).toHaveBeenCalledWith('error', 'body/name must be string');
  });

  it.each(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR'] as const)(
    'notifies %s with the catalogue message',
    (code) => {
      const { notify, handleRequestError } = setUp();
      handleRequestError(new UtmostError({ code, message: 'raw transport detail' }));
      expect(notify).toHaveBeenCalledWith('error', DEFAULT_MESSAGE_BY_ERROR_CODE[code]);
    },
  );

  it('stays silent on 401: the SDK refreshed the session or logged out', () => {
    const { notify, handleRequestError, errorDisplay } = setUp();
    expect(handleRequestError(new UtmostError({ code: 'UNAUTHORIZED', status: 401 }))).toBe(
      'session',
    );
    expect(notify).not.toHaveBeenCalled();
    expect(errorDisplay.getState().isShown).toBe(false);
  });

  it('notifies other answers with their message and unknown errors generically', () => {
    const { notify, handleRequestError } = setUp();
    handleRequestError(
      new UtmostError({ code: 'FORBIDDEN', status: 403, message: 'No permission' }),
    );
    expect(notify).toHaveBeenLastCalledWith('error', 'No permission');
    handleRequestError(new TypeError('x is undefined'));
    expect(notify).toHaveBeenLastCalledWith('error', 'Something went wrong');
  });

  it('turns a notification into the flow error when the request names its flow', () => {
    const { notify, handleRequestError, errorDisplay } = setUp();
    const flowError = { resource: 'tagging run', action: 'start', area: 'Ad accounts' };
    handleRequestError(
      new UtmostError({ code: 'CONFLICT', status: 409, message: 'A run is in progress' }),
      { flowError },
    );
    expect(notify).toHaveBeenLastCalledWith(
      'error',
      'Could not start the tagging run in Ad accounts: A run is in progress',
    );
    handleRequestError(new UtmostError({ code: 'TIMEOUT_ERROR' }), { flowError });
    expect(notify).toHaveBeenLastCalledWith(
      'error',
      `Could not start the tagging run in Ad accounts: ${DEFAULT_MESSAGE_BY_ERROR_CODE.TIMEOUT_ERROR}`,
    );
    // A 500 is still the global screen, whatever the flow.
    expect(
      handleRequestError(new UtmostError({ code: 'SERVER_ERROR', status: 500 }), { flowError }),
    ).toBe('server-error-display');
    expect(errorDisplay.getState().isShown).toBe(true);
  });
});

describe('handleRequestError and the plan limit (spec §8: ask to upgrade)', () => {
  const limitReached = new UtmostError({
    code: 'AD_ACCOUNT_LIMIT_REACHED',
    status: 403,
    message: 'Your plan allows 5 ad accounts.',
  });

  it('offers the plans to a role that may change them', () => {
    const notify = vi.fn();
    const openPlans = vi.fn();
    const handle = createRequestErrorHandler({
      errorDisplay: createErrorDisplayStore(),
      notify,
      upgrade: { canUpgrade: () => true, openPlans },
    });
    expect(handle(limitReached)).toBe('notification');
    expect(notify).toHaveBeenCalledWith('error', 'Your plan allows 5 ad accounts.', {
      label: 'See plans',
      onClick: openPlans,
    });
  });

  it('tells any other role whom to ask', () => {
    const notify = vi.fn();
    const handle = createRequestErrorHandler({
      errorDisplay: createErrorDisplayStore(),
      notify,
      upgrade: { canUpgrade: () => false, openPlans: vi.fn() },
    });
    handle(new UtmostError({ code: 'SUBSCRIPTION_BLOCKED', status: 403, message: 'Blocked.' }));
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Blocked. Ask the organization owner or an admin to upgrade the plan.',
    );
  });
});
