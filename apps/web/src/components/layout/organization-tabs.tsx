import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TAB_LINK_CLASS } from './nav-item-styles';

/**
 * The organization's sections as route links (each tab is a URL). Subscription and Invoices come
 * with paid plans; until then they are disabled, focusable, and a visible note says why.
 */
export function OrganizationTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('organizationTabs.label')} className="flex gap-6 border-b border-border">
      <Link to="/organization/details" className={TAB_LINK_CLASS}>
        {t('organizationTabs.details')}
      </Link>
      <Link to="/organization/users" className={TAB_LINK_CLASS}>
        {t('organizationTabs.users')}
      </Link>
      {(['subscription', 'invoices'] as const).map((tab) => (
        <span
          key={tab}
          role="link"
          tabIndex={0}
          aria-disabled="true"
          aria-describedby="organization-billing-note"
          className="cursor-not-allowed rounded-sm px-1 pb-2 text-sm font-medium text-muted-foreground/60 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t(`organizationTabs.${tab}`)}
        </span>
      ))}
      <span
        id="organization-billing-note"
        className="ml-auto self-center pb-2 text-xs text-muted-foreground"
      >
        {t('organizationTabs.billingNote')}
      </span>
    </nav>
  );
}
