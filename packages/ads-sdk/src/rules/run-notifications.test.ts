import { describe, expect, it } from 'vitest';
import type { components } from '../generated/schema.js';
import { decideRunNotification } from './run-notifications.js';

type TaggingRunOutcome = components['schemas']['TaggingRunOutcome'];
type RunCounts = components['schemas']['RunCounts'];

function buildCounts(counts: Partial<RunCounts> = {}): RunCounts {
  const parts = {
    updated: 0,
    skipped: 0,
    not_supported: 0,
    partially_updated: 0,
    error: 0,
    ...counts,
  };
  const total =
    parts.updated + parts.skipped + parts.not_supported + parts.partially_updated + parts.error;
  return { total, ...parts };
}

let nextAccount = 1;
function buildOutcome(overrides: Partial<TaggingRunOutcome> = {}): TaggingRunOutcome {
  const account = nextAccount++;
  return {
    resourceName: `customers/${account}`,
    state: 'completed',
    resumesAt: null,
    jobId: `00000000-0000-4000-8000-00000000000${account % 10}`,
    reason: null,
    counts: buildCounts({ updated: 3, skipped: 1 }),
    ...overrides,
  };
}

const completed = (counts: Partial<RunCounts>) => buildOutcome({ counts: buildCounts(counts) });
const notRun = (reason: string) =>
  buildOutcome({ state: 'not_run', jobId: null, reason, counts: null });

describe('decideRunNotification', () => {
  it('reports success when every run finished without errors, with the counts added up', () => {
    const decision = decideRunNotification([
      completed({ updated: 3, skipped: 1 }),
      completed({ updated: 2, not_supported: 4 }),
    ]);
    expect(decision).toMatchObject({ kind: 'success', variant: 'success', finishedCount: 2 });
    expect(decision.counts).toEqual({
      total: 10,
      updated: 5,
      skipped: 1,
      not_supported: 4,
      partially_updated: 0,
      error: 0,
    });
  });

  it('treats partially updated results as a success', () => {
    expect(decideRunNotification([completed({ partially_updated: 2 })]).kind).toBe('success');
  });

  it('detects the special case: errors together with updated or skipped results', () => {
    expect(decideRunNotification([completed({ updated: 2, error: 1 })])).toMatchObject({
      kind: 'mixed',
      variant: 'warning',
    });
    expect(decideRunNotification([completed({ skipped: 5, error: 1 })]).kind).toBe('mixed');
    // Across accounts too: one account's errors beside another's updates.
    expect(decideRunNotification([completed({ error: 2 }), completed({ updated: 1 })]).kind).toBe(
      'mixed',
    );
  });

  it('reports a run with errors when nothing was tagged', () => {
    expect(decideRunNotification([completed({ error: 3, not_supported: 1 })])).toMatchObject({
      kind: 'errors',
      variant: 'error',
    });
  });

  it('reports a failed run with its spec §8 code, each code once', () => {
    const decision = decideRunNotification([
      buildOutcome({ state: 'failed', reason: 'NO_PERMISSIONS', counts: null }),
      buildOutcome({ state: 'failed', reason: 'NO_PERMISSIONS', counts: null }),
      buildOutcome({ state: 'failed', reason: 'SERVER_ERROR', counts: null }),
    ]);
    expect(decision).toMatchObject({ kind: 'errors', finishedCount: 3 });
    expect(decision.failureCodes).toEqual(['NO_PERMISSIONS', 'SERVER_ERROR']);
  });

  it('reports no active ads when every run had none', () => {
    expect(
      decideRunNotification([
        completed({}),
        buildOutcome({ reason: 'no_active_ads', counts: buildCounts() }),
      ]),
    ).toMatchObject({ kind: 'no_active_ads', variant: 'info' });
    // One account with ads is a success, even if another had none.
    expect(decideRunNotification([completed({}), completed({ updated: 1 })]).kind).toBe('success');
  });

  it('reports a run still going in the background', () => {
    const decision = decideRunNotification([
      completed({ updated: 1 }),
      buildOutcome({ state: 'running', counts: null }),
    ]);
    expect(decision).toMatchObject({ kind: 'running', variant: 'info', runningCount: 1 });
    // Nothing finished yet: still running, not "no active ads".
    expect(decideRunNotification([buildOutcome({ state: 'running', counts: null })]).kind).toBe(
      'running',
    );
  });

  it('puts errors before a run still going', () => {
    expect(
      decideRunNotification([
        completed({ error: 1 }),
        buildOutcome({ state: 'running', counts: null }),
      ]).kind,
    ).toBe('errors');
  });

  it('reports not run when no account was run, counting the reasons', () => {
    const decision = decideRunNotification([
      notRun('disabled'),
      notRun('disabled'),
      notRun('connection_error'),
    ]);
    expect(decision).toMatchObject({
      kind: 'not_run',
      variant: 'warning',
      finishedCount: 0,
      notRun: { disabled: 2, connection_error: 1 },
    });
    expect(decideRunNotification([]).kind).toBe('not_run');
  });

  it('keeps the accounts not run beside another kind', () => {
    const decision = decideRunNotification([completed({ updated: 1 }), notRun('disabled')]);
    expect(decision).toMatchObject({ kind: 'success', notRun: { disabled: 1 } });
  });
});
