import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * An analysis tab's read failed: what failed, why when the API said (`description`, e.g. a login
 * to reconnect), and a way to try again. Shared by every tab.
 */
export function AnalysisLoadFailed({
  title,
  description,
  onRetry,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {description === undefined ? null : <p>{description}</p>}
        <Button variant="link" className="h-auto p-0" onClick={onRetry}>
          {t('searchTerms.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
