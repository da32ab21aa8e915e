import type { ConnectionMessage } from './connection-message';

/** The parts of `window` the success route needs; tests pass a fake. */
export interface ResultReporterHost {
  /** null (or, in some environments, undefined) when nothing opened this window. */
  opener: Pick<Window, 'postMessage' | 'closed'> | null | undefined;
  location: Pick<Location, 'origin'>;
  close: () => void;
}

/**
 * Inside the connect popup: hands the outcome to the window that opened it, addressed to the app's
 * own origin only (no other site can read the e-mail), then closes the popup. Returns false when
 * there is no opener to report to (the page was opened directly), leaving the page open.
 */
export function hasLiveOpener(host: Pick<ResultReporterHost, 'opener'>): boolean {
  return host.opener !== null && host.opener !== undefined && !host.opener.closed;
}

export function reportConnectionResult(
  host: ResultReporterHost,
  message: ConnectionMessage,
): boolean {
  if (!hasLiveOpener(host)) return false;
  host.opener?.postMessage(message, host.location.origin);
  host.close();
  return true;
}
