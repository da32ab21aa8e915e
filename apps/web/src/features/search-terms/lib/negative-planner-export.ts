import { formatCsvLine } from '@utmost/ads-sdk';
import type { NegativeKeywordSuggestion } from '@utmost/ads-sdk/query';
import {
  buildEditorListFile,
  type EditorFile,
  type EditorFileEncoding,
  type NegativeKeyword,
} from '@utmost/search-terms/negatives';

// The Negative planner tab's choice and its two downloads: the chosen negatives as a Google Ads
// Editor file and as a plain CSV. Only what the user chose is ever written.

/** A suggestion's identity in the tab: the same words at another match type are another negative. */
export function suggestionKey(suggestion: Pick<NegativeKeywordSuggestion, 'text' | 'matchType'>) {
  return `${suggestion.matchType}:${suggestion.text}`;
}

/**
 * Whether the user may choose a suggestion: not when the check refused it (it blocks a keyword or
 * a term that converted; the API offers no override by name, so it stays refused here), nor when
 * the negative is already in the list.
 */
export function isChoosable(suggestion: NegativeKeywordSuggestion): boolean {
  return !suggestion.isRefused && !suggestion.alreadyExists;
}

/** The chosen suggestions, in the planner's order (the largest saving first). */
export function findChosen(
  suggestions: readonly NegativeKeywordSuggestion[],
  chosen: ReadonlySet<string>,
): NegativeKeywordSuggestion[] {
  return suggestions.filter(
    (suggestion) => isChoosable(suggestion) && chosen.has(suggestionKey(suggestion)),
  );
}

/** What the chosen negatives would save a month, in micros. */
export function sumMonthlySaving(chosen: readonly NegativeKeywordSuggestion[]): number {
  return chosen.reduce((total, suggestion) => total + suggestion.monthlySavingMicros, 0);
}

/** The shared list the Ads Editor file creates, named so the user finds it in the library. */
export function editorListName(date: Date): string {
  return `Utmost negatives ${date.toISOString().slice(0, 10)}`;
}

/**
 * The chosen negatives as a Google Ads Editor file.
 *
 * The planner checks each negative for the account-level list, and Ads Editor has no import form
 * for that list (the writer refuses it). The honest file is a shared negative keyword list: one
 * row per negative (`Shared Set Name`, `Shared Set Type` = "Negative keywords", `Keyword`,
 * `Criterion Type`), which the user attaches to campaigns in Editor's shared library. A list
 * attached to some or all of the account's campaigns blocks no more than the account-level list
 * the conflict check read, so the check's conflicts and savings still hold (the saving is at most
 * what it says when the list is not attached everywhere). Campaign-level rows would need every
 * campaign's name, which the planner does not send, and would spend each campaign's own limit.
 * Google does not document list rows officially (platform-apis.md §3): the help text says so.
 */
export function buildNegativesEditorFile(
  chosen: readonly NegativeKeywordSuggestion[],
  listName: string,
  encoding: EditorFileEncoding,
): EditorFile {
  const negatives: NegativeKeyword[] = chosen.map((suggestion) => ({
    text: suggestion.text,
    matchType: suggestion.matchType,
    scope: { level: 'sharedList', listId: listName, listName, campaignIds: [] },
  }));
  return buildEditorListFile(negatives, encoding);
}

export const NEGATIVES_CSV_HEADER = [
  'Negative keyword',
  'Match type',
  'Reason',
  'Search terms blocked',
  'Cost',
  'Clicks',
  'Conversions',
  'Monthly saving',
  'Notices',
] as const;

const money = (micros: number) => (micros / 1_000_000).toFixed(2);

/**
 * The chosen suggestions as a plain CSV for a spreadsheet (a header row, money in the account's
 * currency with two decimals, CRLF line ends); a cell that would start a formula is escaped.
 */
export function buildNegativesCsv(chosen: readonly NegativeKeywordSuggestion[]): string {
  const lines = chosen.map((suggestion) =>
    formatCsvLine([
      suggestion.text,
      suggestion.matchType.toLowerCase(),
      suggestion.reason,
      suggestion.blockedTermCount,
      money(suggestion.costMicros),
      suggestion.clicks,
      suggestion.conversions,
      money(suggestion.monthlySavingMicros),
      suggestion.notices.map((notice) => notice.message).join(' '),
    ]),
  );
  return `${[formatCsvLine(NEGATIVES_CSV_HEADER), ...lines].join('\r\n')}\r\n`;
}
