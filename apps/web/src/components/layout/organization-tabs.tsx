import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TAB_LINK_CLASS } from './nav-item-styles';

/** The organization's sections as route links (each tab is a URL), spec §2. */
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
      <Link to="/organization/subscription" className={TAB_LINK_CLASS}>
        {t('organizationTabs.subscription')}
      </Link>
      <Link to="/organization/invoices" className={TAB_LINK_CLASS}>
        {t('organizationTabs.invoices')}
      </Link>
    </nav>
  );
}
