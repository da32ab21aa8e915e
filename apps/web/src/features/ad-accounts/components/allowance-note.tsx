import type { AdAccountAllowance } from '@utmost/ads-sdk';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UpgradePlanAction } from '../../../components/upgrade-plan-action';

/**
 * How many more ad accounts the subscription admits (`findAdAccountAllowance`), and why adding is
 * refused when the picks pass it or the subscription blocks. Nothing without a subscription.
 */
export function AllowanceNote({
  allowance,
  pickedCount,
}: {
  allowance: AdAccountAllowance | null;
  pickedCount: number;
}) {
  const { t } = useTranslation();
  if (allowance === null) return null;
  if (allowance.isAllowed) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('adAccounts.choose.allowance', { count: allowance.remaining })}
      </p>
    );
  }
  return (
    <Alert variant="warning" role="alert">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertDescription>
        {allowance.code === 'SUBSCRIPTION_BLOCKED'
          ? t('adAccounts.choose.subscriptionBlocked')
          : t('adAccounts.choose.overAllowance', {
              selected: pickedCount,
              remaining: allowance.remaining,
            })}{' '}
        <UpgradePlanAction />
      </AlertDescription>
    </Alert>
  );
}
