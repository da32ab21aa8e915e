import { findTaggingStatus, type AdAccount, type TaggingStatus } from '@utmost/ads-sdk';
import { Badge, type BadgeProps } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';
import { ConnectionProblemNote } from './connection-problem-note';

const BADGE_VARIANTS: Record<TaggingStatus, BadgeProps['variant']> = {
  error: 'destructive',
  active: 'success',
  disabled: 'secondary',
  paused: 'warning',
};

/**
 * Spec §4 tagging status, and for an account whose connection failed, what the platform said with
 * a Reconnect action.
 */
export function TaggingStatusCell({ account, canEdit }: { account: AdAccount; canEdit: boolean }) {
  const { t } = useTranslation();
  const status = findTaggingStatus(account);
  return (
    <div className="flex min-w-0 flex-col items-start gap-1.5 break-words whitespace-normal">
      <Badge variant={BADGE_VARIANTS[status]}>{t(`adAccounts.taggingStatus.${status}`)}</Badge>
      <ConnectionProblemNote account={account} canEdit={canEdit} />
    </div>
  );
}
