import { useQuery } from '@tanstack/react-query';
import { can, findSubscriptionFlags, type Subscription } from '@utmost/ads-sdk';
import { subscriptionQueryOptions } from '@utmost/ads-sdk/query';
import { useAppContext } from '../app-context';
import { useSessionScope } from '../session/use-session-scope';

interface ConnectAllowance {
  /** The role may connect and disconnect logins and edit ad accounts (`adAccounts:edit`). */
  canEdit: boolean;
  /** Spec §4: the subscription blocks, or the maximum of ad accounts is connected. */
  isConnectDisabled: boolean;
  /** The translation key of why, for the tooltip; null when connecting is allowed. */
  disabledReasonKey: 'connect.disabledBlocked' | 'connect.disabledMaxConnected' | null;
  /** undefined while loading, or when the fetch failed (then nothing is blocked here). */
  subscription: Subscription | undefined;
}

/**
 * Whether the signed-in user may connect ad platforms now: the role (spec §6) and the
 * subscription limits (spec §4), both from the SDK's rules. A failed subscription fetch shows
 * nothing and blocks nothing; the API checks again.
 */
export function useConnectAllowance(): ConnectAllowance {
  const { sdk } = useAppContext();
  const { organizationId, role } = useSessionScope();
  const { data: subscription } = useQuery({
    ...subscriptionQueryOptions(sdk, organizationId ?? ''),
    enabled: organizationId !== null,
    meta: { isSilent: true },
  });
  const canEdit = role !== undefined && can(role, 'adAccounts:edit');
  const flags = findSubscriptionFlags(subscription, { role: role ?? 'external' });
  return {
    canEdit,
    isConnectDisabled: flags.isConnectDisabled,
    disabledReasonKey: !flags.isConnectDisabled
      ? null
      : flags.shouldBlock
        ? 'connect.disabledBlocked'
        : 'connect.disabledMaxConnected',
    subscription,
  };
}
