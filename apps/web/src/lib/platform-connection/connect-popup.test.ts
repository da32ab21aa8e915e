import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POPUP_HEIGHT,
  POPUP_POLL_INTERVAL_MS,
  POPUP_WIDTH,
  buildPopupFeatures,
  openConnectPopup,
  type PopupHost,
} from './connect-popup';

const ORIGIN = 'https://app.utmost.test';

interface FakePopup {
  closed: boolean;
  close: () => void;
}

/** A window with a popup that can be closed by hand, timers from Vitest's fake clock. */
function createHost({ isBlocked = false } = {}) {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const listeners = new Set<(event: MessageEvent) => void>();
  const open = vi.fn(() => (isBlocked ? null : popup));
  const host = {
    open,
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.delete(listener);
    },
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: number) => clearInterval(id),
    screenX: 100,
    screenY: 50,
    outerWidth: 1500,
    outerHeight: 1000,
    location: { origin: ORIGIN },
  } as unknown as PopupHost;
  function post(data: unknown, { origin = ORIGIN, source = popup as unknown } = {}) {
    for (const listener of listeners) {
      listener(new MessageEvent('message', { data, origin, source: source as Window }));
    }
  }
  return { host, popup, open, post, listeners };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('openConnectPopup', () => {
  it('opens a 500×600 popup centred over the app', () => {
    const { host, open } = createHost();
    openConnectPopup('https://app.utmost.test/api/v1/google/authenticate', host);
    expect(open).toHaveBeenCalledWith(
      'https://app.utmost.test/api/v1/google/authenticate',
      expect.any(String),
      buildPopupFeatures(host),
    );
    expect(buildPopupFeatures(host)).toBe(
      `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=600,top=250,popup=yes`,
    );
    expect([POPUP_WIDTH, POPUP_HEIGHT]).toEqual([500, 600]);
  });

  it('reports a blocked popup as null', () => {
    const { host } = createHost({ isBlocked: true });
    expect(openConnectPopup('/x', host)).toBeNull();
  });

  it('succeeds with the e-mail posted from its own origin, once the popup is seen closed', async () => {
    const { host, popup, post, listeners } = createHost();
    const handle = openConnectPopup('/x', host);
    const settled = vi.fn();
    void handle?.result.then(settled);

    post({ status: 'true', email: 'ads@acme.test' });
    await vi.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS * 3);
    expect(settled).not.toHaveBeenCalled();

    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ status: 'success', email: 'ads@acme.test' });
    expect(listeners.size).toBe(0);
  });

  it('polls every second', async () => {
    const { host, popup } = createHost();
    const closedReads = vi.fn(() => false);
    Object.defineProperty(popup, 'closed', { get: closedReads });
    openConnectPopup('/x', host);
    await vi.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS * 4);
    expect(closedReads).toHaveBeenCalledTimes(4);
    expect(POPUP_POLL_INTERVAL_MS).toBe(1000);
  });

  it('ignores messages from another origin or another window', async () => {
    const { host, popup, post } = createHost();
    const handle = openConnectPopup('/x', host);
    post({ status: 'true', email: 'evil@attacker.test' }, { origin: 'https://attacker.test' });
    post({ status: 'true', email: 'other@acme.test' }, { source: {} });
    post({ hello: 'world' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS);
    await expect(handle?.result).resolves.toEqual({ status: 'dismissed' });
  });

  it('reports the provider’s refusal', async () => {
    const { host, popup, post } = createHost();
    const handle = openConnectPopup('/x', host);
    post({ status: 'false', error: 'access_denied' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS);
    await expect(handle?.result).resolves.toEqual({ status: 'failure', error: 'access_denied' });
  });

  it('counts a popup closed without a message as dismissed', async () => {
    const { host, popup } = createHost();
    const handle = openConnectPopup('/x', host);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_INTERVAL_MS);
    await expect(handle?.result).resolves.toEqual({ status: 'dismissed' });
  });

  it('closes the popup and stops watching when cancelled', async () => {
    const { host, popup, listeners } = createHost();
    const handle = openConnectPopup('/x', host);
    handle?.cancel();
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    await expect(handle?.result).resolves.toEqual({ status: 'dismissed' });
  });
});
