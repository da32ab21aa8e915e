import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/organization/users')({
  staticData: { titleKey: 'pages.organizationUsers' },
  component: OrganizationUsersPage,
});

function OrganizationUsersPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.organizationUsers')}
      description={t('placeholder.organizationUsers')}
    />
  );
}
