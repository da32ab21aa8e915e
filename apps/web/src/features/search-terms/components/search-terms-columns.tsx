import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import type { TFunction } from 'i18next';
import { formatMicros } from '../../../lib/format-money';
import { formatPercent } from '../lib/wasted-spend';
import { CorrectDecisionButton } from './correct-decision-button';

const helper = createDataTableColumnHelper<SearchTermResult>();
const NUMBER = new Intl.NumberFormat('en');
const CONVERSIONS = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const NUMERIC = { className: 'text-right tabular-nums', headerClassName: 'text-right' };

/**
 * The search terms table. Sortable column ids are the contract's sort keys (SearchTermSortKey),
 * so a header click feeds the server's sort directly; decision, category and reason are filtered
 * above the table instead.
 */
export interface DecisionCorrection {
  learnedTerms: ReadonlySet<string>;
  isPending: boolean;
  onCorrect: (result: SearchTermResult) => void;
}

export function buildSearchTermsColumns({
  currencyCode,
  t,
  correction,
}: {
  currencyCode: string | null;
  t: TFunction;
  /** For editors: a column to correct a decision, which the brief learns. */
  correction?: DecisionCorrection;
}) {
  return [
    helper.accessor('searchTerm', {
      id: 'searchTerm',
      header: t('searchTerms.columns.searchTerm'),
      meta: { minWidth: '10rem' },
      cell: ({ row }) => <TruncatedText>{row.original.searchTerm}</TruncatedText>,
    }),
    helper.accessor('isExclude', {
      id: 'decision',
      header: t('searchTerms.columns.decision'),
      enableSorting: false,
      meta: { width: '6rem' },
      cell: ({ row }) => (
        <Badge variant={row.original.isExclude ? 'destructive' : 'success'}>
          {t(
            row.original.isExclude ? 'searchTerms.decisions.exclude' : 'searchTerms.decisions.keep',
          )}
        </Badge>
      ),
    }),
    helper.accessor('category', {
      id: 'category',
      header: t('searchTerms.columns.category'),
      enableSorting: false,
      meta: { width: '5.5rem' },
      cell: ({ row }) => t(`searchTerms.categories.${row.original.category}`),
    }),
    helper.accessor('reason', {
      id: 'reason',
      header: t('searchTerms.columns.reason'),
      enableSorting: false,
      meta: { minWidth: '9rem' },
      cell: ({ row }) => <TruncatedText>{row.original.reason}</TruncatedText>,
    }),
    helper.accessor('confidence', {
      id: 'confidence',
      header: t('searchTerms.columns.confidence'),
      meta: { width: '6.5rem', ...NUMERIC },
      cell: ({ row }) => formatPercent(row.original.confidence),
    }),
    helper.accessor('impressions', {
      id: 'impressions',
      header: t('searchTerms.columns.impressions'),
      meta: { width: '6rem', ...NUMERIC },
      cell: ({ row }) => NUMBER.format(row.original.impressions),
    }),
    helper.accessor('clicks', {
      id: 'clicks',
      header: t('searchTerms.columns.clicks'),
      meta: { width: '5rem', ...NUMERIC },
      cell: ({ row }) => NUMBER.format(row.original.clicks),
    }),
    helper.accessor('costMicros', {
      id: 'costMicros',
      header: t('searchTerms.columns.cost'),
      meta: { width: '6.5rem', ...NUMERIC },
      cell: ({ row }) => formatMicros(row.original.costMicros, currencyCode),
    }),
    helper.accessor('conversions', {
      id: 'conversions',
      header: t('searchTerms.columns.conversions'),
      meta: { width: '5rem', ...NUMERIC },
      cell: ({ row }) => CONVERSIONS.format(row.original.conversions),
    }),
    helper.accessor((result) => result.cpaMicros ?? -1, {
      id: 'cpaMicros',
      header: t('searchTerms.columns.cpa'),
      meta: { width: '7rem', ...NUMERIC },
      cell: ({ row }) =>
        row.original.cpaMicros === null ? (
          <span className="text-muted-foreground">{t('searchTerms.noConversions')}</span>
        ) : (
          formatMicros(row.original.cpaMicros, currencyCode)
        ),
    }),
    ...(correction === undefined
      ? []
      : [
          helper.display({
            id: 'correct',
            header: () => <span className="sr-only">{t('searchTerms.learn.column')}</span>,
            enableSorting: false,
            meta: { width: '3rem', className: 'text-right' },
            cell: ({ row }) => (
              <CorrectDecisionButton
                result={row.original}
                isLearned={correction.learnedTerms.has(row.original.searchTerm)}
                isPending={correction.isPending}
                onCorrect={correction.onCorrect}
              />
            ),
          }),
        ]),
  ];
}
