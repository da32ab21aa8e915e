import { createFileRoute, redirect } from '@tanstack/react-router';
import { briefsQueryOptions } from '@utmost/ads-sdk/query';
import { BriefsPage } from '../features/briefs/components/briefs-page';

export const Route = createFileRoute('/_app/ai-briefs/')({
  staticData: { titleKey: 'pages.aiBriefs' },
  // No briefs: the empty state is where this navigation ends, decided before the page shows, so
  // a click made while the list loads (the header's "Create new AI brief") is never overridden by
  // a redirect arriving after it. The page still goes there when its last brief is deleted.
  loader: async ({ context }) => {
    const { organizationId } = context.auth.getState();
    if (organizationId === null) return;
    const briefs = await context.queryClient
      .ensureQueryData(briefsQueryOptions(context.sdk, organizationId))
      .catch(() => undefined);
    if (briefs !== undefined && briefs.length === 0) {
      throw redirect({ to: '/ai-briefs/empty-state', replace: true });
    }
  },
  component: BriefsPage,
});
