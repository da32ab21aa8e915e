import { useQuery } from '@tanstack/react-query';
import { searchTermJobRunsQueryOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { listFinishedRuns } from '../lib/search-term-runs';

/**
 * The account's finished validation runs, newest first (the API keeps the last 50), which the run
 * picker offers. The list is refetched when a validation is queued or ends (its tag).
 */
export function useAccountRuns(adAccountId: string) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const query = useQuery({
    ...searchTermJobRunsQueryOptions(sdk, organizationId, adAccountId),
    enabled: organizationId !== '',
    // The tab is whole without the picker: a failure here is not worth an error message.
    meta: { isSilent: true },
    select: listFinishedRuns,
  });
  return query.data;
}
