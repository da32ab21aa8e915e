import { useQueries } from '@tanstack/react-query';
import type { Platform } from '@utmost/ads-sdk';
import { adAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../../../lib/app-context';
import { useFollowOwningOrganization } from '../../../lib/session/use-follow-owning-organization';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * A page about one ad account (its analysis, its run history, one of its runs) opened from an
 * old link while another organization is selected (issue 25 item 6): when the account is not one
 * of this organization's but one of the user's other organizations has it, the page switches
 * there with the layout's notice instead of saying it is not found. Answers whether it is still
 * looking, for the page to wait rather than show an empty or missing account meanwhile.
 */
export function useFollowAccountOrganization(
  platforms: readonly Platform[],
  adAccountId: string,
): {
  isLooking: boolean;
  /** This organization's accounts are still being read: whether to look is not known yet. */
  isChecking: boolean;
} {
  const { sdk } = useAppContext();
  const { organizationId } = useSessionScope();
  const lists = useQueries({
    queries: platforms.map((platform) => ({
      ...adAccountsQueryOptions(sdk, { platform, organizationId: organizationId ?? '' }),
      enabled: organizationId !== null,
    })),
  });
  // Only a list that was read says the account is not there: a failed read is the page's to show.
  const isNotFound =
    lists.every((list) => list.isSuccess) &&
    !lists.some((list) => list.data?.some((account) => account.adAccountId === adAccountId));
  const isChecking = organizationId !== null && lists.some((list) => list.isPending);
  const { isLooking } = useFollowOwningOrganization(isNotFound, async (otherId) => {
    for (const platform of platforms) {
      const { data, response } = await sdk.GET('/api/v1/{platform}/ads/accounts', {
        params: { path: { platform }, query: { organization_id: otherId } },
      });
      if (response.ok && data?.content.some((account) => account.adAccountId === adAccountId)) {
        return true;
      }
    }
    return false;
  });
  return { isLooking, isChecking };
}
