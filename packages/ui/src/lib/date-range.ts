/** A range of whole days, both ends included; the time of day in each `Date` is ignored. */
export interface DayRange {
  from: Date;
  to: Date;
}

/** A range being picked: the first day may be chosen before the last. */
export interface DraftDayRange {
  from: Date | undefined;
  to?: Date | undefined;
}

const MS_PER_DAY = 86_400_000;

/** Whole calendar days from `from` to `to` in local time (negative when `to` is earlier). */
export function countDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end - start) / MS_PER_DAY);
}

/**
 * The range after a click on `day`: a finished (or empty) range starts over at it; a started one
 * ends at it, and a day before the start becomes the start, so the end never precedes the start.
 */
export function extendDayRange(draft: DraftDayRange | undefined, day: Date): DraftDayRange {
  if (draft?.from === undefined || draft.to !== undefined) return { from: day, to: undefined };
  return countDaysBetween(draft.from, day) < 0
    ? { from: day, to: draft.from }
    : { from: draft.from, to: day };
}

/** Whether a draft is a whole range: both days chosen. */
export function isWholeDayRange(draft: DraftDayRange | undefined): draft is DayRange {
  return draft?.from !== undefined && draft.to !== undefined;
}

/**
 * A range in words, the year said once when both ends share it: "3 Nov – 17 Nov 2026",
 * "28 Dec 2025 – 3 Jan 2026", or one day, "3 Nov 2026".
 */
export function formatDayRange(range: DayRange, locale = 'en-GB'): string {
  const withYear = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  if (countDaysBetween(range.from, range.to) === 0) return withYear.format(range.to);
  const start =
    range.from.getFullYear() === range.to.getFullYear()
      ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(range.from)
      : withYear.format(range.from);
  return `${start} – ${withYear.format(range.to)}`;
}
