import type { components, Platform, RunSource } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Skeleton } from '@utmost/ui/components/skeleton';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { PlatformLogo } from '../../../components/platform-logo';
import { formatDateTime } from '../../../lib/dates';
import { RunSourceIcon } from './run-source-icon';

type JobInfo = components['schemas']['JobInfo'];

/**
 * The run details' title (spec §2): the run's time (MMM DD, YYYY HH:mm) with its source's icon,
 * the platform's logo, the account's name and 'ID: …', and the links to the runs before and after
 * (disabled when there is none). Moving to another run carries its id, time and source.
 */
export function RunDetailsHeader({
  platform,
  adAccountId,
  createdAt,
  jobSource,
  accountName,
  previousRun,
  nextRun,
}: {
  platform: Platform;
  adAccountId: string;
  createdAt: string | undefined;
  jobSource: RunSource | undefined;
  /** Undefined while the run's metadata loads; null when it could not be loaded. */
  accountName: string | null | undefined;
  previousRun: JobInfo | null | undefined;
  nextRun: JobInfo | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-3">
      <Link
        to="/run-history/$adAccountId"
        params={{ adAccountId }}
        className="flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {t('runHistory.details.backToHistory', { name: accountName ?? adAccountId })}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            {jobSource === undefined ? null : (
              <RunSourceIcon source={jobSource} className="size-5" />
            )}
            {createdAt === undefined ? (
              t('runHistory.details.titleLoading')
            ) : (
              <span>{t('runHistory.details.title', { time: formatDateTime(createdAt) })}</span>
            )}
          </h2>
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <PlatformLogo
              platform={platform}
              label={t(`platforms.${platform}`)}
              className="size-4"
            />
            {accountName === undefined ? (
              <Skeleton className="h-4 w-32" />
            ) : accountName === null ? null : (
              <span className="font-medium text-foreground">{accountName}</span>
            )}
            <span>{t('runHistory.accountId', { id: adAccountId })}</span>
          </div>
        </div>
        <nav aria-label={t('runHistory.details.runNavigation')} className="flex gap-2">
          <RunLink
            platform={platform}
            adAccountId={adAccountId}
            run={previousRun}
            label={t('runHistory.details.previousRun')}
            missingHint={t('runHistory.details.noPreviousRun')}
            direction="previous"
          />
          <RunLink
            platform={platform}
            adAccountId={adAccountId}
            run={nextRun}
            label={t('runHistory.details.nextRun')}
            missingHint={t('runHistory.details.noNextRun')}
            direction="next"
          />
        </nav>
      </div>
    </header>
  );
}

function RunLink({
  platform,
  adAccountId,
  run,
  label,
  missingHint,
  direction,
}: {
  platform: Platform;
  adAccountId: string;
  run: JobInfo | null | undefined;
  label: string;
  missingHint: string;
  direction: 'previous' | 'next';
}) {
  const content =
    direction === 'previous' ? (
      <>
        <ChevronLeftIcon aria-hidden="true" />
        {label}
      </>
    ) : (
      <>
        {label}
        <ChevronRightIcon aria-hidden="true" />
      </>
    );
  if (run === null || run === undefined) {
    return (
      // While the metadata loads there is nothing to say yet; once loaded, why it is disabled.
      <DisabledHint hint={run === null ? missingHint : null}>
        <Button variant="outline" size="sm" disabled>
          {content}
        </Button>
      </DisabledHint>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to="/run-history/$adAccountId/details/$platform"
        params={{ adAccountId, platform }}
        search={{ jobId: run.jobId, createdAt: run.createdAt, jobSource: run.jobSource }}
      >
        {content}
      </Link>
    </Button>
  );
}
