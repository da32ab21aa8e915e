import type { AdAccount } from '@utmost/ads-sdk';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/platform-logo';

/** Spec §2 ad account column: the platform's logo, the name, and 'ID: {adAccountId}'. */
export function AdAccountNameCell({ account }: { account: AdAccount }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PlatformLogo platform={account.platform} label={t(`platforms.${account.platform}`)} />
      <div className="flex min-w-0 flex-col">
        <TruncatedText className="font-medium">{account.name}</TruncatedText>
        <span className="truncate text-xs text-muted-foreground">
          {t('adAccounts.accountId', { id: account.adAccountId })}
        </span>
      </div>
    </div>
  );
}
