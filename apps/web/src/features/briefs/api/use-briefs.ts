import { useQuery } from '@tanstack/react-query';
import { briefsQueryOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/** The organization's AI briefs, with the ad accounts using each. */
export function useBriefs() {
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  return useQuery({
    ...briefsQueryOptions(sdk, organizationId ?? ''),
    enabled: organizationId !== null,
  });
}
