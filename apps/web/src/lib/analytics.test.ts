import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink, track } from './analytics';

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('track', () => {
  it('does nothing without a sink', () => {
    expect(() => track('login')).not.toThrow();
  });

  it('forwards the event and its properties to the registered sink', () => {
    const sink = vi.fn();
    unregister = registerAnalyticsSink(sink);
    track('error', { message: 'boom' });
    expect(sink).toHaveBeenCalledWith('error', { message: 'boom' });
  });

  it('stops forwarding after unregistering and swallows sink failures', () => {
    const failing = vi.fn(() => {
      throw new Error('provider down');
    });
    unregister = registerAnalyticsSink(failing);
    expect(() => track('sign_up')).not.toThrow();
    unregister();
    track('sign_up');
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
