import { describe, expect, it } from 'vitest';
import { combineSignals, combineSignalsWithListeners } from './combine-signals.js';

describe.each([
  ['combineSignals', combineSignals],
  ['combineSignalsWithListeners', combineSignalsWithListeners],
])('%s', (_name, combine) => {
  it('aborts with the reason of whichever signal aborts first', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = combine([first.signal, second.signal]);

    expect(combined.aborted).toBe(false);
    second.abort(new Error('second'));
    expect(combined.aborted).toBe(true);
    expect((combined.reason as Error).message).toBe('second');

    first.abort(new Error('first'));
    expect((combined.reason as Error).message).toBe('second');
  });

  it('is aborted at once when a signal already is', () => {
    const combined = combine([AbortSignal.abort('done'), new AbortController().signal]);

    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('done');
  });
});
