// CSV for spreadsheets and Google Ads Editor (RFC 4180): one place that quotes, so every export of
// the SDK (scripts, the `utmost` command line) writes cells the same way.

export type CsvValue = string | number | boolean | null | undefined;

/**
 * A text cell that starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) is run by
 * Excel and Sheets when the file is opened; search terms are typed by strangers, so such a cell is
 * written with a leading `'` (OWASP's CSV injection advice). Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function formatCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (without its line break): cells quoted only where they need it. */
export function formatCsvLine(values: readonly CsvValue[]): string {
  return values.map(formatCsvCell).join(',');
}
