import { createFileRoute } from '@tanstack/react-router';
import { BriefsEmptyState } from '../features/briefs/components/briefs-empty-state';

export const Route = createFileRoute('/_app/ai-briefs/empty-state')({
  staticData: { titleKey: 'pages.aiBriefsEmpty' },
  component: BriefsEmptyState,
});
