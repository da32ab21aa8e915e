import { RUN_RESULT_STATUSES } from '@utmost/ads-sdk';
import type { RunHistoryRow } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { useTranslation } from 'react-i18next';
import { STATUS_BADGE_VARIANTS } from '../lib/run-status-tones';
import { findStatusCountKey } from '../../../lib/run-status-words';
import { formatDateTime } from '../../../lib/dates';

/**
 * A history row's status: its results counted per status (the non-zero ones), or the run's state
 * while it has none to show (queued, running, failed, no ads) or when it waits for Google's daily
 * limit (beside what it did so far). A removal counts restored ads,
 * not updated ones.
 */
export function RunStatusCounts({ row }: { row: RunHistoryRow }) {
  const { t } = useTranslation();
  const statuses = RUN_RESULT_STATUSES.filter((status) => row.counts[status] > 0);
  const stateBadge =
    row.state === 'failed' ? (
      <Badge variant="destructive">{t('runHistory.state.failed')}</Badge>
    ) : row.state === 'waiting' ? (
      <Badge variant="warning">
        {t('runHistory.state.waiting', { time: formatDateTime(row.resumesAt ?? row.createdAt) })}
      </Badge>
    ) : row.state === 'queued' || row.state === 'running' ? (
      <Badge variant="info">{t(`runHistory.state.${row.state}`)}</Badge>
    ) : statuses.length === 0 ? (
      <Badge variant="secondary">{t('runHistory.state.noAds')}</Badge>
    ) : null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {stateBadge === null ? null : <li>{stateBadge}</li>}
      {statuses.map((status) => (
        <li key={status}>
          <Badge variant={STATUS_BADGE_VARIANTS[status]} className="tabular-nums">
            {t(findStatusCountKey(status, row.jobSource === 'drop_job'), {
              count: row.counts[status],
            })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
