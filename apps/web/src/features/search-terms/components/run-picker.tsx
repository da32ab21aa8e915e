import type { SearchTermJobRun } from '@utmost/ads-sdk/query';
import { Label } from '@utmost/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, formatDateTime } from '../../../lib/dates';

/** A run in the picker: when it ran, the period it judged, and how it ended unless it found terms. */
function describeRun(run: SearchTermJobRun, isLatest: boolean, t: TFunction): string {
  const parts = [
    t('searchTerms.runs.option', {
      ranAt: formatDateTime(run.finishedAt ?? run.createdAt),
      start: dayjs(run.periodStart).format('MMM D'),
      end: dayjs(run.periodEnd).format('MMM D'),
    }),
  ];
  if (run.state === 'failed') parts.push(t('searchTerms.runs.failed'));
  if (run.state === 'no_result') parts.push(t('searchTerms.runs.noResult'));
  if (isLatest) parts.push(t('searchTerms.runs.latest'));
  return parts.join(' · ');
}

/**
 * "Run": the account's finished runs, newest first, to open an earlier one (its terms and figures
 * as that run judged them). The shown run is the one the address names, else the latest.
 */
export function RunPicker({
  runs,
  jobId,
  onChoose,
}: {
  runs: readonly SearchTermJobRun[];
  jobId: string | undefined;
  onChoose: (jobId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        {t('searchTerms.runs.label')}
      </Label>
      <Select value={jobId ?? runs[0]?.jobId} onValueChange={onChoose}>
        <SelectTrigger id={id} className="max-w-[min(28rem,100%)] min-w-0">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {runs.map((run, index) => (
            <SelectItem key={run.jobId} value={run.jobId}>
              {describeRun(run, index === 0, t)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
