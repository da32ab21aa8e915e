import { Link } from '@tanstack/react-router';
import { can } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';
import { useSessionScope } from '../lib/session/use-session-scope';

/**
 * Spec §8 "limit reached (ask to upgrade)": owner and admin get a link to the plan choice; others
 * are told whom to ask (spec §4: members contact the organization owner).
 */
export function UpgradePlanAction() {
  const { t } = useTranslation();
  const { role } = useSessionScope();
  if (role !== undefined && can(role, 'subscription:edit')) {
    return (
      <Link
        to="/organization/subscription"
        className="font-medium underline underline-offset-4"
        data-testid="upgrade-plan-link"
      >
        {t('billing.seePlans')}
      </Link>
    );
  }
  return <span>{t('billing.askOwner')}</span>;
}
