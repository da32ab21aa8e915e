import { Link } from '@tanstack/react-router';
import type { AdAccount } from '@utmost/ads-sdk';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/platform-logo';

/**
 * Spec §2 ad account column: the platform's logo, the name, and 'ID: {adAccountId}'. In
 * search-terms mode the name opens the account's search term analysis.
 */
export function AdAccountNameCell({
  account,
  isAnalysisLink = false,
}: {
  account: AdAccount;
  isAnalysisLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PlatformLogo platform={account.platform} label={t(`platforms.${account.platform}`)} />
      <div className="flex min-w-0 flex-col">
        {isAnalysisLink ? (
          <TruncatedText asChild className="w-fit max-w-full font-medium hover:underline">
            <Link
              to="/analysis/$tabName/$adAccountId"
              params={{ tabName: 'search-terms', adAccountId: account.adAccountId }}
              aria-description={t('adAccounts.openAnalysis')}
            >
              {account.name}
            </Link>
          </TruncatedText>
        ) : (
          <TruncatedText className="font-medium">{account.name}</TruncatedText>
        )}
        <span className="truncate text-xs text-muted-foreground">
          {t('adAccounts.accountId', { id: account.adAccountId })}
        </span>
      </div>
    </div>
  );
}
