import type { FetchStatus, MutationStatus, QueryStatus } from '@tanstack/react-query';

/**
 * Spec §4 request statuses. The spec's client kept one status per request; TanStack Query keeps two
 * axes instead: `status` (is there data or an error?) and `fetchStatus` (is a fetch running?).
 * This is how the spec's four statuses read off them:
 *
 * | spec          | query                                             | mutation            |
 * |---------------|---------------------------------------------------|---------------------|
 * | uninitialized | status 'pending' + fetchStatus 'idle' (not started | status 'idle'       |
 * |               | yet or disabled, e.g. until workspace_id is known) |                     |
 * | pending       | status 'pending' + fetchStatus 'fetching'/'paused' | status 'pending'    |
 * |               | (first load: no data yet; 'paused' = offline wait) |                     |
 * | fulfilled     | status 'success' (also while refetching in the     | status 'success'    |
 * |               | background: the data on screen is still valid)     |                     |
 * | rejected      | status 'error'                                     | status 'error'      |
 *
 * A background refetch therefore does not move a fulfilled request back to pending, as the spec's
 * tables keep showing their rows while they refresh; use `isFetching` for a refresh indicator.
 */
type RequestStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

type RequestState =
  | { status: QueryStatus; fetchStatus: FetchStatus }
  | { status: MutationStatus; fetchStatus?: undefined };

/** Maps a query's or a mutation's state onto the spec's request status. */
export function toRequestStatus(state: RequestState): RequestStatus {
  switch (state.status) {
    case 'success':
      return 'fulfilled';
    case 'error':
      return 'rejected';
    case 'idle':
      return 'uninitialized';
    case 'pending':
      // A mutation has no fetchStatus: pending there always means the call is running.
      return state.fetchStatus === 'idle' ? 'uninitialized' : 'pending';
  }
}
