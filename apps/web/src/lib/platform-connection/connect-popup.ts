import { isConnectionMessage, type ConnectionMessage } from './connection-message';

/** Spec §4/§9: the popup is 500 by 600 and polled every second for closure. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_POLL_INTERVAL_MS = 1000;
const POPUP_NAME = 'utmost-connect-platform';

/** How a connect popup ended. */
type ConnectPopupResult =
  | { status: 'success'; email: string }
  | { status: 'failure'; error: Extract<ConnectionMessage, { status: 'false' }>['error'] }
  /** Closed without a word: the user gave up, or the flow never reached the success route. */
  | { status: 'dismissed' };

export interface ConnectPopupHandle {
  /** Settles once the popup is closed. */
  result: Promise<ConnectPopupResult>;
  /** Stops listening and closes the popup (e.g. the page is left). */
  cancel: () => void;
  /** Brings the popup to the front again (it hides behind the app once the app is clicked). */
  focus: () => void;
}

/** The parts of `window` the popup needs; tests pass a fake. */
export type PopupHost = Pick<
  Window,
  | 'open'
  | 'addEventListener'
  | 'removeEventListener'
  | 'setInterval'
  | 'clearInterval'
  | 'screenX'
  | 'screenY'
  | 'outerWidth'
  | 'outerHeight'
> & { location: Pick<Location, 'origin'> };

/** Centres the popup over the app's window. */
export function buildPopupFeatures(host: PopupHost): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - POPUP_HEIGHT) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},popup=yes`;
}

function toResult(message: ConnectionMessage | null): ConnectPopupResult {
  if (message === null) return { status: 'dismissed' };
  return message.status === 'true'
    ? { status: 'success', email: message.email }
    : { status: 'failure', error: message.error };
}

/**
 * Opens the connect flow in a popup (call it from the click itself, or browsers block it) and
 * watches it: a message from the app's own origin, sent by the success route inside the popup,
 * says how it went; the outcome settles when the popup is seen closed, polled every second as the
 * spec has it. Returns null when the browser blocked the popup.
 */
export function openConnectPopup(url: string, host: PopupHost = window): ConnectPopupHandle | null {
  const popup = host.open(url, POPUP_NAME, buildPopupFeatures(host));
  if (popup === null) return null;

  let message: ConnectionMessage | null = null;
  let settle: (result: ConnectPopupResult) => void = () => {};
  const result = new Promise<ConnectPopupResult>((resolve) => {
    settle = resolve;
  });

  function onMessage(event: MessageEvent) {
    // Only our own success route may report: same origin, from the popup we opened.
    if (event.origin !== host.location.origin) return;
    if (event.source !== null && event.source !== popup) return;
    if (isConnectionMessage(event.data)) message = event.data;
  }

  function stop() {
    host.clearInterval(timer);
    host.removeEventListener('message', onMessage);
  }

  const timer = host.setInterval(() => {
    if (!popup.closed) return;
    stop();
    settle(toResult(message));
  }, POPUP_POLL_INTERVAL_MS);
  host.addEventListener('message', onMessage);

  return {
    result,
    cancel: () => {
      stop();
      if (!popup.closed) popup.close();
      settle({ status: 'dismissed' });
    },
    focus: () => {
      if (!popup.closed) popup.focus();
    },
  };
}
