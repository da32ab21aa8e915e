import type { Platform } from '@utmost/ads-sdk';
import { createStore } from '../create-store';
import type { ConnectPopupHandle } from './connect-popup';

/** The connect popup now open, if any: the app says so and can bring it back (see ConnectPopupNotice). */
interface PendingConnectPopup {
  platform: Platform;
  handle: Pick<ConnectPopupHandle, 'focus' | 'cancel'>;
}

export const pendingConnectPopup = createStore<PendingConnectPopup | null>(null);

/** Forgets the popup once it has ended, unless another one has been opened since. */
export function clearPendingConnectPopup(handle: PendingConnectPopup['handle']): void {
  pendingConnectPopup.setState((pending) => (pending?.handle === handle ? null : pending));
}
