import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { HistoryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Says the tab shows an earlier run, not the account's latest, and the way back to it. */
export function EarlierRunNotice({ onBackToLatest }: { onBackToLatest: () => void }) {
  const { t } = useTranslation();
  return (
    // A standing notice, not an interruption: polite, unlike the kit's default "alert".
    <Alert variant="info" role="status">
      <HistoryIcon aria-hidden="true" />
      <AlertTitle>{t('searchTerms.runs.earlier.title')}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span>{t('searchTerms.runs.earlier.description')}</span>
        <Button variant="outline" size="sm" onClick={onBackToLatest}>
          {t('searchTerms.runs.earlier.back')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
