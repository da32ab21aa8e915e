import {
  findSearchTermsValidationStatus,
  type AdAccount,
  type SearchTermsValidationStatus,
} from '@utmost/ads-sdk';
import { Badge, type BadgeProps } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';
import { ConnectionProblemNote } from './connection-problem-note';
import { ValidationSwitch } from './validation-switch';

const BADGE_VARIANTS: Record<SearchTermsValidationStatus, BadgeProps['variant']> = {
  notSupported: 'secondary',
  error: 'destructive',
  active: 'success',
  needsBrief: 'secondary',
  off: 'secondary',
  paused: 'warning',
};

/**
 * Search-terms mode's status column: the search-term validation status (the SDK's rule), never
 * the tagging one, with the daily validation switch for editors. Until an AI brief is chosen it
 * reads "Not set up" and says what is missing.
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
      <div className="flex flex-wrap items-center gap-1.5">
        {canEdit && status !== 'notSupported' ? <ValidationSwitch account={account} /> : null}
        <Badge variant={BADGE_VARIANTS[status]}>{t(`adAccounts.validationStatus.${status}`)}</Badge>
      </div>
      {status === 'needsBrief' ? (
        <span className="text-xs text-muted-foreground">
          {t('adAccounts.validationNeedsBrief')}
        </span>
      ) : null}
      <ConnectionProblemNote account={account} canEdit={canEdit} />
    </div>
  );
}
