import { useMutation } from '@tanstack/react-query';
import {
  ACTIVATION_NEEDS_CONNECTION,
  findActivationBlocker,
  type AdAccount,
} from '@utmost/ads-sdk';
import { setAdAccountsEnabledMutationOptions } from '@utmost/ads-sdk/query';
import { Switch } from '@utmost/ui/components/switch';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { replaceCachedAdAccounts } from '../api/ad-account-cache';

/**
 * Turns one account's auto-tagging on or off. Turning on follows the spec §4 activation rule
 * (`findActivationBlocker`): while it blocks, the switch is disabled with the rule's message as
 * its tooltip. Turning off is always allowed.
 */
export function EnableSwitch({ account }: { account: AdAccount }) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  const { organizationId } = useSessionScope();
  const toggle = useMutation({
    ...setAdAccountsEnabledMutationOptions(sdk, organizationId ?? ''),
    onSuccess: (changed, { enabled }) => {
      track(enabled ? 'enable_auto_tagging' : 'disable_auto_tagging', {
        platform: account.platform,
        count: 1,
      });
      replaceCachedAdAccounts(queryClient, sdk, organizationId ?? '', changed);
    },
  });
  const blocker = account.enabled ? null : findActivationBlocker(account);
  return (
    <div className="flex flex-col items-start gap-1">
      <DisabledHint hint={blocker}>
        <Switch
          aria-label={t('adAccounts.enableOf', { name: account.name })}
          checked={toggle.isPending ? toggle.variables?.enabled : account.enabled}
          disabled={blocker !== null || toggle.isPending}
          onCheckedChange={(enabled) => toggle.mutate({ accounts: [account], enabled })}
        />
      </DisabledHint>
      {/* The short reason in sight; the tooltip holds the rule's full sentence. */}
      {blocker === null ? null : (
        <span className="text-xs text-muted-foreground">
          {t(
            blocker === ACTIVATION_NEEDS_CONNECTION
              ? 'adAccounts.switchNeedsConnection'
              : 'adAccounts.switchNeedsTemplate',
          )}
        </span>
      )}
    </div>
  );
}
