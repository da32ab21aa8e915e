import { useTranslation } from 'react-i18next';

/** The Utmost mark: a "U" that ends in a tag's hole, drawn in the primary colour. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 8v9a7 7 0 0 0 14 0V8"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="16" cy="25.5" r="1.8" className="fill-primary-foreground" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-foreground">
      <LogoMark className="size-8 shrink-0" />
      <span className="hidden lg:inline">{t('app.name')}</span>
    </span>
  );
}
