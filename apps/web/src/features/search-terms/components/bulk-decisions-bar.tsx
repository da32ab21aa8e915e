import { Button } from '@utmost/ui/components/button';
import { ArrowLeftRightIcon, CheckCheckIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Over the selected rows: accept their decisions or reject them (the brief learns the opposite),
 * or clear the selection. A failed request keeps the selection and says so here, so the user can
 * try again without picking the rows anew.
 */
export function BulkDecisionsBar({
  count,
  isPending,
  hasFailed,
  onAccept,
  onReject,
  onClear,
}: {
  count: number;
  isPending: boolean;
  hasFailed: boolean;
  onAccept: () => void;
  onReject: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('searchTerms.bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted/40 px-3 py-2"
    >
      <p className="mr-2 text-sm font-medium tabular-nums" aria-live="polite">
        {t('searchTerms.bulk.selected', { count })}
      </p>
      <Button size="sm" disabled={isPending} onClick={onAccept}>
        <CheckCheckIcon aria-hidden="true" />
        {t('searchTerms.bulk.accept')}
      </Button>
      <Button size="sm" variant="outline" disabled={isPending} onClick={onReject}>
        <ArrowLeftRightIcon aria-hidden="true" />
        {t('searchTerms.bulk.reject')}
      </Button>
      <Button size="sm" variant="ghost" disabled={isPending} onClick={onClear}>
        <XIcon aria-hidden="true" />
        {t('searchTerms.bulk.clear')}
      </Button>
      {hasFailed ? (
        <p role="alert" className="text-sm text-destructive-text">
          {t('searchTerms.bulk.failed')}
        </p>
      ) : null}
    </div>
  );
}
