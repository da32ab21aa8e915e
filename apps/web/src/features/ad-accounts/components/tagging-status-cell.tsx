import { findTaggingStatusLabel, type AdAccount, type TaggingStatusLabel } from '@utmost/ads-sdk';
import { Badge, type BadgeProps } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';
import { ConnectionProblemNote } from './connection-problem-note';

const BADGE_VARIANTS: Record<TaggingStatusLabel, BadgeProps['variant']> = {
  error: 'destructive',
  active: 'success',
  disabled: 'secondary',
  paused: 'warning',
  ready: 'info',
};

/**
 * Spec §4 tagging status (an account never switched on reads "ready", not "paused"), and for an account whose connection failed, what the platform said with
 * a Reconnect action.
 */
export function TaggingStatusCell({ account, canEdit }: { account: AdAccount; canEdit: boolean }) {
  const { t } = useTranslation();
  const status = findTaggingStatusLabel(account);
  return (
    <div className="flex min-w-0 flex-col items-start gap-1.5 break-words whitespace-normal">
      <Badge variant={BADGE_VARIANTS[status]}>{t(`adAccounts.taggingStatus.${status}`)}</Badge>
      {status === 'ready' ? (
        <span className="text-xs text-muted-foreground">
          {t('adAccounts.taggingStatus.readyNote')}
        </span>
      ) : null}
      <ConnectionProblemNote account={account} canEdit={canEdit} />
    </div>
  );
}
