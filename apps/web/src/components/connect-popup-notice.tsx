import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { useTranslation } from 'react-i18next';
import { pendingConnectPopup } from '../lib/platform-connection/pending-connect-popup';
import { useStore } from '../lib/use-store';

/**
 * While a connect popup is open, the app's own window says where the sign-in goes on, and can
 * bring the popup back to the front (a click in the app hides it behind) or give up on it.
 */
export function ConnectPopupNotice() {
  const { t } = useTranslation();
  const pending = useStore(pendingConnectPopup);
  if (pending === null) return null;
  return (
    <div
      role="status"
      className="fixed right-6 bottom-6 z-40 flex max-w-sm flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-lg"
    >
      <div className="flex items-start gap-3">
        <Spinner className="mt-0.5" label={t('connect.connecting')} />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t('connect.finishInPopup')}</p>
          <p className="text-xs text-muted-foreground">
            {t('connect.finishInPopupHint', { platform: t(`platforms.${pending.platform}`) })}
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => pending.handle.cancel()}>
          {t('connect.cancelSignIn')}
        </Button>
        <Button size="sm" onClick={() => pending.handle.focus()}>
          {t('connect.showPopup')}
        </Button>
      </div>
    </div>
  );
}
