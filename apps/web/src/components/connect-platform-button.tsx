import type { Platform } from '@utmost/ads-sdk';
import { Button, type ButtonProps } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { useTranslation } from 'react-i18next';
import { useConnectAllowance } from '../lib/platform-connection/use-connect-allowance';
import { useConnectPlatform } from '../lib/platform-connection/use-connect-platform';
import { DisabledHint } from './disabled-hint';
import { GoogleMark } from './google-mark';
import { PlatformLogo } from './platform-logo';

/**
 * "Connect {platform}": opens the connect popup; disabled with the reason while the subscription
 * does not allow connecting. Render it only for roles that may edit ad accounts.
 */
export function ConnectPlatformButton({
  platform,
  label,
  variant,
}: {
  platform: Platform;
  /** Defaults to "Connect {platform}". */
  label?: string;
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation();
  const { connect, isConnecting } = useConnectPlatform();
  const { isConnectDisabled, disabledReasonKey } = useConnectAllowance();
  return (
    <DisabledHint hint={disabledReasonKey === null ? null : t(disabledReasonKey)}>
      <Button
        variant={variant}
        disabled={isConnectDisabled || isConnecting}
        onClick={() => connect(platform)}
      >
        {isConnecting ? (
          <Spinner label={t('connect.connecting')} />
        ) : platform === 'google' ? (
          // Connecting hands over to a Google account: Google's sign-in "G", not the Ads logo.
          <GoogleMark />
        ) : (
          <PlatformLogo platform={platform} className="size-4" />
        )}
        {label ?? t('connect.connectPlatform', { platform: t(`platforms.${platform}`) })}
      </Button>
    </DisabledHint>
  );
}
