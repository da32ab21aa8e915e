import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, createTestClient } from '../../test/helpers.js';
import { unwrap } from './unwrap.js';
import { UtmostError, isUtmostError } from './utmost-error.js';

async function callVersions(answer: () => Response) {
  const { fetch } = createFakeFetch(answer);
  return createTestClient({ fetch }).GET('/api/v1/versions');
}

function catchError(run: () => unknown): UtmostError {
  try {
    run();
  } catch (error) {
    if (isUtmostError(error)) return error;
    throw error;
  }
  throw new Error('expected unwrap to throw');
}

describe('unwrap', () => {
  it('returns the data of a success', async () => {
    const body = { content: { versions: { api: '1.2.0', web: 'b7' } } };
    const result = await callVersions(() => createJsonResponse(200, body));

    expect(unwrap(result)).toEqual(body);
  });

  it('turns a 400 errors map into BAD_REQUEST with fieldErrors', async () => {
    const result = await callVersions(() =>
      createJsonResponse(400, { errors: { email: 'Email is invalid', 'address.zip': 'Required' } }),
    );

    const error = catchError(() => unwrap(result));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: 'Email is invalid', 'address.zip': 'Required' });
    expect(error.message).toBe('The request is not valid.');
  });

  it('takes code and message from the error object', async () => {
    const result = await callVersions(() =>
      createJsonResponse(409, {
        error: { code: 'CONFLICT', message: 'Template changed meanwhile.' },
      }),
    );

    const error = catchError(() => unwrap(result));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('Template changed meanwhile.');
    expect(error.fieldErrors).toBeUndefined();
  });

  it('carries the running job id of a run start refused with 409', async () => {
    const runningJobId = '0b6c7a52-3f0e-4a51-9f55-0d4f3c1b2a10';
    const result = await callVersions(() =>
      createJsonResponse(409, {
        error: { code: 'CONFLICT', message: 'A run is already in progress.', runningJobId },
      }),
    );

    const error = catchError(() => unwrap(result));
    expect(error.code).toBe('CONFLICT');
    expect(error.runningJobId).toBe(runningJobId);
  });

  it('reads retryAfterSeconds from the Retry-After header of a 429', async () => {
    const result = await callVersions(() =>
      createJsonResponse(
        429,
        { error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down.', retryAfterSeconds: 10 } },
        { 'Retry-After': '125' },
      ),
    );

    const error = catchError(() => unwrap(result));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.retryAfterSeconds).toBe(125);
  });

  it('falls back to the body retryAfterSeconds without a header', async () => {
    const result = await callVersions(() =>
      createJsonResponse(429, {
        error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down.', retryAfterSeconds: 61 },
      }),
    );

    expect(catchError(() => unwrap(result)).retryAfterSeconds).toBe(61);
  });

  it('uses the catalogue for a status without an error body', async () => {
    const result = await callVersions(() => new Response(null, { status: 503 }));

    const error = catchError(() => unwrap(result));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('The service is not available right now. Please try again later.');
  });

  it('uses the status when the body carries a code this SDK does not know', async () => {
    const result = await callVersions(() =>
      createJsonResponse(403, { error: { code: 'BRAND_NEW_CODE', message: 'Nope.' } }),
    );

    const error = catchError(() => unwrap(result));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Nope.');
  });

  it('throws an Error that isUtmostError recognises', async () => {
    const result = await callVersions(() =>
      createJsonResponse(500, {
        error: { code: 'SERVER_ERROR', message: 'Something went wrong.' },
      }),
    );

    const error = catchError(() => unwrap(result));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UtmostError');
  });
});

describe('isUtmostError', () => {
  it('recognises errors of another copy of the class by their brand', () => {
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('@utmost/ads-sdk/UtmostError')]: true,
    });

    expect(isUtmostError(new UtmostError({ code: 'NOT_FOUND' }))).toBe(true);
    expect(isUtmostError(foreign)).toBe(true);
    expect(isUtmostError(new Error('plain'))).toBe(false);
    expect(isUtmostError(null)).toBe(false);
  });
});
