import type { components } from '../generated/schema.js';
import { unwrap } from '../errors/unwrap.js';
import { UtmostError, isUtmostError } from '../errors/utmost-error.js';
import type { ErrorCode } from '../rules/error-catalogue.js';
import type { Platform } from '../rules/ad-accounts.js';
import { combineSignals } from './combine-signals.js';
import type { UtmostClient, UtmostOrganizationClient } from './create-utmost-client.js';

// Waiting for a run to end by polling its get-by-id operation, for scripts: the run lists keep only
// the last 50, and the start call may answer before the run has ended.

type Schemas = components['schemas'];
/** One state vocabulary across run kinds; `completed` and `failed` are final. */
export type RunState = Schemas['RunState'];
export type TaggingRunView = Schemas['TaggingRunView'];
export type SearchTermRunView = Schemas['SearchTermRunView'];
export type RunView = TaggingRunView | SearchTermRunView;

/** Which run to wait for: a tagging run (on a platform) or a search-term validation run. */
export type RunReference =
  | { kind: 'tagging'; platform: Platform; jobId: string; organizationId: string }
  | { kind: 'searchTermValidation'; jobId: string; organizationId: string };

/** The view a reference answers: a tagging run's or a search-term validation run's. */
export type RunViewOf<Reference extends RunReference> = Reference extends { kind: 'tagging' }
  ? TaggingRunView
  : SearchTermRunView;

export interface WaitForRunOptions<View extends RunView = RunView> {
  /** How long to wait for the run to end, in all; default 10 minutes. */
  timeoutMs?: number;
  /** Stops waiting (the run itself goes on). */
  signal?: AbortSignal;
  /** Called with the run each time its `state` changes, the first answer included. */
  onProgress?: (run: View) => void;
  /** The first pause between polls; it grows by half each poll up to `maxIntervalMs`. */
  minIntervalMs?: number;
  maxIntervalMs?: number;
}

export const WAIT_FOR_RUN_DEFAULTS = {
  timeoutMs: 10 * 60_000,
  minIntervalMs: 1_000,
  maxIntervalMs: 15_000,
} as const;

const FINAL_STATES: ReadonlySet<RunState> = new Set(['completed', 'failed']);
const BACKOFF_FACTOR = 1.5;

/** Answers worth polling through: the run is still there, the network or the server was not. */
const TRANSIENT_CODES: ReadonlySet<ErrorCode> = new Set([
  'FETCH_ERROR',
  'TIMEOUT_ERROR',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
]);

export function isRunFinished(run: RunView): boolean {
  return FINAL_STATES.has(run.state);
}

/**
 * Polls the run until it is `completed` or `failed` and resolves with it (a failed run resolves:
 * the wait succeeded, the caller reads `state`). Rejects with an `UtmostError`: TIMEOUT_ERROR when
 * `timeoutMs` passes first, ABORTED when `signal` aborts, or the API's error (404 for a run that is
 * not the organization's). Network failures, 429 and 503 are polled through.
 */
export async function waitForRun<Reference extends RunReference>(
  client: UtmostClient | UtmostOrganizationClient,
  run: Reference,
  options: WaitForRunOptions<RunViewOf<Reference>> = {},
): Promise<RunViewOf<Reference>> {
  const timeoutMs = options.timeoutMs ?? WAIT_FOR_RUN_DEFAULTS.timeoutMs;
  const maxIntervalMs = options.maxIntervalMs ?? WAIT_FOR_RUN_DEFAULTS.maxIntervalMs;
  let intervalMs = options.minIntervalMs ?? WAIT_FOR_RUN_DEFAULTS.minIntervalMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = combineSignals(options.signal ? [options.signal, deadline] : [deadline]);
  const toStopError = () => describeStop(run, timeoutMs, options.signal, deadline);
  let lastState: RunState | undefined;
  for (;;) {
    if (stop.aborted) throw toStopError();
    let retryAfterMs = 0;
    try {
      // fetchRun reads the path of the reference's kind, so the answer is that kind's view.
      // The reference names its organization, so either client sends the same call.
      const view = (await fetchRun(client as UtmostClient, run, stop)) as RunViewOf<Reference>;
      if (view.state !== lastState) {
        lastState = view.state;
        options.onProgress?.(view);
      }
      if (isRunFinished(view)) return view;
    } catch (error) {
      if (stop.aborted) throw toStopError();
      if (!isUtmostError(error) || !TRANSIENT_CODES.has(error.code)) throw error;
      retryAfterMs = (error.retryAfterSeconds ?? 0) * 1000;
    }
    await pause(Math.max(intervalMs, retryAfterMs), stop);
    intervalMs = Math.min(maxIntervalMs, Math.round(intervalMs * BACKOFF_FACTOR));
  }
}

async function fetchRun(
  client: UtmostClient,
  run: RunReference,
  signal: AbortSignal,
): Promise<RunView> {
  const query = { organization_id: run.organizationId };
  if (run.kind === 'tagging') {
    const result = await client.GET('/api/v1/{platform}/job/autoTagging/jobruns/{jobId}', {
      params: { path: { platform: run.platform, jobId: run.jobId }, query },
      signal,
    });
    return unwrap(result).content;
  }
  const result = await client.GET('/api/v1/google/job/autoSearchTermValidation/jobruns/{jobId}', {
    params: { path: { jobId: run.jobId }, query },
    signal,
  });
  return unwrap(result).content;
}

function describeStop(
  run: RunReference,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  deadline: AbortSignal,
): UtmostError {
  if (callerSignal?.aborted) {
    return new UtmostError({
      code: 'ABORTED',
      message: `Stopped waiting for run ${run.jobId}.`,
      cause: callerSignal.reason,
    });
  }
  return new UtmostError({
    code: 'TIMEOUT_ERROR',
    message: `Run ${run.jobId} had not ended after ${timeoutMs} ms.`,
    cause: deadline.reason,
  });
}

/** Resolves after `ms`, or as soon as `signal` aborts (the loop then reports why). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
