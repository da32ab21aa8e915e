import { useNavigate } from '@tanstack/react-router';
import type { Platform } from '@utmost/ads-sdk';
import { invalidateQueryTags } from '@utmost/ads-sdk/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../analytics';
import { useAppContext } from '../app-context';
import { notify } from '../notify';
import { buildConnectUrl } from './build-connect-url';
import { openConnectPopup, type ConnectPopupHandle, type PopupHost } from './connect-popup';
import { toConnectedLoginState } from './connected-login-state';
import { clearPendingConnectPopup, pendingConnectPopup } from './pending-connect-popup';

interface ConnectOptions {
  /** The login to pre-select at the provider (Reconnect passes the broken login's e-mail). */
  loginHint?: string;
  /** A reconnection stays on the page; a new connection goes on to choose-account. */
  isReconnect?: boolean;
}

/**
 * The connect flow of spec §4 for a button: `connect(platform)` opens the popup (from the click, so
 * it is not blocked), and on success refetches the platform and ad accounts, then opens
 * choose-account with the platform and e-mail as navigation state. `connectingPlatform` is set
 * from the popup's opening until that refetch is done, for a loading state.
 */
export function useConnectPlatform(host?: PopupHost) {
  const { t } = useTranslation();
  const { auth, queryClient } = useAppContext();
  const navigate = useNavigate();
  const [connectingPlatform, setConnectingPlatform] = useState<Platform | null>(null);
  const popupRef = useRef<ConnectPopupHandle | null>(null);

  // A page left mid-flow closes its popup rather than leave it reporting to nobody.
  useEffect(() => () => popupRef.current?.cancel(), []);

  async function finish(platform: Platform, handle: ConnectPopupHandle, options: ConnectOptions) {
    const result = await handle.result;
    clearPendingConnectPopup(handle);
    if (popupRef.current !== handle) return;
    popupRef.current = null;
    if (result.status === 'failure') {
      notify('error', t(`connect.errors.${result.error}`));
    }
    if (result.status === 'success') {
      track('auth_success', { platform });
      await invalidateQueryTags(queryClient, ['platformAccount', 'adAccount']);
      if (options.isReconnect === true) {
        notify('success', t('connect.reconnected', { email: result.email }));
      } else {
        await navigate({
          to: '/ad-accounts/choose-account',
          state: toConnectedLoginState({ platform, email: result.email }),
        });
      }
    }
    setConnectingPlatform(null);
  }

  function connect(platform: Platform, options: ConnectOptions = {}) {
    const { userId, organizationId, workspaceId } = auth.getState();
    if (userId === null || organizationId === null || workspaceId === null) return;
    const url = buildConnectUrl({
      origin: (host ?? window).location.origin,
      platform,
      organizationId,
      workspaceId,
      userId,
      ...(options.loginHint === undefined ? {} : { loginHint: options.loginHint }),
    });
    const handle = openConnectPopup(url, host);
    if (handle === null) {
      notify('error', t('connect.popupBlocked'));
      return;
    }
    popupRef.current?.cancel();
    popupRef.current = handle;
    pendingConnectPopup.setState({ platform, handle });
    track('auth_prompt_launched', { platform });
    setConnectingPlatform(platform);
    void finish(platform, handle, options);
  }

  return { connect, connectingPlatform, isConnecting: connectingPlatform !== null };
}
