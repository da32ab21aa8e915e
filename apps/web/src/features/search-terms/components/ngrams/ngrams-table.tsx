import type { NgramSort, NgramSortKey } from '@utmost/ads-sdk';
import type { SearchTermNgram } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@utmost/ui/components/table';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../../../lib/format-money';

const COLUMNS: { key: NgramSortKey; isNumber: boolean }[] = [
  { key: 'gram', isNumber: false },
  { key: 'termCount', isNumber: true },
  { key: 'impressions', isNumber: true },
  { key: 'clicks', isNumber: true },
  { key: 'ctr', isNumber: true },
  { key: 'costMicros', isNumber: true },
  { key: 'conversions', isNumber: true },
  { key: 'cpaMicros', isNumber: true },
  { key: 'conversionRate', isNumber: true },
  { key: 'excludedCostShare', isNumber: true },
];

const count = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/**
 * The grams of the page with a sortable header (each a button; `aria-sort` on the sorted one).
 * A gram's first cell opens its costliest terms in a row under it.
 */
export function NgramsTable({
  grams,
  currencyCode,
  sort,
  onSort,
}: {
  grams: readonly SearchTermNgram[];
  currencyCode: string | null;
  sort: NgramSort;
  onSort: (key: NgramSortKey) => void;
}) {
  const { t } = useTranslation();
  const [openLemma, setOpenLemma] = useState<string | null>(null);
  const money = (micros: number | null) =>
    micros === null ? '—' : formatMicros(micros, currencyCode);
  const share = (value: number | null) => (value === null ? '—' : percent.format(value));
  return (
    <Table aria-label={t('searchTerms.ngrams.tableLabel')}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ key, isNumber }) => {
            const isSorted = sort.sortBy === key;
            const SortIcon = sort.sortDirection === 'asc' ? ArrowUpIcon : ArrowDownIcon;
            return (
              <TableHead
                key={key}
                aria-sort={
                  isSorted ? (sort.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined
                }
                className={isNumber ? 'text-right' : undefined}
              >
                <Button
                  variant="ghost"
                  size="sm"
                  className="-mx-2 h-7 px-2"
                  onClick={() => onSort(key)}
                >
                  {t(`searchTerms.ngrams.columns.${key}`)}
                  {isSorted ? <SortIcon aria-hidden="true" /> : null}
                </Button>
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {grams.map((gram) => {
          const isOpen = openLemma === gram.lemma;
          const termsId = `ngram-terms-${gram.lemma.replace(/\s+/g, '-')}`;
          return (
            <Fragment key={gram.lemma}>
              <TableRow>
                <TableCell className="font-medium">
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-sm text-left underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? termsId : undefined}
                    onClick={() => setOpenLemma(isOpen ? null : gram.lemma)}
                  >
                    {isOpen ? (
                      <ChevronDownIcon className="size-4" aria-hidden="true" />
                    ) : (
                      <ChevronRightIcon className="size-4" aria-hidden="true" />
                    )}
                    {gram.gram}
                  </button>
                  {gram.surfaceForms.length > 1 ? (
                    <span className="block pl-5 text-xs font-normal text-muted-foreground">
                      {t('searchTerms.ngrams.alsoWritten', {
                        forms: gram.surfaceForms.slice(1).join(', '),
                      })}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {count.format(gram.termCount)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {count.format(gram.impressions)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {count.format(gram.clicks)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{share(gram.ctr)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(gram.costMicros)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {count.format(gram.conversions)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{money(gram.cpaMicros)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {share(gram.conversionRate)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {share(gram.excludedCostShare)}
                </TableCell>
              </TableRow>
              {isOpen ? (
                <TableRow className="bg-muted/30 hover:bg-muted/30">
                  <TableCell colSpan={COLUMNS.length} id={termsId}>
                    <p className="mb-2 text-xs text-muted-foreground">
                      {t('searchTerms.ngrams.termsOf', {
                        shown: gram.terms.length,
                        count: gram.termCount,
                        gram: gram.gram,
                      })}
                    </p>
                    <ul
                      className="flex flex-col gap-1 text-sm"
                      aria-label={t('searchTerms.ngrams.termsLabel', { gram: gram.gram })}
                    >
                      {gram.terms.map((term) => (
                        <li key={term.searchTerm} className="flex flex-wrap gap-x-4">
                          <span className="min-w-48 font-medium">{term.searchTerm}</span>
                          <span className="tabular-nums text-muted-foreground">
                            {t('searchTerms.ngrams.termFigures', {
                              cost: formatMicros(term.costMicros, currencyCode),
                              clicks: count.format(term.clicks),
                              conversions: count.format(term.conversions),
                            })}
                          </span>
                          <span
                            className={
                              term.isExclude ? 'text-destructive' : 'text-muted-foreground'
                            }
                          >
                            {t(
                              term.isExclude
                                ? 'searchTerms.ngrams.excluded'
                                : 'searchTerms.ngrams.kept',
                            )}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
