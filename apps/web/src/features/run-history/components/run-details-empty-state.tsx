import type { RunResultStatus } from '@utmost/ads-sdk';
import { FilterXIcon, InboxIcon, SearchXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RunDetailsEmptyState as EmptyStateKind } from '../lib/run-details-empty-state';
import { findStatusLabelKey } from '../../../lib/run-status-words';
import { SuccessIllustration } from './success-illustration';

const ICONS = { no_data: InboxIcon, no_status: SearchXIcon, no_results: FilterXIcon };

/** What the results table says when it has no rows (spec §2), with the picture for no errors. */
export function RunDetailsEmptyState({
  kind,
  status,
  isRemoval,
}: {
  kind: EmptyStateKind;
  status: RunResultStatus | null;
  isRemoval: boolean;
}) {
  const { t } = useTranslation();
  const statusLabel = status === null ? '' : t(findStatusLabelKey(status, isRemoval));
  const Icon = kind === 'no_errors' ? null : ICONS[kind];
  return (
    <div data-empty-state={kind} className="flex flex-col items-center gap-2 py-6">
      {Icon === null ? (
        <div className="w-40">
          <SuccessIllustration />
        </div>
      ) : (
        <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      )}
      <p className="font-medium">
        {t(`runHistory.details.empty.${kind}Title`, { status: statusLabel })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t(`runHistory.details.empty.${kind}Description`)}
      </p>
    </div>
  );
}
