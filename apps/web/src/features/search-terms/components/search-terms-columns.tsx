import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import type { TFunction } from 'i18next';
import { formatMicros } from '../../../lib/format-money';
import { SEARCH_TERM_MATCH_TYPES, type SearchTermMatchType } from '../../../lib/search-schemas';
import { SearchTermsColumnFilter } from './column-filters/search-terms-column-filter';
import type { LearnedDecisions } from '../api/use-learn-decisions';
import { DecisionActions, type Verdict } from './decision-actions';
import { DecisionCell } from './decision-cell';
import { DecisionFlags } from './decision-flags';

const helper = createDataTableColumnHelper<SearchTermResult>();
const NUMBER = new Intl.NumberFormat('en');
const CONVERSIONS = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

// A table made for reading: the reason (why a term is excluded or kept) and the term are what a
// specialist reads, so they share what the numbers leave, the reason the larger part, and wrap in
// full rather than cut. The numbers take the width of their figures; the keyword rides under its
// term. At 1440 px the table has 1120 px, at 1024 px about 740: below 1440 px the category,
// impressions, clicks and CPA give way (DataTable's `visibleFromXl`), so the table never scrolls
// sideways and accept / reject stay in view. Headers stack their filter under the title, and
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
const TEXT = { className: `${COMPACT_CELL} align-top`, headerClassName: STACKED_HEADER };
/** Sentences wrap in full: the row grows rather than hide words behind a hover. */
const READING = `${COMPACT_CELL} align-top whitespace-normal break-words`;

/** Every column's width but the reason's, which takes the rest (at least `reasonMin`). */
export const SEARCH_TERMS_COLUMN_WIDTHS = {
  searchTerm: '8.5rem',
  searchTermFromXl: '13rem',
  reasonMin: '12rem',
  decision: '5.25rem',
  category: '5rem',
  confidence: '3.5rem',
  impressions: '4.25rem',
  clicks: '3.75rem',
  cost: '5.25rem',
  conversions: '3.75rem',
  cpa: '5rem',
  learn: '4rem',
} as const;

const CONFIDENCE = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

function describeMatchType(matchType: string, t: TFunction): string {
  return (SEARCH_TERM_MATCH_TYPES as readonly string[]).includes(matchType)
    ? t(`searchTerms.matchTypes.${matchType as SearchTermMatchType}`)
    : matchType;
}

/** The keyword that triggered the term and its match type, under the term ("stoves · Exact match"). */
function MatchedKeyword({ result, t }: { result: SearchTermResult; t: TFunction }) {
  if (result.matchedKeyword === null) return null;
  return (
    <span className="text-xs text-muted-foreground">
      <span className="sr-only">{t('searchTerms.columns.matchedKeyword')}: </span>
      {result.matchedKeyword}
      {result.matchType === null ? null : ` · ${describeMatchType(result.matchType, t)}`}
    </span>
  );
}

/** Editors' accept and reject on each row, which the brief learns. */
export interface DecisionLearning {
  learnedDecisions: LearnedDecisions;
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
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.searchTerm,
        widthFromXl: SEARCH_TERMS_COLUMN_WIDTHS.searchTermFromXl,
        className: READING,
        headerClassName: STACKED_HEADER,
        headerAddon: <SearchTermsColumnFilter filter="matchType" />,
      },
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col gap-1">
          <span data-slot="search-term" className="font-medium">
            {row.original.searchTerm}
          </span>
          <MatchedKeyword result={row.original} t={t} />
          <DecisionFlags result={row.original} hasPreviousRun={hasPreviousRun} />
        </div>
      ),
    }),
    helper.accessor('isExclude', {
      id: 'isExclude',
      header: t('searchTerms.columns.decision'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.decision,
        ...TEXT,
        headerAddon: <SearchTermsColumnFilter filter="decision" />,
      },
      cell: ({ row }) => (
        <DecisionCell
          result={row.original}
          learned={learning?.learnedDecisions.get(row.original.searchTerm)}
          t={t}
        />
      ),
    }),
    helper.accessor('category', {
      id: 'category',
      header: t('searchTerms.columns.category'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.category,
        visibleFromXl: true,
        ...TEXT,
        headerAddon: <SearchTermsColumnFilter filter="category" />,
      },
      cell: ({ row }) => (
        <span className="text-xs">{t(`searchTerms.categories.${row.original.category}`)}</span>
      ),
    }),
    helper.accessor('reason', {
      id: 'signal',
      header: t('searchTerms.columns.reason'),
      meta: {
        minWidth: SEARCH_TERMS_COLUMN_WIDTHS.reasonMin,
        className: `${READING} text-sm leading-snug`,
        headerClassName: STACKED_HEADER,
        headerAddon: <SearchTermsColumnFilter filter="signal" />,
      },
      cell: ({ row }) => <p data-slot="search-term-reason">{row.original.reason}</p>,
    }),
    helper.accessor('confidence', {
      id: 'confidence',
      header: t('searchTerms.columns.confidence'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.confidence,
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="confidence" />,
      },
      // A compact figure: "92%", no decimals (the filter takes exact percents).
      cell: ({ row }) => (
        <span className="text-xs">{CONFIDENCE.format(row.original.confidence)}</span>
      ),
    }),
    helper.accessor('impressions', {
      id: 'impressions',
      header: t('searchTerms.columns.impressions'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.impressions,
        visibleFromXl: true,
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="impressions" />,
      },
      cell: ({ row }) => NUMBER.format(row.original.impressions),
    }),
    helper.accessor('clicks', {
      id: 'clicks',
      header: t('searchTerms.columns.clicks'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.clicks,
        visibleFromXl: true,
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="clicks" />,
      },
      cell: ({ row }) => NUMBER.format(row.original.clicks),
    }),
    helper.accessor('costMicros', {
      id: 'costMicros',
      header: t('searchTerms.columns.cost'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.cost,
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="cost" />,
      },
      cell: ({ row }) => formatMicros(row.original.costMicros, currencyCode),
    }),
    helper.accessor('conversions', {
      id: 'conversions',
      header: t('searchTerms.columns.conversions'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.conversions,
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="conversions" />,
      },
      cell: ({ row }) => CONVERSIONS.format(row.original.conversions),
    }),
    helper.accessor((result) => result.cpaMicros ?? -1, {
      id: 'cpaMicros',
      header: t('searchTerms.columns.cpa'),
      meta: {
        width: SEARCH_TERMS_COLUMN_WIDTHS.cpa,
        visibleFromXl: true,
        ...NUMERIC,
        headerAddon: <SearchTermsColumnFilter filter="cpa" />,
      },
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
              width: SEARCH_TERMS_COLUMN_WIDTHS.learn,
              className: `${COMPACT_CELL} text-right`,
              headerClassName: COMPACT_CELL,
            },
            cell: ({ row }) => (
              <DecisionActions
                result={row.original}
                learned={learning.learnedDecisions.get(row.original.searchTerm)}
                isPending={learning.isPending}
                onLearn={learning.onLearn}
              />
            ),
          }),
        ]),
  ];
}
