import { useTranslation } from 'react-i18next';

/**
 * Shown while a page waits for what it needs (e.g. the session's organization after a reload).
 * A CSS ring rather than the icon spinner: it is part of the first load, where every KB counts.
 */
export function PendingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center bg-background p-12">
      <span
        role="status"
        aria-label={t('app.loading')}
        className="size-8 animate-spin rounded-full border-2 border-primary border-t-transparent"
      />
    </div>
  );
}
