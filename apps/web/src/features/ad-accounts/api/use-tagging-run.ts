import { useMutation, useMutationState } from '@tanstack/react-query';
import { decideRunNotification, type AdAccount, type Platform } from '@utmost/ads-sdk';
import { invalidateAfterTaggingRun, startTaggingRun } from '@utmost/ads-sdk/query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { describeRunNotifications, type RunAction } from '../lib/describe-run-notifications';
import { groupByPlatform } from '../lib/group-by-platform';

const TAGGING_RUN_MUTATION_KEY = ['taggingRun'] as const;

interface TaggingRunVariables {
  platform: Platform;
  accounts: AdAccount[];
}

/**
 * "Run now" (`run`) or "Remove parameters" (`remove`, a drop job) on ad accounts: one request per
 * platform, each waiting up to 3 minutes through the app's long-wait client. The outcome's
 * notification comes from the SDK's `decideRunNotification`; a request that fails as a whole is
 * the spec's flow error. The callbacks live on the mutation, not the page, so leaving the page
 * while the run goes on still brings its notification.
 */
export function useTaggingRun(action: RunAction) {
  const { t } = useTranslation();
  const { runSdk, queryClient } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const mutation = useMutation({
    mutationKey: [...TAGGING_RUN_MUTATION_KEY, action],
    mutationFn: ({ platform, accounts }: TaggingRunVariables) =>
      startTaggingRun(runSdk, {
        platform,
        organizationId,
        adAccounts: accounts.map((account) => account.resourceName),
        updateApi: action === 'remove' ? 'drop_direct' : 'direct',
      }),
    meta: {
      flowError: {
        resource: t(`adAccounts.runs.flowResource.${action}`),
        action: t('adAccounts.runs.flowAction'),
        area: t('pages.adAccounts'),
      },
    },
    onMutate: ({ platform, accounts }) => {
      if (action === 'run') track('run_auto_tagging_now', { platform, count: accounts.length });
    },
    onSuccess: (outcomes) => {
      const decision = decideRunNotification(outcomes);
      for (const { variant, message } of describeRunNotifications(decision, action, t)) {
        notify(variant, message);
      }
    },
    // The last and next run of the accounts change, and a failure may still have started a run.
    onSettled: () => invalidateAfterTaggingRun(queryClient),
  });
  const { mutateAsync } = mutation;

  /** Starts the runs and settles once every platform's request has (failures are notified). */
  const start = useCallback(
    async (accounts: readonly AdAccount[]) => {
      await Promise.allSettled(
        groupByPlatform(accounts).map(({ platform, items }) =>
          mutateAsync({ platform, accounts: items }),
        ),
      );
    },
    [mutateAsync],
  );
  return { start };
}

/** The resource names of accounts whose run (of either action) is waiting for its answer. */
export function useRunningAccounts(): ReadonlySet<string> {
  const running = useMutationState({
    filters: { mutationKey: TAGGING_RUN_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as TaggingRunVariables | undefined,
  });
  // A new array comes with every mutation change: the names, joined, keep the set the same object
  // while they stay the same, so rows re-render only when their account's run starts or ends.
  const key = running
    .flatMap((variables) => variables?.accounts.map((account) => account.resourceName) ?? [])
    .join('\n');
  return useMemo(() => new Set(key === '' ? [] : key.split('\n')), [key]);
}
