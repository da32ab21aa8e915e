import { useMutation, useQuery } from '@tanstack/react-query';
import {
  briefQueryOptions,
  briefReadingQueryOptions,
  invalidateQueryTags,
  saveReadingCorrectionsMutationOptions,
} from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

function useBriefParams(brandId: string) {
  const { organizationId } = useSessionScope();
  return {
    params: { organizationId: organizationId ?? '', brandId },
    isLoadable: organizationId !== null,
  };
}

/** How Utmost reads the saved brief; the section shows its own failures, with a retry. */
export function useBriefReading(brandId: string) {
  const { sdk } = useAppContext();
  const { params, isLoadable } = useBriefParams(brandId);
  return useQuery({
    ...briefReadingQueryOptions(sdk, params),
    enabled: isLoadable,
    meta: { showsOwnErrors: true },
  });
}

/** The saved brief (the editor page has loaded it already): its corrections are the ones to edit. */
export function useSavedBrief(brandId: string) {
  const { sdk } = useAppContext();
  const { params, isLoadable } = useBriefParams(brandId);
  return useQuery({
    ...briefQueryOptions(sdk, params),
    enabled: isLoadable,
    meta: { showsOwnErrors: true },
  });
}

/**
 * Saves the brief's corrections to its reading. The saved brief replaces the cached one at once,
 * so the next correction starts from it; the brief family (the reading too) is then refetched, and
 * the mutation settles only when the reading shows the correction.
 */
export function useSaveReadingCorrections(brandId: string) {
  const { sdk, queryClient } = useAppContext();
  const { params } = useBriefParams(brandId);
  return useMutation({
    ...saveReadingCorrectionsMutationOptions(sdk, params.organizationId),
    onSuccess: async (saved) => {
      queryClient.setQueryData(briefQueryOptions(sdk, params).queryKey, saved);
      await invalidateQueryTags(queryClient, ['brand']);
    },
  });
}
