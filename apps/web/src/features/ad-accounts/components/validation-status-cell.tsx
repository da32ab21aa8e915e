import {
  findSearchTermsValidationStatus,
  type AdAccount,
  type SearchTermsValidationStatus,
} from '@utmost/ads-sdk';
import { Badge, type BadgeProps } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';
import { ConnectionProblemNote } from './connection-problem-note';

const BADGE_VARIANTS: Record<SearchTermsValidationStatus, BadgeProps['variant']> = {
  notSupported: 'secondary',
  error: 'destructive',
  active: 'success',
  needsBrief: 'secondary',
  paused: 'warning',
};

/**
 * Search-terms mode's status column: the search-term validation status (the SDK's rule), never
 * the tagging one. Until an AI brief is chosen it reads "Not set up" and says what is missing.
 */
export function ValidationStatusCell({
  account,
  canEdit,
}: {
  account: AdAccount;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const status = findSearchTermsValidationStatus(account);
  return (
    <div className="flex max-w-72 flex-col items-start gap-1.5 whitespace-normal">
      <Badge variant={BADGE_VARIANTS[status]}>{t(`adAccounts.validationStatus.${status}`)}</Badge>
      {status === 'needsBrief' ? (
        <span className="text-xs text-muted-foreground">
          {t('adAccounts.validationNeedsBrief')}
        </span>
      ) : null}
      <ConnectionProblemNote account={account} canEdit={canEdit} />
    </div>
  );
}
