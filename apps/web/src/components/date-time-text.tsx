import { splitDateTime } from '../lib/dates';

/**
 * A date-time in a table cell: the date, and the time under it in a quieter tone. Two short lines
 * take less of the row's width than one long one, and keep every date column the same width.
 */
export function DateTimeText({ value }: { value: string }) {
  const { date, time } = splitDateTime(value);
  return (
    <time dateTime={value} className="flex flex-col leading-tight tabular-nums">
      <span>{date}</span> <span className="text-xs text-muted-foreground">{time}</span>
    </time>
  );
}
