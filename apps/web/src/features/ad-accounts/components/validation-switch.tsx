import { useMutation } from '@tanstack/react-query';
import { findValidationBlocker, type AdAccount } from '@utmost/ads-sdk';
import { setSearchTermsValidationMutationOptions } from '@utmost/ads-sdk/query';
import { Switch } from '@utmost/ui/components/switch';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { replaceCachedAdAccounts } from '../api/ad-account-cache';

/**
 * Turns one Google account's daily search-term validation on or off. Turning on follows the spec
 * §4 rule (`findValidationBlocker`: an AI brief and a working connection); while it blocks, the
 * switch is disabled with the rule's message as its tooltip. Turning off is always allowed.
 */
export function ValidationSwitch({ account }: { account: AdAccount }) {
  const { t } = useTranslation();
  const { sdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const toggle = useMutation({
    ...setSearchTermsValidationMutationOptions(sdk, organizationId),
    onSuccess: (changed) => replaceCachedAdAccounts(queryClient, sdk, organizationId, changed),
  });
  const blocker = account.isSearchTermsValidationEnabled ? null : findValidationBlocker(account);
  return (
    <DisabledHint hint={blocker}>
      <Switch
        aria-label={t('adAccounts.validation.dailyOf', { name: account.name })}
        checked={
          toggle.isPending ? toggle.variables?.enabled : account.isSearchTermsValidationEnabled
        }
        disabled={blocker !== null || toggle.isPending}
        onCheckedChange={(enabled) => toggle.mutate({ accounts: [account], enabled })}
      />
    </DisabledHint>
  );
}
