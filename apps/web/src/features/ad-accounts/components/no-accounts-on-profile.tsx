import { Link } from '@tanstack/react-router';
import type { Platform } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { UserSearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
    <section
      aria-labelledby="no-accounts-title"
      className="flex max-w-2xl flex-col items-start gap-4 rounded-xl border border-dashed border-border bg-card/60 p-8"
    >
      <UserSearchIcon aria-hidden="true" className="size-8 text-primary" />
      <h2 id="no-accounts-title" className="text-lg font-semibold">
        {t('adAccounts.choose.emptyTitle')}
      </h2>
      <p className="text-muted-foreground">
        {t('adAccounts.choose.emptyDescription', { platform: t(`platforms.${platform}`) })}
      </p>
      {connectionError === null ? null : (
        <p className="text-sm text-destructive">{connectionError}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <ConnectPlatformButton
          platform={platform}
          label={t('adAccounts.choose.tryAnotherProfile')}
        />
        <Button asChild variant="ghost">
          <Link to="/ad-accounts">{t('adAccounts.choose.back')}</Link>
        </Button>
      </div>
    </section>
  );
}
