import { describe, expect, it } from 'vitest';
import { createFakeFetch, createJsonResponse, createTestClient } from '../../test/helpers.js';
import { isUtmostError, type UtmostError } from '../errors/utmost-error.js';
import { waitForRun, type RunReference, type RunState, type RunView } from './wait-for-run.js';

const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';
const JOB_ID = '00000000-0000-4000-8000-0000000000aa';
const TAGGING: RunReference = {
  kind: 'tagging',
  platform: 'linkedin',
  jobId: JOB_ID,
  organizationId: ORGANIZATION_ID,
};
const SEARCH_TERMS: RunReference = {
  kind: 'searchTermValidation',
  jobId: JOB_ID,
  organizationId: ORGANIZATION_ID,
};
const FAST = { minIntervalMs: 1, maxIntervalMs: 4 };

/** The answer of a get-by-id; the nested run is not read by the wait. */
function answerRun(state: RunState, kind: RunView['kind'] = 'tagging'): Response {
  return createJsonResponse(200, { content: { kind, state, run: { jobId: JOB_ID } } });
}

/** A fake API answering these states in turn, then the last one forever. */
function createRunApi(states: readonly (RunState | Response)[], kind?: RunView['kind']) {
  let polls = 0;
  return createFakeFetch(() => {
    const next = states[Math.min(polls, states.length - 1)]!;
    polls += 1;
    return typeof next === 'string' ? answerRun(next, kind) : next;
  });
}

async function catchUtmostError(wait: Promise<unknown>): Promise<UtmostError> {
  const failure: unknown = await wait.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isUtmostError(failure)) throw new Error(`expected an UtmostError, got ${String(failure)}`);
  return failure;
}

describe('waitForRun', () => {
  it('polls the tagging run until it ends, reporting each new state once', async () => {
    const { fetch, seen } = createRunApi(['queued', 'queued', 'running', 'running', 'completed']);
    const states: RunState[] = [];

    const run = await waitForRun(createTestClient({ fetch }), TAGGING, {
      ...FAST,
      onProgress: (view) => states.push(view.state),
    });

    expect(run.state).toBe('completed');
    expect(states).toEqual(['queued', 'running', 'completed']);
    expect(seen).toHaveLength(5);
    expect(seen[0]!.url.pathname).toBe(`/api/v1/linkedin/job/autoTagging/jobruns/${JOB_ID}`);
    expect(seen[0]!.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });

  it('polls a search-term validation run by its own path and resolves a failed run', async () => {
    const { fetch, seen } = createRunApi(['running', 'failed'], 'searchTermValidation');

    const run = await waitForRun(createTestClient({ fetch }), SEARCH_TERMS, FAST);

    expect(run).toMatchObject({ kind: 'searchTermValidation', state: 'failed' });
    expect(seen[0]!.url.pathname).toBe(
      `/api/v1/google/job/autoSearchTermValidation/jobruns/${JOB_ID}`,
    );
  });

  it('waits longer between polls, up to the maximum pause', async () => {
    const { fetch, seen } = createRunApi(['queued', 'queued', 'queued', 'queued', 'completed']);
    const started = Date.now();

    await waitForRun(createTestClient({ fetch }), TAGGING, {
      minIntervalMs: 20,
      maxIntervalMs: 30,
    });

    // Pauses of 20, 30, 30 and 30 ms (20 * 1.5 is capped at 30).
    expect(seen).toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(105);
  });

  it('polls through a 503 and a network failure', async () => {
    let calls = 0;
    const { fetch } = createFakeFetch(() => {
      calls += 1;
      if (calls === 1) return createJsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE' } });
      if (calls === 2) throw new TypeError('fetch failed');
      return answerRun('completed');
    });

    const run = await waitForRun(createTestClient({ fetch }), TAGGING, FAST);

    expect(run.state).toBe('completed');
    expect(calls).toBe(3);
  });

  it('rejects with the API error for a run that is not found, without polling again', async () => {
    const { fetch, seen } = createRunApi([
      createJsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Tagging run not found.' } }),
    ]);

    const error = await catchUtmostError(waitForRun(createTestClient({ fetch }), TAGGING, FAST));

    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(error.message).toBe('Tagging run not found.');
    expect(seen).toHaveLength(1);
  });

  it('rejects with TIMEOUT_ERROR when the run has not ended in timeoutMs', async () => {
    const { fetch } = createRunApi(['running']);

    const error = await catchUtmostError(
      waitForRun(createTestClient({ fetch }), TAGGING, { ...FAST, timeoutMs: 30 }),
    );

    expect(error.code).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe(`Run ${JOB_ID} had not ended after 30 ms.`);
  });

  it('rejects with ABORTED when the caller aborts, mid-pause or already aborted', async () => {
    const { fetch } = createRunApi(['running']);
    const controller = new AbortController();
    const wait = waitForRun(createTestClient({ fetch }), TAGGING, {
      minIntervalMs: 60_000,
      signal: controller.signal,
      onProgress: () => setTimeout(() => controller.abort(), 5),
    });

    const error = await catchUtmostError(wait);

    expect(error.code).toBe('ABORTED');
    expect(error.message).toBe(`Stopped waiting for run ${JOB_ID}.`);
    const again = await catchUtmostError(
      waitForRun(createTestClient({ fetch }), TAGGING, { signal: AbortSignal.abort() }),
    );
    expect(again.code).toBe('ABORTED');
  });
});
