import { Button } from '@utmost/ui/components/button';
import {
  Empty,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from '@utmost/ui/components/empty';
import { Link } from '@tanstack/react-router';
import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** No run yet in the organization (spec §2 "no run history"): where runs come from. */
export function RunHistoryEmptyState() {
  const { t } = useTranslation();
  return (
    <Empty aria-labelledby="run-history-empty-title">
      <EmptyHeader>
        <EmptyMedia>
          <HistoryIcon />
        </EmptyMedia>
        <EmptyTitle id="run-history-empty-title">{t('runHistory.emptyTitle')}</EmptyTitle>
        <EmptyDescription>{t('runHistory.emptyDescription')}</EmptyDescription>
      </EmptyHeader>
      <Button asChild variant="secondary">
        <Link to="/ad-accounts">{t('runHistory.goToAdAccounts')}</Link>
      </Button>
    </Empty>
  );
}
