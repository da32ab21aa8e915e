import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/_app/ai-briefs/edit-brief/$id')({
  staticData: { titleKey: 'pages.editBrief' },
  component: EditBriefPage,
});

function EditBriefPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.editBrief')} description={t('placeholder.editBrief')} />;
}
