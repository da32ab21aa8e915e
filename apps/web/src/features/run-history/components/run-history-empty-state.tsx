import { Button } from '@utmost/ui/components/button';
import { Link } from '@tanstack/react-router';
import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** No run yet in the organization (spec §2 "no run history"): where runs come from. */
export function RunHistoryEmptyState() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="run-history-empty-title"
      className="flex max-w-2xl flex-col items-start gap-4 rounded-xl border border-dashed border-border bg-card/60 p-8"
    >
      <HistoryIcon aria-hidden="true" className="size-8 text-primary" />
      <h2 id="run-history-empty-title" className="text-lg font-semibold">
        {t('runHistory.emptyTitle')}
      </h2>
      <p className="text-muted-foreground">{t('runHistory.emptyDescription')}</p>
      <Button asChild variant="secondary">
        <Link to="/ad-accounts">{t('runHistory.goToAdAccounts')}</Link>
      </Button>
    </section>
  );
}
