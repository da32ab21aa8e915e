import { NEGATIVE_ISSUE_CODES } from '@utmost/ads-sdk';
import type { NegativeKeywordSuggestion } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { Checkbox } from '@utmost/ui/components/checkbox';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@utmost/ui/components/table';
import { ChevronDownIcon, ChevronRightIcon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../../../lib/format-money';
import { isChoosable, suggestionKey } from '../../lib/negative-planner-export';

const count = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** The negative as Google Ads writes it: "phrase", [exact], broad. */
export function writeNegative(suggestion: Pick<NegativeKeywordSuggestion, 'text' | 'matchType'>) {
  if (suggestion.matchType === 'PHRASE') return `"${suggestion.text}"`;
  if (suggestion.matchType === 'EXACT') return `[${suggestion.text}]`;
  return suggestion.text;
}

/** A stable id fragment for a suggestion's elements. */
function idOf(suggestion: NegativeKeywordSuggestion): string {
  return suggestionKey(suggestion).replace(/[^a-zA-Z0-9]+/g, '-');
}

/**
 * The suggested negatives, one row each, made for reading: the negative with its match type and
 * reason, conflicts and refusals inline under it, existing and redundant flags, the terms it
 * blocks (opened from their count), their cost and conversions and the monthly saving. A refused
 * or existing negative shows why and cannot be chosen.
 */
export function NegativePlannerTable({
  suggestions,
  currencyCode,
  chosen,
  onToggle,
  onToggleAll,
}: {
  suggestions: readonly NegativeKeywordSuggestion[];
  currencyCode: string | null;
  chosen: ReadonlySet<string>;
  onToggle: (key: string, isChosen: boolean) => void;
  onToggleAll: (isChosen: boolean) => void;
}) {
  const { t } = useTranslation();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const money = (micros: number) => formatMicros(micros, currencyCode);
  const choosable = suggestions.filter(isChoosable);
  const chosenCount = choosable.filter((suggestion) =>
    chosen.has(suggestionKey(suggestion)),
  ).length;
  const allState =
    chosenCount === 0 ? false : chosenCount === choosable.length ? true : 'indeterminate';
  return (
    <Table aria-label={t('searchTerms.negativePlanner.tableLabel')}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <Checkbox
              aria-label={t('searchTerms.negativePlanner.chooseAll')}
              checked={allState}
              disabled={choosable.length === 0}
              onCheckedChange={(checked) => onToggleAll(checked === true)}
            />
          </TableHead>
          <TableHead>{t('searchTerms.negativePlanner.columns.negative')}</TableHead>
          <TableHead className="text-right">
            {t('searchTerms.negativePlanner.columns.blockedTerms')}
          </TableHead>
          <TableHead className="text-right">
            {t('searchTerms.negativePlanner.columns.cost')}
          </TableHead>
          <TableHead className="text-right">
            {t('searchTerms.negativePlanner.columns.conversions')}
          </TableHead>
          <TableHead className="text-right">
            {t('searchTerms.negativePlanner.columns.monthlySaving')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {suggestions.map((suggestion) => {
          const key = suggestionKey(suggestion);
          const id = idOf(suggestion);
          const isOpen = openKey === key;
          const canChoose = isChoosable(suggestion);
          const written = writeNegative(suggestion);
          return (
            <Fragment key={key}>
              <TableRow
                data-state={chosen.has(key) && canChoose ? 'selected' : undefined}
                className={suggestion.isRefused ? 'bg-destructive/5 hover:bg-destructive/10' : ''}
              >
                <TableCell className="align-top">
                  <Checkbox
                    className="mt-0.5"
                    aria-label={t('searchTerms.negativePlanner.choose', { negative: written })}
                    aria-describedby={canChoose ? undefined : `${id}-why`}
                    checked={canChoose && chosen.has(key)}
                    disabled={!canChoose}
                    onCheckedChange={(checked) => onToggle(key, checked === true)}
                  />
                </TableCell>
                <TableCell className="max-w-2xl align-top whitespace-normal">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{written}</span>
                    <Badge variant="outline">
                      {t(`searchTerms.negativePlanner.matchTypes.${suggestion.matchType}`)}
                    </Badge>
                    {suggestion.isRefused ? (
                      <Badge variant="destructive">
                        {t('searchTerms.negativePlanner.refused')}
                      </Badge>
                    ) : null}
                    {suggestion.alreadyExists ? (
                      <Badge variant="secondary">
                        {t('searchTerms.negativePlanner.alreadyExists')}
                      </Badge>
                    ) : null}
                    {suggestion.redundantWith !== null ? (
                      <Badge variant="warning">{t('searchTerms.negativePlanner.redundant')}</Badge>
                    ) : null}
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">{suggestion.reason}</p>
                  {!canChoose || suggestion.notices.length > 0 || suggestion.pluralVariant ? (
                    <div id={`${id}-why`} className="mt-2 flex flex-col gap-1 text-sm">
                      {suggestion.conflicts.length > 0 ? (
                        <>
                          <p className="font-medium text-destructive">
                            {t('searchTerms.negativePlanner.conflictsIntro', {
                              count: suggestion.conflicts.length,
                            })}
                          </p>
                          <ul
                            className="flex list-disc flex-col gap-0.5 pl-5 text-destructive"
                            aria-label={t('searchTerms.negativePlanner.conflictsLabel', {
                              negative: written,
                            })}
                          >
                            {suggestion.conflicts.map((conflict) => (
                              <li
                                key={`${conflict.adGroupId}:${conflict.matchType}:${conflict.keyword}`}
                              >
                                {t('searchTerms.negativePlanner.conflict', {
                                  keyword: conflict.keyword,
                                  matchType: conflict.matchType.toLowerCase(),
                                  adGroup: conflict.adGroupName ?? conflict.adGroupId,
                                  campaign: conflict.campaignName ?? conflict.campaignId,
                                })}
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                      {suggestion.refusals
                        // The keywords it blocks are listed above, each with its ad group and campaign.
                        .filter((refusal) => refusal.code !== NEGATIVE_ISSUE_CODES.blocksKeyword)
                        .map((refusal) => (
                          <p key={refusal.message} className="text-destructive">
                            {refusal.message}
                          </p>
                        ))}
                      {suggestion.isRefused ? (
                        <p className="text-muted-foreground">
                          {t('searchTerms.negativePlanner.refusedHint')}
                        </p>
                      ) : null}
                      {suggestion.notices.map((notice) => (
                        <p key={notice.message} className="text-muted-foreground">
                          {notice.message}
                        </p>
                      ))}
                      {suggestion.pluralVariant ? (
                        <p className="text-muted-foreground">
                          {t('searchTerms.negativePlanner.pluralVariant', {
                            variant: suggestion.pluralVariant,
                          })}
                        </p>
                      ) : null}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell className="text-right align-top">
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-sm tabular-nums underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? `${id}-terms` : undefined}
                    aria-label={t('searchTerms.negativePlanner.showTerms', {
                      count: suggestion.blockedTermCount,
                      negative: written,
                    })}
                    onClick={() => setOpenKey(isOpen ? null : key)}
                  >
                    {isOpen ? (
                      <ChevronDownIcon className="size-4" aria-hidden="true" />
                    ) : (
                      <ChevronRightIcon className="size-4" aria-hidden="true" />
                    )}
                    {count.format(suggestion.blockedTermCount)}
                  </button>
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">
                  {money(suggestion.costMicros)}
                </TableCell>
                <TableCell className="text-right align-top tabular-nums">
                  {count.format(suggestion.conversions)}
                </TableCell>
                <TableCell className="text-right align-top font-medium tabular-nums">
                  {money(suggestion.monthlySavingMicros)}
                </TableCell>
              </TableRow>
              {isOpen ? (
                <TableRow className="bg-muted/30 hover:bg-muted/30">
                  <TableCell />
                  <TableCell colSpan={5} id={`${id}-terms`}>
                    <p className="mb-2 text-xs text-muted-foreground">
                      {t(
                        suggestion.blockedTerms.length < suggestion.blockedTermCount
                          ? 'searchTerms.negativePlanner.termsOf'
                          : 'searchTerms.negativePlanner.termsAll',
                        {
                          shown: suggestion.blockedTerms.length,
                          count: suggestion.blockedTermCount,
                        },
                      )}
                    </p>
                    <ul
                      className="flex flex-col gap-1 text-sm"
                      aria-label={t('searchTerms.negativePlanner.termsLabel', {
                        negative: written,
                      })}
                    >
                      {suggestion.blockedTerms.map((term) => (
                        <li key={term.searchTerm} className="flex flex-wrap gap-x-4">
                          <span className="min-w-56 font-medium">{term.searchTerm}</span>
                          <span className="tabular-nums text-muted-foreground">
                            {t('searchTerms.negativePlanner.termFigures', {
                              cost: money(term.costMicros),
                              clicks: count.format(term.clicks),
                              conversions: count.format(term.conversions),
                            })}
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
