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

// Headers stack their filter under the title, so a column is as wide as its title, not its
// title and two icons: thirteen columns fit 1440 px. (The wrapper is DataTable's.)
const STACKED_HEADER =
  'h-auto py-1.5 align-bottom text-xs [&>[data-slot=data-table-header-with-addon]]:flex-col [&>[data-slot=data-table-header-with-addon]]:items-start [&>[data-slot=data-table-header-with-addon]]:gap-0';
const NUMERIC = {
  className: 'text-right tabular-nums',
  headerClassName: `${STACKED_HEADER} text-right [&>[data-slot=data-table-header-with-addon]]:items-end`,
};
const TEXT = { headerClassName: STACKED_HEADER };

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
  t,
  learning,
}: {
  currencyCode: string | null;
  t: TFunction;
  learning?: DecisionLearning;
}) {
  return [
    helper.accessor('searchTerm', {
      id: 'searchTerm',
      header: t('searchTerms.columns.searchTerm'),
      meta: { minWidth: '9rem', ...TEXT },
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col gap-1">
          <TruncatedText>{row.original.searchTerm}</TruncatedText>
          <DecisionFlags result={row.original} />
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
        width: '5.75rem',
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
        width: '5.75rem',
        ...TEXT,
        headerAddon: <SearchTermsColumnFilter filter="category" />,
      },
      cell: ({ row }) => t(`searchTerms.categories.${row.original.category}`),
    }),
    helper.accessor('reason', {
      id: 'signal',
      header: t('searchTerms.columns.reason'),
      meta: { minWidth: '8rem', ...TEXT, headerAddon: <SearchTermsColumnFilter filter="signal" /> },
      cell: ({ row }) => <TruncatedText>{row.original.reason}</TruncatedText>,
    }),
    helper.accessor('confidence', {
      id: 'confidence',
      header: t('searchTerms.columns.confidence'),
      meta: {
        width: '6.25rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="confidence" />,
      },
      cell: ({ row }) => formatPercent(row.original.confidence),
    }),
    helper.accessor('impressions', {
      id: 'impressions',
      header: t('searchTerms.columns.impressions'),
      meta: {
        width: '4.5rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="impressions" />,
      },
      cell: ({ row }) => NUMBER.format(row.original.impressions),
    }),
    helper.accessor('clicks', {
      id: 'clicks',
      header: t('searchTerms.columns.clicks'),
      meta: {
        width: '4.5rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="clicks" />,
      },
      cell: ({ row }) => NUMBER.format(row.original.clicks),
    }),
    helper.accessor('costMicros', {
      id: 'costMicros',
      header: t('searchTerms.columns.cost'),
      meta: { width: '5.5rem', ...NUMERIC, headerAddon: <SearchTermsColumnFilter filter="cost" /> },
      cell: ({ row }) => formatMicros(row.original.costMicros, currencyCode),
    }),
    helper.accessor('conversions', {
      id: 'conversions',
      header: t('searchTerms.columns.conversions'),
      meta: {
        width: '4.5rem',
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="conversions" />,
      },
      cell: ({ row }) => CONVERSIONS.format(row.original.conversions),
    }),
    helper.accessor((result) => result.cpaMicros ?? -1, {
      id: 'cpaMicros',
      header: t('searchTerms.columns.cpa'),
      meta: { width: '5.5rem', ...NUMERIC, headerAddon: <SearchTermsColumnFilter filter="cpa" /> },
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
            meta: { width: '4.5rem', className: 'text-right' },
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
