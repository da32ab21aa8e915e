import type { AdAccount } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/platform-logo';

/** Spec §2 ad account column: the platform's logo, the name, and 'ID: {adAccountId}'. */
export function AdAccountNameCell({ account }: { account: AdAccount }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <PlatformLogo platform={account.platform} label={t(`platforms.${account.platform}`)} />
      <div className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{account.name}</span>
        <span className="text-xs text-muted-foreground">
          {t('adAccounts.accountId', { id: account.adAccountId })}
        </span>
      </div>
    </div>
  );
}
