import { describe, expect, it, vi } from 'vitest';
import { reportConnectionResult } from './report-connection-result';

describe('reportConnectionResult', () => {
  it('posts to the opener, addressed to the app’s origin only, then closes', () => {
    const opener = { postMessage: vi.fn(), closed: false };
    const close = vi.fn();
    const reported = reportConnectionResult(
      { opener, location: { origin: 'https://app.utmost.test' }, close },
      { status: 'true', email: 'ads@acme.test' },
    );
    expect(reported).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { status: 'true', email: 'ads@acme.test' },
      'https://app.utmost.test',
    );
    expect(close).toHaveBeenCalled();
  });

  it('stays open without an opener, or with a closed one', () => {
    const close = vi.fn();
    const location = { origin: 'https://app.utmost.test' };
    const message = { status: 'false', error: 'unknown' } as const;
    expect(reportConnectionResult({ opener: null, location, close }, message)).toBe(false);
    const closedOpener = { postMessage: vi.fn(), closed: true };
    expect(reportConnectionResult({ opener: closedOpener, location, close }, message)).toBe(false);
    expect(closedOpener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
