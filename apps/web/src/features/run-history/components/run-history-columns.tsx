import type { RunHistoryRow } from '@utmost/ads-sdk/query';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { PlatformLogo } from '../../../components/platform-logo';
import { formatDateTime } from '../../../lib/dates';
import { RunSourceIcon } from './run-source-icon';
import { RunStatusCounts } from './run-status-counts';

const helper = createDataTableColumnHelper<RunHistoryRow>();

/**
 * Spec §2 run history columns: the ad account, the run (its time, a link to its details, and its
 * type in words beside its icon: scheduled, manual or removal) and its status (the results counted per status).
 */
export function buildRunHistoryColumns(t: TFunction) {
  return helper.columns([
    helper.display({
      id: 'adAccount',
      header: t('runHistory.columns.adAccount'),
      // Fixed widths: the columns stay put whatever the filters show. The account's name is cut
      // to what is left, whole on hover; the status counts wrap.
      meta: { minWidth: '12rem' },
      cell: ({ row }) => (
        <div className="flex min-w-0 items-center gap-3">
          <PlatformLogo
            platform={row.original.platform}
            label={t(`platforms.${row.original.platform}`)}
          />
          <div className="flex min-w-0 flex-col">
            <TruncatedText className="font-medium">{row.original.accountName}</TruncatedText>
            <span className="truncate text-xs text-muted-foreground">
              {t('runHistory.accountId', { id: row.original.accountId })}
            </span>
          </div>
        </div>
      ),
    }),
    helper.display({
      id: 'run',
      header: t('runHistory.columns.run'),
      meta: { width: '12rem' },
      cell: ({ row }) => {
        const run = row.original;
        const time = formatDateTime(run.createdAt);
        return (
          <div className="flex flex-col items-start gap-0.5">
            <Link
              to="/run-history/$adAccountId/details/$platform"
              params={{ adAccountId: run.accountId, platform: run.platform }}
              search={{ jobId: run.jobId, createdAt: run.createdAt, jobSource: run.jobSource }}
              aria-label={t('runHistory.openRun', { time, name: run.accountName })}
              className="rounded-sm font-medium text-link tabular-nums underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <time dateTime={run.createdAt}>{time}</time>
            </Link>
            {/* The run type in words beside its icon: a removal is not mistaken for tagging. */}
            <span
              data-run-source={run.jobSource}
              className="flex items-center gap-1.5 text-xs text-muted-foreground"
            >
              <RunSourceIcon source={run.jobSource} decorative />
              {t(`runs.sources.${run.jobSource}`)}
            </span>
          </div>
        );
      },
    }),
    helper.display({
      id: 'status',
      header: t('runHistory.columns.status'),
      meta: { minWidth: '16rem', className: 'whitespace-normal' },
      cell: ({ row }) => <RunStatusCounts row={row.original} />,
    }),
  ]);
}
