import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  runDetailsQueryOptions,
  runMetadataQueryOptions,
  type RunDetailsParams,
  type RunMetadataParams,
} from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useRunScope } from './use-run-scope';

type WithoutScope<T> = Omit<T, 'organizationId' | 'workspaceId'>;

/**
 * One run's summary, column values and neighbours. A failure is shown on the page (a stale link
 * names a run that is not there), not as a notification.
 */
export function useRunMetadata(params: WithoutScope<RunMetadataParams>) {
  const { sdk } = useAppContext();
  return useQuery({
    ...runMetadataQueryOptions(sdk, { ...useRunScope(), ...params }),
    meta: { showsOwnErrors: true },
  });
}

/**
 * A page of one run's results. The previous page stays on screen while the next one loads, so
 * the filters, which apply at once, do not make the table flash empty. `isEnabled` false asks
 * nothing (the summary already says the page is empty).
 */
export function useRunDetails({
  isEnabled,
  ...params
}: WithoutScope<RunDetailsParams> & { isEnabled: boolean }) {
  const { sdk } = useAppContext();
  return useQuery({
    ...runDetailsQueryOptions(sdk, { ...useRunScope(), ...params }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
