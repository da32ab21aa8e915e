import { useState } from 'react';
import type * as React from 'react';
import { CalendarIcon } from 'lucide-react';
import type { Matcher } from 'react-day-picker';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import {
  countDaysBetween,
  extendDayRange,
  formatDayRange,
  isWholeDayRange,
  type DayRange,
  type DraftDayRange,
} from '../lib/date-range';
import { cn } from '../lib/utils';

interface DateRangePickerLabels {
  /** The calendar panel's name. */
  dialog: string;
  /** Shown until the first day is picked. */
  chooseFirstDay: string;
  /** Shown after the first day, which is passed in words. */
  chooseLastDay: (firstDay: string) => string;
  apply: string;
  cancel: string;
}

const DEFAULT_LABELS: DateRangePickerLabels = {
  dialog: 'Choose dates',
  chooseFirstDay: 'Choose the first day.',
  chooseLastDay: (firstDay) => `From ${firstDay}: choose the last day.`,
  apply: 'Apply',
  cancel: 'Cancel',
};

type DateRangePickerProps = Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> & {
  /** The range in force, or none yet. */
  value: DayRange | undefined;
  /** Called with a whole, allowed range when the user applies it; never with half a range. */
  onValueChange: (range: DayRange) => void;
  /** What the button says while no range is chosen. */
  placeholder: string;
  /** The earliest and latest days that may be chosen; the months beyond them are not offered. */
  min?: Date | undefined;
  max?: Date | undefined;
  /** The most days a range may span, both ends counted; further days cannot end the range. */
  maxDays?: number | undefined;
  numberOfMonths?: number;
  /** Formats a range for the button and the panel; `formatDayRange` by default. */
  formatRange?: (range: DayRange) => string;
  labels?: Partial<DateRangePickerLabels>;
};

/**
 * A button that opens a calendar of two months to pick a range of days. The range is only handed
 * on when applied, whole and within `min`, `max` and `maxDays`: the days that would make it
 * impossible cannot be clicked, and the end never precedes the start.
 */
function DateRangePicker({
  value,
  onValueChange,
  placeholder,
  min,
  max,
  maxDays,
  numberOfMonths = 2,
  formatRange = formatDayRange,
  labels,
  className,
  ...buttonProps
}: DateRangePickerProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<DraftDayRange | undefined>(value);
  // The two months shown end with the one of the range's last day (or of the latest allowed day).
  const [month, setMonth] = useState(() => firstShownMonth(value?.to ?? max, numberOfMonths));

  function changeOpen(isOpening: boolean) {
    if (isOpening) {
      setDraft(value);
      setMonth(firstShownMonth(value?.to ?? max, numberOfMonths));
    }
    setOpen(isOpening);
  }
  function apply() {
    if (!isWholeDayRange(draft)) return;
    onValueChange({ from: draft.from, to: draft.to });
    setOpen(false);
  }

  const disabled: Matcher[] = [];
  if (min !== undefined) disabled.push({ before: min });
  if (max !== undefined) disabled.push({ after: max });
  const start = draft?.to === undefined ? draft?.from : undefined;
  if (maxDays !== undefined && start !== undefined) {
    // While the end is being picked, days too far from the start on either side are out.
    disabled.push((day: Date) => Math.abs(countDaysBetween(start, day)) >= maxDays);
  }
  const isWhole = isWholeDayRange(draft);

  return (
    <Popover open={isOpen} onOpenChange={changeOpen}>
      <PopoverTrigger asChild>
        <Button
          data-slot="date-range-picker-trigger"
          variant="outline"
          className={cn(
            'justify-start text-left font-normal',
            value === undefined && 'text-muted-foreground',
            className,
          )}
          {...buttonProps}
        >
          <CalendarIcon aria-hidden="true" />
          <span>{value === undefined ? placeholder : formatRange(value)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        data-slot="date-range-picker-content"
        size="auto"
        align="start"
        className="p-0"
        aria-label={text.dialog}
        // The calendar puts focus on the chosen (or today's) day itself, ready for the arrow keys.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar
          mode="range"
          autoFocus
          numberOfMonths={numberOfMonths}
          month={month}
          onMonthChange={setMonth}
          startMonth={min}
          endMonth={max}
          selected={draft}
          onSelect={(_range, day) => setDraft(extendDayRange(draft, day))}
          disabled={disabled}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t px-3 py-3">
          <p data-slot="date-range-picker-draft" aria-live="polite" className="text-sm">
            {isWhole
              ? formatRange(draft)
              : draft?.from === undefined
                ? text.chooseFirstDay
                : text.chooseLastDay(formatRange({ from: draft.from, to: draft.from }))}
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              {text.cancel}
            </Button>
            <Button size="sm" disabled={!isWhole} onClick={apply}>
              {text.apply}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function firstShownMonth(lastDay: Date | undefined, numberOfMonths: number): Date {
  const end = lastDay ?? new Date();
  return new Date(end.getFullYear(), end.getMonth() - (numberOfMonths - 1), 1);
}

export { DateRangePicker, type DateRangePickerLabels, type DateRangePickerProps };
