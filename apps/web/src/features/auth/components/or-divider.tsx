import { useTranslation } from 'react-i18next';

/** "or" between the password form and single sign-on. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      {t('login.or')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
