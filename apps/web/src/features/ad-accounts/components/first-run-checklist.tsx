import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  DEFAULT_PLATFORM,
  DEFAULT_TEMPLATE_ID,
  findSubscriptionFlags,
  SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE,
  type AdAccount,
} from '@utmost/ads-sdk';
import { platformAccountsQueryOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { cn } from '@utmost/ui/lib/utils';
import {
  CheckIcon,
  PlayIcon,
  PlusIcon,
  PowerIcon,
  FileSlidersIcon,
  ListChecksIcon,
} from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectPlatformButton } from '../../../components/connect-platform-button';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { toConnectedLoginState } from '../../../lib/platform-connection/connected-login-state';
import { useConnectAllowance } from '../../../lib/platform-connection/use-connect-allowance';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useAdAccounts } from '../api/use-ad-accounts';
import { useBulkAdAccountActions } from '../api/use-bulk-ad-account-actions';
import { findPlatformsForMode } from '../lib/platforms-for-mode';
import { useUrlTemplates } from '../../../lib/queries/use-url-templates';
import {
  findBrowserStorage,
  isFirstRunShown,
  readFirstRunMark,
  writeFirstRunMark,
  type FirstRunMark,
} from '../lib/first-run-storage';
import {
  findAccountsToEnable,
  findAccountsToRun,
  findFirstRunProgress,
  type FirstRunProgress,
  type FirstRunStepId,
} from '../lib/first-run-steps';

const TAGGING_PLATFORMS = findPlatformsForMode('tagging');

interface FirstRunActions {
  /** Opens the assign dialog for the template (the ad accounts page owns it). */
  onAssign?: (templateId: string) => void;
  /** Opens the Run now confirmation for these accounts. */
  onRun?: (accounts: AdAccount[]) => void;
}

/**
 * The guided first run (tagging mode, editors): connect → choose accounts → create a template →
 * assign it and switch auto-tagging on → run now, each ticked by what exists (see
 * `findFirstRunProgress`), the next one with the button that does it. Once every step is done it
 * says so and can be dismissed; an organization already set up before never sees it.
 */
export function FirstRunChecklist({ onAssign, onRun }: FirstRunActions) {
  const { organizationId } = useSessionScope();
  const { accounts, isPending: isAccountsPending, isError } = useAdAccounts('tagging');
  const templates = useUrlTemplates();
  const { sdk } = useAppContext();
  // Logins matter only before any account is added (connected, but nothing chosen yet).
  const needsLogins = !isAccountsPending && accounts.length === 0;
  const logins = useQueries({
    queries: TAGGING_PLATFORMS.map((platform) => ({
      ...platformAccountsQueryOptions(sdk, { platform, organizationId: organizationId ?? '' }),
      enabled: needsLogins && organizationId !== null,
    })),
  });
  const progress = useMemo(
    () =>
      findFirstRunProgress({
        logins: logins.flatMap((query) =>
          (query.data ?? [])
            .filter((login) => login.connectionStatus === 'CONNECTED')
            .map((login) => ({ platform: login.platform, email: login.email })),
        ),
        adAccounts: accounts,
        templates: templates.templates.map((template) => ({
          id: template.id,
          name: template.name,
          platform: template.platformType,
        })),
      }),
    [logins, accounts, templates.templates],
  );
  // Read at each render, not kept: the effect below writes 'seen', which the next render finds.
  const [isDismissed, setDismissed] = useState(false);
  const mark: FirstRunMark | null = isDismissed
    ? 'dismissed'
    : organizationId === null
      ? null
      : readFirstRunMark(findBrowserStorage(), organizationId);
  // The logins' list can be slow (it asks the platforms): until it is in, connect is the step.
  const isLoaded = !isAccountsPending && !templates.isPending;
  const isComplete = progress.current === null;
  const isShown = isLoaded && !isError && !templates.isError && isFirstRunShown(isComplete, mark);

  useEffect(() => {
    if (!isShown || isComplete || mark === 'seen' || organizationId === null) return;
    writeFirstRunMark(findBrowserStorage(), organizationId, 'seen');
  }, [isShown, isComplete, mark, organizationId]);

  if (!isShown || organizationId === null) return null;
  return (
    <ChecklistCard
      progress={progress}
      accounts={accounts}
      firstLogin={findFirstLogin(logins.map((query) => query.data))}
      onAssign={onAssign}
      onRun={onRun}
      onDismiss={() => {
        writeFirstRunMark(findBrowserStorage(), organizationId, 'dismissed');
        setDismissed(true);
      }}
    />
  );
}

type LoginLists = ReadonlyArray<
  | ReadonlyArray<{ platform: AdAccount['platform']; email: string; connectionStatus: string }>
  | undefined
>;

function findFirstLogin(lists: LoginLists) {
  for (const list of lists) {
    const login = list?.find((candidate) => candidate.connectionStatus === 'CONNECTED');
    if (login !== undefined) return { platform: login.platform, email: login.email };
  }
  return null;
}

