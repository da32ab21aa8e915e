import { useQuery } from '@tanstack/react-query';
import { describeSubscriptionBanner, findSubscriptionFlags } from '@utmost/ads-sdk';
import { subscriptionQueryOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { CalendarClockIcon, TriangleAlertIcon } from 'lucide-react';
import { useAppContext } from '../../lib/app-context';
import { useSessionScope } from '../../lib/session/use-session-scope';
import { UpgradePlanAction } from '../upgrade-plan-action';

/**
 * Spec §4 subscription banner, on every protected page: shown for every subscription except an
 * active paid one under its limit, hidden when the subscription cannot be fetched. Which banner
 * and its words are the SDK's (`findSubscriptionFlags`, `describeSubscriptionBanner`).
 */
export function SubscriptionBanner() {
  const { sdk } = useAppContext();
  const { organizationId, role } = useSessionScope();
  const { data: subscription } = useQuery({
    ...subscriptionQueryOptions(sdk, organizationId ?? ''),
    enabled: organizationId !== null,
    meta: { isSilent: true },
  });
  const { banner } = findSubscriptionFlags(subscription, { role: role ?? 'external' });
  if (banner === null) return null;
  const isTrial = banner.kind === 'trial';
  return (
    <Alert
      variant={isTrial ? 'info' : 'destructive'}
      role="status"
      data-testid="subscription-banner"
      className="mx-8 mt-4 w-auto"
    >
      {isTrial ? (
        <CalendarClockIcon aria-hidden="true" />
      ) : (
        <TriangleAlertIcon aria-hidden="true" />
      )}
      <AlertDescription>
        <span>
          {describeSubscriptionBanner(banner)}
          {/* Owner and admin go to the plans; the SDK's text already tells others whom to ask. */}
          {!banner.isContactOwnerShown && banner.kind !== 'maxAllowedContactUs' && (
            <>
              {' '}
              <UpgradePlanAction />
            </>
          )}
        </span>
      </AlertDescription>
    </Alert>
  );
}
