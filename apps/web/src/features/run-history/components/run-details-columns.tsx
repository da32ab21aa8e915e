import {
  describePlatformValue,
  type Platform,
  type RunDetailIdFilter,
  type UpdateMode,
} from '@utmost/ads-sdk';
import type { RunDetailResult } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import type { TFunction } from 'i18next';
import { describeRunResult } from '../lib/describe-run-result';
import { STATUS_BADGE_VARIANTS } from '../lib/run-status-tones';
import { findStatusLabelKey } from '../../../lib/run-status-words';
import { IdColumnFilter } from './id-column-filter';
import { InheritedTrackingNote } from './inherited-tracking-note';
import { RunLevelBadge } from './run-level-badge';

type ParsedAsset = RunDetailResult['parsedAsset'];

const helper = createDataTableColumnHelper<RunDetailResult>();

interface HierarchyColumn {
  /** The column's sort key (spec §7 `sortBy`), also its id. */
  id: 'campaignName' | 'adGroupName' | 'adName' | 'campaignGroupName' | 'creativeName';
  filter: RunDetailIdFilter;
  name: (asset: ParsedAsset) => string | null;
  platformId: (asset: ParsedAsset) => string | null;
  /** The campaign's type (Google) or format (LinkedIn), under its name. */
  kind?: (asset: ParsedAsset) => string | null;
}

/** Spec §2: Google shows campaign, ad group, ad; LinkedIn campaign group, campaign, creative. */
const HIERARCHY: Record<Platform, HierarchyColumn[]> = {
  google: [
    {
      id: 'campaignName',
      filter: 'campaignIds',
      name: (asset) => asset.campaignName,
      platformId: (asset) => asset.campaignId,
      kind: (asset) => asset.campaignType,
    },
    {
      id: 'adGroupName',
      filter: 'adGroupIds',
      name: (asset) => asset.adGroupName,
      platformId: (asset) => asset.adGroupId,
    },
    {
      id: 'adName',
      filter: 'adIds',
      name: (asset) => asset.adName,
      platformId: (asset) => asset.adId,
    },
  ],
  linkedin: [
    {
      id: 'campaignGroupName',
      filter: 'campaignGroupIds',
      name: (asset) => asset.campaignGroupName,
      platformId: (asset) => asset.campaignGroupId,
    },
    {
      id: 'campaignName',
      filter: 'campaignIds',
      name: (asset) => asset.campaignName,
      platformId: (asset) => asset.campaignId,
      kind: (asset) => asset.campaignFormat,
    },
    {
      id: 'creativeName',
      filter: 'creativeIds',
      name: (asset) => asset.creativeName,
      platformId: (asset) => asset.creativeId,
    },
  ],
};

/**
 * The run-details columns of a platform: its hierarchy (each with a filter popup fed by the run's
 * unique values), the status, the description and the tracking parameters. Column ids are the
 * contract's sort keys, so a header click feeds the spec's sort rule directly.
 */
export function buildRunDetailsColumns({
  platform,
  updateApi,
  t,
}: {
  platform: Platform;
  updateApi: UpdateMode;
  t: TFunction;
}) {
  return helper.columns([
    ...HIERARCHY[platform].map((column) =>
      helper.accessor((result) => column.name(result.parsedAsset) ?? '', {
        id: column.id,
        header: t(`runHistory.details.columns.${column.id}`),
        // Fixed widths, so that the columns stay put through pages, tiles and filters; names are
        // cut to the column, whole on hover.
        meta: { minWidth: '9rem', headerAddon: <IdColumnFilter filter={column.filter} /> },
        cell: ({ row }) => {
          const asset = row.original.parsedAsset;
          const name = column.name(asset);
          const kind = column.kind?.(asset);
          return (
            <div className="flex min-w-0 flex-col">
              <TruncatedText>
                {name ?? t('runHistory.details.unnamed', { id: column.platformId(asset) ?? '' })}
              </TruncatedText>
              {kind ? (
                <TruncatedText className="text-xs text-muted-foreground">
                  {describePlatformValue(kind)}
                </TruncatedText>
              ) : null}
            </div>
          );
        },
      }),
    ),
    helper.accessor('status', {
      id: 'status',
      header: t('runHistory.details.columns.status'),
      meta: { width: '8.5rem' },
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <Badge variant={STATUS_BADGE_VARIANTS[row.original.status]}>
            {t(findStatusLabelKey(row.original.status, updateApi === 'drop_direct'))}
          </Badge>
          <RunLevelBadge result={row.original} t={t} />
        </div>
      ),
    }),
    helper.accessor((result) => result.errorType ?? '', {
      id: 'errorType',
      header: t('runHistory.details.columns.errorType'),
      meta: { minWidth: '11rem', className: 'whitespace-normal' },
      cell: ({ row }) => (
        <>
          <p className="text-sm break-words">
            {describeRunResult(row.original, updateApi, t, platform)}
          </p>
          <InheritedTrackingNote inherited={row.original.inheritedTracking} />
        </>
      ),
    }),
    helper.accessor('toUtm', {
      id: 'toUtm',
      header: t('runHistory.details.columns.toUtm'),
      enableSorting: false,
      meta: { minWidth: '10rem' },
      cell: ({ row }) =>
        row.original.toUtm === '' ? (
          <span className="text-muted-foreground">{t('runHistory.details.noParameters')}</span>
        ) : (
          <TruncatedText asChild className="font-mono text-xs">
            <code>{row.original.toUtm}</code>
          </TruncatedText>
        ),
    }),
  ]);
}
