import { createFileRoute } from '@tanstack/react-router';
import { BriefsPage } from '../features/briefs/components/briefs-page';

export const Route = createFileRoute('/_app/ai-briefs/')({
  staticData: { titleKey: 'pages.aiBriefs' },
  component: BriefsPage,
});
