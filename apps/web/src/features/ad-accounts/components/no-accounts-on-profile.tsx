import { Link } from '@tanstack/react-router';
import type { Platform } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { UserSearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from '@utmost/ui/components/empty';
import { ConnectPlatformButton } from '../../../components/connect-platform-button';

/**
 * Spec §8: the login has no ad accounts on the platform profile; try a different profile or ask an
 * admin. A login in error lists no accounts either, so its error is shown too.
 */
export function NoAccountsOnProfile({
  platform,
  connectionError,
}: {
  platform: Platform;
  connectionError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Empty aria-labelledby="no-accounts-title">
      <EmptyHeader>
        <EmptyMedia>
          <UserSearchIcon />
        </EmptyMedia>
        <EmptyTitle id="no-accounts-title">{t('adAccounts.choose.emptyTitle')}</EmptyTitle>
        <EmptyDescription>
          {t('adAccounts.choose.emptyDescription', { platform: t(`platforms.${platform}`) })}
        </EmptyDescription>
      </EmptyHeader>
      {connectionError === null ? null : (
        <p className="text-sm text-destructive-text">{connectionError}</p>
      )}
      <EmptyContent>
        <ConnectPlatformButton
          platform={platform}
          label={t('adAccounts.choose.tryAnotherProfile')}
        />
        <Button asChild variant="ghost">
          <Link to="/ad-accounts">{t('adAccounts.choose.back')}</Link>
        </Button>
      </EmptyContent>
    </Empty>
  );
}
