import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/organization/details')({
  staticData: { titleKey: 'pages.organizationDetails' },
  component: OrganizationDetailsPage,
});

function OrganizationDetailsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.organizationDetails')}
      description={t('placeholder.organizationDetails')}
    />
  );
}
