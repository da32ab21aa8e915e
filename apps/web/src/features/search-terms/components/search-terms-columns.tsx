import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import type { TFunction } from 'i18next';
import { formatMicros } from '../../../lib/format-money';
import { SEARCH_TERM_MATCH_TYPES, type SearchTermMatchType } from '../../../lib/search-schemas';
import { formatPercent } from '../lib/wasted-spend';
import { SearchTermsColumnFilter } from './column-filters/search-terms-column-filter';
import { DecisionActions, type Verdict } from './decision-actions';
import { DecisionFlags } from './decision-flags';

const helper = createDataTableColumnHelper<SearchTermResult>();
const NUMBER = new Intl.NumberFormat('en');
const CONVERSIONS = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

// Thirteen columns fit the 1120 px a 1440 px window leaves the table: the headers stack their
// filter under the title (a column is as wide as its title, not its title and two icons), and
// cells and sort buttons take less padding than the UI kit's default. (The header's wrapper and
// sort button are DataTable's, reached by their data-slot.)
const COMPACT_CELL = 'px-1.5';
const STACKED_HEADER = [
  'h-auto px-1.5 py-1.5 align-top text-xs',
  '[&>[data-slot=data-table-header-with-addon]]:flex-col [&>[data-slot=data-table-header-with-addon]]:items-start [&>[data-slot=data-table-header-with-addon]]:gap-0',
  '[&_[data-slot=data-table-sort-button]]:ml-0 [&_[data-slot=data-table-sort-button]]:gap-1 [&_[data-slot=data-table-sort-button]]:px-0.5',
].join(' ');
const NUMERIC = {
  className: `${COMPACT_CELL} text-right tabular-nums`,
  headerClassName: `${STACKED_HEADER} text-right [&>[data-slot=data-table-header-with-addon]]:items-end`,
};
const TEXT = { className: COMPACT_CELL, headerClassName: STACKED_HEADER };

function describeMatchType(matchType: string, t: TFunction): string {
  return (SEARCH_TERM_MATCH_TYPES as readonly string[]).includes(matchType)
    ? t(`searchTerms.matchTypes.${matchType as SearchTermMatchType}`)
    : matchType;
}

/** Editors' accept and reject on each row, which the brief learns. */
export interface DecisionLearning {
  learnedTerms: ReadonlySet<string>;
  isPending: boolean;
  onLearn: (result: SearchTermResult, verdict: Verdict) => void;
}

/**
 * The search terms table. Column ids are the contract's sort keys (SearchTermSortKey), so a header
 * click feeds the server's sort directly; the reason column sorts and filters by what decided the
 * term (its signal). Each header holds its column's filter; they read the view from context.
 */
export function buildSearchTermsColumns({
  currencyCode,
  hasPreviousRun,
  t,
  learning,
}: {
  currencyCode: string | null;
  /** The run has one before it to compare with: rows say what changed since, or that they are new. */
  hasPreviousRun: boolean;
  t: TFunction;
  learning?: DecisionLearning;
}) {
  return [
    helper.accessor('searchTerm', {
      id: 'searchTerm',
      header: t('searchTerms.columns.searchTerm'),
      meta: { minWidth: '9.5rem', ...TEXT },
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col gap-1">
          <TruncatedText lines={2}>{row.original.searchTerm}</TruncatedText>
          <DecisionFlags result={row.original} hasPreviousRun={hasPreviousRun} />
        </div>
      ),
    }),
    helper.accessor((result) => result.matchedKeyword ?? '', {
      id: 'matchedKeyword',
      header: t('searchTerms.columns.matchedKeyword'),
      meta: {
        minWidth: '6.5rem',
        ...TEXT,
        headerAddon: <SearchTermsColumnFilter filter="matchType" />,
      },
      cell: ({ row }) =>
        row.original.matchedKeyword === null ? (
          <span className="text-muted-foreground">{t('searchTerms.noKeyword')}</span>
        ) : (
          <div className="flex min-w-0 flex-col">
            <TruncatedText>{row.original.matchedKeyword}</TruncatedText>
            {row.original.matchType === null ? null : (
              <span className="text-xs text-muted-foreground">
                {describeMatchType(row.original.matchType, t)}
              </span>
            )}
          </div>
        ),
    }),
    helper.accessor('isExclude', {
      id: 'isExclude',
      header: t('searchTerms.columns.decision'),
      meta: {
        width: '5.25rem',
        ...TEXT,
        headerAddon: <SearchTermsColumnFilter filter="decision" />,
      },
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
      meta: {
        width: '5.5rem',
        ...TEXT,
        headerAddon: <SearchTermsColumnFilter filter="category" />,
      },
      cell: ({ row }) => t(`searchTerms.categories.${row.original.category}`),
    }),
    helper.accessor('reason', {
      id: 'signal',
      header: t('searchTerms.columns.reason'),
      meta: {
        minWidth: '7.5rem',
        ...TEXT,
        headerAddon: <SearchTermsColumnFilter filter="signal" />,
      },
      // The reason is what a specialist checks: two lines of it before the tooltip.
      cell: ({ row }) => <TruncatedText lines={2}>{row.original.reason}</TruncatedText>,
    }),
    helper.accessor('confidence', {
      id: 'confidence',
      header: t('searchTerms.columns.confidence'),
      meta: {
        width: '6rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="confidence" />,
      },
      cell: ({ row }) => formatPercent(row.original.confidence),
    }),
    helper.accessor('impressions', {
      id: 'impressions',
      header: t('searchTerms.columns.impressions'),
      meta: {
        width: '4.25rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="impressions" />,
      },
      cell: ({ row }) => NUMBER.format(row.original.impressions),
    }),
    helper.accessor('clicks', {
      id: 'clicks',
      header: t('searchTerms.columns.clicks'),
      meta: {
        width: '4.25rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="clicks" />,
      },
      cell: ({ row }) => NUMBER.format(row.original.clicks),
    }),
    helper.accessor('costMicros', {
      id: 'costMicros',
      header: t('searchTerms.columns.cost'),
      meta: {
        width: '5.25rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="cost" />,
      },
      cell: ({ row }) => formatMicros(row.original.costMicros, currencyCode),
    }),
    helper.accessor('conversions', {
      id: 'conversions',
      header: t('searchTerms.columns.conversions'),
      meta: {
        width: '4.25rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="conversions" />,
      },
      cell: ({ row }) => CONVERSIONS.format(row.original.conversions),
    }),
    helper.accessor((result) => result.cpaMicros ?? -1, {
      id: 'cpaMicros',
      header: t('searchTerms.columns.cpa'),
      meta: { width: '5rem', ...NUMERIC, headerAddon: <SearchTermsColumnFilter filter="cpa" /> },
      cell: ({ row }) =>
        row.original.cpaMicros === null ? (
          <span className="text-muted-foreground">{t('searchTerms.noConversions')}</span>
        ) : (
          formatMicros(row.original.cpaMicros, currencyCode)
        ),
    }),
    ...(learning === undefined
      ? []
      : [
          helper.display({
            id: 'learn',
            header: () => <span className="sr-only">{t('searchTerms.learn.column')}</span>,
            enableSorting: false,
            meta: {
              width: '4rem',
              className: `${COMPACT_CELL} text-right`,
              headerClassName: COMPACT_CELL,
            },
            cell: ({ row }) => (
              <DecisionActions
                result={row.original}
                isLearned={learning.learnedTerms.has(row.original.searchTerm)}
                isPending={learning.isPending}
                onLearn={learning.onLearn}
              />
            ),
          }),
        ]),
  ];
}
