import { useNavigate } from '@tanstack/react-router';
import { findValidationBlocker, type AdAccount } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { ScanSearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { notify } from '../../../lib/notify';
import {
  useSearchTermRuns,
  useValidateSearchTerms,
} from '../../../lib/queries/use-search-term-validation';

/**
 * "Validate now" on an account of search-terms mode (editors): checks the last 30 days of its
 * search terms against its AI brief. Disabled, with the reason on hover and focus, without a
 * brief or a working connection; while the account's run works, a spinner stands in for it. Its
 * notice leads to the account's results.
 */
export function ValidateNowButton({ account }: { account: AdAccount }) {
  const { t } = useTranslation();
  const { pending } = useSearchTermRuns();
  const navigate = useNavigate();
  const validate = useValidateSearchTerms({
    // The way on is the account's results: the tab shows the run at work, then what it found.
    onQueued: () =>
      notify('success', t('adAccounts.validation.started', { name: account.name }), {
        label: t('adAccounts.validation.viewResults'),
        onClick: () =>
          void navigate({
            to: '/analysis/$tabName/$adAccountId',
            params: { tabName: 'search-terms', adAccountId: account.adAccountId },
          }),
      }),
  });
  if (pending.has(account.resourceName) || validate.isPending) {
    return (
      <span className="inline-flex h-8 w-full items-center justify-end">
        <Spinner label={t('adAccounts.validation.runningOf', { name: account.name })} />
      </span>
    );
  }
  const blocker = findValidationBlocker({ ...account, isSearchTermsValidationEnabled: false });
  return (
    <DisabledHint hint={blocker}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('adAccounts.validation.validateNowOf', { name: account.name })}
        title={blocker === null ? t('adAccounts.validation.validateNow') : undefined}
        disabled={blocker !== null}
        onClick={() => validate.mutate([account.resourceName])}
      >
        <ScanSearchIcon aria-hidden="true" />
      </Button>
    </DisabledHint>
  );
}
