import { useQuery } from '@tanstack/react-query';
import { useMatch, useNavigate, useRouter } from '@tanstack/react-router';
import { organizationsQueryOptions } from '@utmost/ads-sdk/query';
import { useEffect } from 'react';
import { useAppContext } from '../app-context';
import { ORGANIZATION_SEARCH_PARAM } from './organization-address';
import { useSessionScope } from './use-session-scope';

/**
 * A page of one organization's data that the current organization does not have: an old link
 * without `?org=` (issue 25 item 6) to something of another of the user's organizations. Each of
 * the user's other organizations is asked with `probe`; the first that has it is followed through
 * the address (`?org=`), which the protected layout switches to with its notice. Answers whether
 * it is still looking, so the page says "not found" only once none of them has it. Only the
 * server's list of the user's organizations is asked, so no stranger's id is ever tried.
 *
 * It never subscribes to the address: the location changes at the start of every navigation, and
 * a page re-rendered then re-fires any `<Navigate>` it holds (its props are new each render), so
 * a page that redirects while this hook watched the address navigated on every step of its own
 * redirect (the run-history loop). The page is named by its own route match, which stays put
 * until a navigation away has finished, and the address is read when the switch is made.
 */
export function useFollowOwningOrganization(
  isNotFound: boolean,
  probe: (organizationId: string) => Promise<boolean>,
): { isLooking: boolean } {
  const { sdk } = useAppContext();
  const { organizationId, userId } = useSessionScope();
  const navigate = useNavigate();
  const router = useRouter();
  const pagePathname = useMatch({ strict: false, select: (match) => match.pathname });
  const organizations = useQuery({
    ...organizationsQueryOptions(sdk, userId ?? ''),
    enabled: isNotFound && userId !== null,
  });
  const others = (organizations.data ?? [])
    .map((organization) => organization.id)
    .filter((id) => id !== organizationId);
  const owner = useQuery({
    queryKey: ['owning-organization', pagePathname, others] as const,
    queryFn: async () => {
      for (const id of others) if (await probe(id)) return id;
      return null;
    },
    enabled: isNotFound && organizations.isSuccess && others.length > 0,
    meta: { isSilent: true },
    retry: false,
  });
  const found = owner.data ?? null;
  useEffect(() => {
    if (found === null) return;
    const { pathname, searchStr } = router.latestLocation;
    const search = new URLSearchParams(searchStr);
    search.set(ORGANIZATION_SEARCH_PARAM, found);
    void navigate({ href: `${pathname}?${search.toString()}`, replace: true });
  }, [found, navigate, router]);
  const isLooking =
    isNotFound &&
    (organizations.isPending || owner.isFetching || found !== null) &&
    !organizations.isError;
  return { isLooking: isLooking && (organizations.isPending || others.length > 0) };
}