function ChecklistCard({
  progress,
  accounts,
  firstLogin,
  onAssign,
  onRun,
  onDismiss,
}: FirstRunActions & {
  progress: FirstRunProgress;
  accounts: AdAccount[];
  firstLogin: ReturnType<typeof findFirstLogin>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const total = progress.steps.length;
  const isComplete = progress.current === null;
  return (
    <section
      aria-labelledby="first-run-title"
      className="flex w-full max-w-3xl flex-col gap-4 rounded-xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <ListChecksIcon aria-hidden="true" className="size-5 text-primary" />
          <h2 id="first-run-title" className="text-base font-semibold">
            {t(isComplete ? 'firstRun.doneTitle' : 'firstRun.title')}
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('firstRun.progress', { done: progress.doneCount, total })}
        </p>
      </div>
      {isComplete ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{t('firstRun.doneDescription')}</p>
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            {t('firstRun.dismiss')}
          </Button>
        </div>
      ) : null}
      <ol className="flex flex-col gap-1">
        {progress.steps.map((step, index) => {
          const isCurrent = step.id === progress.current;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn('flex flex-col gap-2 rounded-lg px-3 py-2', isCurrent && 'bg-muted/60')}
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-medium',
                    step.isDone
                      ? 'border-success bg-success text-success-foreground'
                      : isCurrent
                        ? 'border-primary text-foreground'
                        : 'border-border text-muted-foreground',
                  )}
                >
                  {step.isDone ? <CheckIcon className="size-3.5" /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-sm',
                    step.isDone && 'text-muted-foreground',
                    isCurrent && 'font-medium',
                  )}
                >
                  {t(`firstRun.steps.${step.id}.title`, {
                    platform: t(`platforms.${progress.platform ?? DEFAULT_PLATFORM}`),
                  })}
                  <span className="sr-only">
                    {' '}
                    {t(step.isDone ? 'firstRun.stepDone' : 'firstRun.stepToDo')}
                  </span>
                </span>
              </div>
              {isCurrent ? (
                <div className="flex flex-col items-start gap-2 pl-9">
                  <p className="text-sm text-muted-foreground">
                    {t(`firstRun.steps.${step.id}.description`, {
                      platform: t(`platforms.${progress.platform ?? DEFAULT_PLATFORM}`),
                      template: progress.template?.name ?? '',
                    })}
                  </p>
                  <StepAction
                    step={step.id}
                    progress={progress}
                    accounts={accounts}
                    firstLogin={firstLogin}
                    onAssign={onAssign}
                    onRun={onRun}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StepAction({
  step,
  progress,
  accounts,
  firstLogin,
  onAssign,
  onRun,
}: FirstRunActions & {
  step: FirstRunStepId;
  progress: FirstRunProgress;
  accounts: AdAccount[];
  firstLogin: ReturnType<typeof findFirstLogin>;
}): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useBulkAdAccountActions();
  const { subscription } = useConnectAllowance();
  const { role } = useSessionScope();
  const isBlocked = findSubscriptionFlags(subscription, { role: role ?? 'external' }).shouldBlock;
  const platform = progress.platform ?? DEFAULT_PLATFORM;
  const platformName = t(`platforms.${platform}`);
  switch (step) {
    case 'connect':
      return (
        <div className="flex flex-wrap gap-2">
          {TAGGING_PLATFORMS.map((candidate, index) => (
            <ConnectPlatformButton
              key={candidate}
              platform={candidate}
              variant={index === 0 ? 'default' : 'secondary'}
            />
          ))}
        </div>
      );
    case 'chooseAccounts':
      return firstLogin === null ? null : (
        <Button
          onClick={() =>
            void navigate({
              to: '/ad-accounts/choose-account',
              state: toConnectedLoginState(firstLogin),
            })
          }
        >
          <PlusIcon aria-hidden="true" />
          {t('firstRun.steps.chooseAccounts.action', { email: firstLogin.email })}
        </Button>
      );
    case 'createTemplate':
      return (
        <Button asChild>
          <Link
            to="/url-templates/edit-template/$platform/$id"
            params={{ platform, id: DEFAULT_TEMPLATE_ID }}
          >
            <PlusIcon aria-hidden="true" />
            {t('firstRun.steps.createTemplate.action', { platform: platformName })}
          </Link>
        </Button>
      );
    case 'assignAndEnable': {
      const toEnable = findAccountsToEnable(accounts);
      // A blocking subscription refuses switching on (spec §4): say so here instead of offering
      // a button whose click can only be refused.
      if (toEnable.length > 0 && isBlocked) {
        return (
          <div className="flex flex-col items-start gap-2">
            <Button disabled>
              <PowerIcon aria-hidden="true" />
              {t('firstRun.steps.assignAndEnable.enableAction', { count: toEnable.length })}
            </Button>
            <p className="text-sm text-muted-foreground">{SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE}</p>
          </div>
        );
      }
      if (toEnable.length > 0) {
        return (
          <Button
            disabled={actions.setEnabled.isPending}
            onClick={() =>
              actions.setEnabled.mutate(
                { accounts: toEnable, enabled: true },
                {
                  onSuccess: () =>
                    notify('success', t('adAccounts.enabled', { count: toEnable.length })),
                },
              )
            }
          >
            <PowerIcon aria-hidden="true" />
            {t('firstRun.steps.assignAndEnable.enableAction', { count: toEnable.length })}
          </Button>
        );
      }
      const template = progress.template;
      return template === null || onAssign === undefined ? null : (
        <Button onClick={() => onAssign(template.id)}>
          <FileSlidersIcon aria-hidden="true" />
          {t('firstRun.steps.assignAndEnable.action', { template: template.name })}
        </Button>
      );
    }
    case 'runNow': {
      const toRun = findAccountsToRun(accounts);
      if (toRun.length === 0) {
        return (
          <p className="text-sm text-muted-foreground">{t('firstRun.steps.runNow.blocked')}</p>
        );
      }
      return onRun === undefined ? null : (
        <Button onClick={() => onRun(toRun)}>
          <PlayIcon aria-hidden="true" />
          {t('firstRun.steps.runNow.action', { count: toRun.length })}
        </Button>
      );
    }
  }
}
