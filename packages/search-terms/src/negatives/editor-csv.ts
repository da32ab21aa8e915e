import { NEGATIVE_ISSUE_CODES, negativeIssue, type NegativeIssue } from './negative-messages.js';
import type { NegativeKeyword, NegativeMatchType } from './negative-types.js';

/**
 * Google Ads Editor import files for the chosen negatives.
 *
 * Columns (platform-apis.md addendum §3): "Campaign", "Ad Group", "Keyword", "Criterion Type";
 * ad-group negatives are `Negative Broad|Phrase|Exact`, campaign negatives `Campaign Negative …`
 * with "Ad Group" blank. Google's own pages confirm the header rules — "the headers must be in
 * English. However, capitalization and spaces don't matter", "Leaving a field blank indicates that
 * Google Ads Editor should not make any changes" (support.google.com/google-ads/editor/answer/57747)
 * — and the values "negative broad, negative phrase, or negative exact" for match types
 * (support.google.com/google-ads/editor/answer/47636); the `Campaign Negative …` form is from
 * public generators only (§3, unconfirmed officially).
 *
 * Encoding: Google's page asks only for "CSV encoding"; Editor's own export is UTF-16LE with a BOM,
 * tab-separated, and a generator reports UTF-8 comma files garbling (§3). So that is the default,
 * with UTF-8 (BOM, comma) as the option. Lines end CRLF, as Editor's own files do.
 *
 * Shared lists: §3 finds Editor's export columns "Shared set name" / "Shared set type" and a
 * generator importing `Shared Set Name, Shared Set Type ("Negative keywords"), Keyword, Criterion
 * Type`, but also a report of Editor rejecting such rows; it is unconfirmed, so lists get their own
 * file (never mixed with campaign rows) and the API remains the way to create and attach a list.
 * The account-level list has no Editor form at all and is refused here.
 */

export type EditorFileEncoding = 'utf16le-tsv' | 'utf8-csv';

export const EDITOR_NEGATIVE_HEADERS = [
  'Campaign',
  'Ad Group',
  'Keyword',
  'Criterion Type',
] as const;
export const EDITOR_LIST_HEADERS = [
  'Shared Set Name',
  'Shared Set Type',
  'Keyword',
  'Criterion Type',
] as const;
export const EDITOR_SHARED_SET_TYPE = 'Negative keywords';

const MATCH_WORD: Record<NegativeMatchType, string> = {
  BROAD: 'Broad',
  PHRASE: 'Phrase',
  EXACT: 'Exact',
};

export interface EditorFile {
  /** The file's text (before encoding). */
  text: string;
  /** The bytes to download, BOM included. */
  bytes: Uint8Array;
  mimeType: string;
  extension: 'tsv' | 'csv';
  /** Data rows written (the header row not counted). */
  rows: number;
  /** Negatives left out, each with why. */
  skipped: { negative: NegativeKeyword; issue: NegativeIssue }[];
  /** Set when nothing could be written: the file then holds only its header. */
  issue?: NegativeIssue;
}

/** Campaign and ad-group negatives (shared-list ones go to `buildEditorListFile`). */
export function buildEditorNegativesFile(
  negatives: readonly NegativeKeyword[],
  encoding: EditorFileEncoding = 'utf16le-tsv',
): EditorFile {
  const rows: string[][] = [];
  const skipped: EditorFile['skipped'] = [];
  for (const negative of negatives) {
    const { scope } = negative;
    const match = MATCH_WORD[negative.matchType];
    if (scope.level === 'campaign') {
      rows.push([
        scope.campaignName ?? scope.campaignId,
        '',
        negative.text,
        `Campaign Negative ${match}`,
      ]);
    } else if (scope.level === 'adGroup') {
      rows.push([
        scope.campaignName ?? scope.campaignId,
        scope.adGroupName ?? scope.adGroupId,
        negative.text,
        `Negative ${match}`,
      ]);
    } else {
      skipped.push({ negative, issue: notExportable(negative) });
    }
  }
  return encodeFile(EDITOR_NEGATIVE_HEADERS, rows, skipped, encoding);
}

/** Negatives of shared lists, one row per keyword, named by list (see the note above). */
export function buildEditorListFile(
  negatives: readonly NegativeKeyword[],
  encoding: EditorFileEncoding = 'utf16le-tsv',
): EditorFile {
  const rows: string[][] = [];
  const skipped: EditorFile['skipped'] = [];
  for (const negative of negatives) {
    const { scope } = negative;
    if (scope.level === 'sharedList') {
      rows.push([
        scope.listName ?? scope.listId,
        EDITOR_SHARED_SET_TYPE,
        negative.text,
        `Negative ${MATCH_WORD[negative.matchType]}`,
      ]);
    } else {
      skipped.push({ negative, issue: notExportable(negative) });
    }
  }
  return encodeFile(EDITOR_LIST_HEADERS, rows, skipped, encoding);
}

function notExportable(negative: NegativeKeyword): NegativeIssue {
  return negativeIssue(NEGATIVE_ISSUE_CODES.exportAccountList, { text: negative.text });
}

/**
 * One field, quoted when it holds the separator, a quote, a line break or edge spaces (RFC 4180:
 * quotes doubled inside). A campaign name is written as it is, never prefixed against spreadsheet
 * formulas: Editor matches campaigns by name, so a changed name would miss its campaign.
 */
export function escapeField(value: string, separator: string): string {
  if (value.includes(separator) || /["\r\n]/.test(value) || value !== value.trim()) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

function encodeFile(
  headers: readonly string[],
  rows: readonly string[][],
  skipped: EditorFile['skipped'],
  encoding: EditorFileEncoding,
): EditorFile {
  const separator = encoding === 'utf16le-tsv' ? '\t' : ',';
  const text = [headers, ...rows]
    .map((row) => row.map((field) => escapeField(field, separator)).join(separator))
    .map((line) => `${line}\r\n`)
    .join('');
  const bytes = encoding === 'utf16le-tsv' ? utf16leWithBom(text) : utf8WithBom(text);
  return {
    text,
    bytes,
    mimeType:
      encoding === 'utf16le-tsv'
        ? 'text/tab-separated-values; charset=utf-16le'
        : 'text/csv; charset=utf-8',
    extension: encoding === 'utf16le-tsv' ? 'tsv' : 'csv',
    rows: rows.length,
    skipped,
    ...(rows.length === 0 ? { issue: negativeIssue(NEGATIVE_ISSUE_CODES.exportNoRows) } : {}),
  };
}

function utf16leWithBom(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    bytes[2 + i * 2] = unit & 0xff;
    bytes[3 + i * 2] = unit >> 8;
  }
  return bytes;
}

function utf8WithBom(text: string): Uint8Array {
  const body = new TextEncoder().encode(text);
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}
