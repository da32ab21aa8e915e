import { useMutation, useMutationState } from '@tanstack/react-query';
import {
  decideRunNotification,
  type AdAccount,
  type components,
  type Platform,
} from '@utmost/ads-sdk';
import { useNavigate } from '@tanstack/react-router';
import {
  invalidateAfterTaggingRun,
  taggingRunMutationOptions,
  type TaggingRunVariables,
} from '@utmost/ads-sdk/query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/analytics';
import { useAppContext } from '../../../lib/app-context';
import { notify, type NotificationAction } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { describeRunNotifications, type RunAction } from '../lib/describe-run-notifications';
import { groupByPlatform } from '../lib/group-by-platform';

type TaggingRunOutcome = components['schemas']['TaggingRunOutcome'];

const TAGGING_RUN_MUTATION_KEY = ['taggingRun'] as const;

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
  const navigate = useNavigate();
  const organizationId = useSessionScope().organizationId ?? '';
  const mutation = useMutation({
    ...taggingRunMutationOptions(runSdk, {
      organizationId,
      updateApi: action === 'remove' ? 'drop_direct' : 'direct',
    }),
    mutationKey: [...TAGGING_RUN_MUTATION_KEY, action],
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
    onSuccess: (outcomes, { platform, accounts }) => {
      const decision = decideRunNotification(outcomes);
      const ran = outcomes.filter((outcome) => outcome.state !== 'not_run');
      const byResourceName = new Map(accounts.map((account) => [account.resourceName, account]));
      const names = ran.map(
        (outcome) => byResourceName.get(outcome.resourceName)?.name ?? outcome.resourceName,
      );
      const viewRun = buildViewRunAction(platform, ran, byResourceName);
      for (const message of describeRunNotifications(decision, action, names, t)) {
        notify(message.variant, message.message, message.hasRunLink ? viewRun : undefined);
      }
    },
    // The last and next run of the accounts change, and a failure may still have started a run.
    onSettled: () => invalidateAfterTaggingRun(queryClient),
  });
  const { mutateAsync } = mutation;

  /** One run opens its details; several open the run history, where each is listed. */
  function buildViewRunAction(
    platform: Platform,
    ran: readonly TaggingRunOutcome[],
    byResourceName: ReadonlyMap<string, AdAccount>,
  ): NotificationAction {
    const only = ran.length === 1 ? ran[0] : undefined;
    const account = only === undefined ? undefined : byResourceName.get(only.resourceName);
    if (only?.jobId && account && only.state !== 'running') {
      const jobId = only.jobId;
      return {
        label: t('adAccounts.runs.notifications.viewRun'),
        onClick: () =>
          void navigate({
            to: '/run-history/$adAccountId/details/$platform',
            params: { adAccountId: account.adAccountId, platform },
            search: { jobId, jobSource: action === 'remove' ? 'drop_job' : 'manual' },
          }),
      };
    }
    return {
      label: t('adAccounts.runs.notifications.viewRunHistory'),
      onClick: () => void navigate({ to: '/run-history' }),
    };
  }

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
