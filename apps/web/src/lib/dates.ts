import dayjs from 'dayjs';

/** Spec §9 date format, used for run times and every other date-time shown. */
export const DATE_TIME_FORMAT = 'MMM DD, YYYY HH:mm';

dayjs.locale('en');

/** Formats a date-time for display in the user's local time zone; empty for missing values. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}

export { dayjs };

/** The same date-time in two parts, for tables that show the time under the date. */
export function splitDateTime(value: string | number | Date): { date: string; time: string } {
  const date = dayjs(value);
  if (!date.isValid()) return { date: '', time: '' };
  return { date: date.format('MMM DD, YYYY'), time: date.format('HH:mm') };
}

/** The user's calendar day as YYYY-MM-DD (what a date field holds), in their own time zone. */
export function formatLocalDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A YYYY-MM-DD day as midnight of that day in the user's time zone; undefined if not a real day. */
export function parseLocalDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatLocalDay(date) === value ? date : undefined;
}
