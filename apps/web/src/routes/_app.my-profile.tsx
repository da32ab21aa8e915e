import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/my-profile')({
  staticData: { titleKey: 'pages.myProfile' },
  component: MyProfilePage,
});

function MyProfilePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.myProfile')} description={t('placeholder.myProfile')} />;
}
