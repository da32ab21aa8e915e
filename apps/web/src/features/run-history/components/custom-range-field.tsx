import { MAX_CUSTOM_RANGE_DAYS } from '@utmost/ads-sdk';
import { DateRangePicker } from '@utmost/ui/components/date-range-picker';
import { Label } from '@utmost/ui/components/label';
import { useTranslation } from 'react-i18next';
import { formatLocalDay, parseLocalDay } from '../../../lib/dates';

interface CustomRangeFieldProps {
  id: string;
  /** The days in the address (YYYY-MM-DD), which may be missing or impossible. */
  from: string | undefined;
  to: string | undefined;
  /** Why the range in the address cannot be asked for, by field (`from`, `to`). */
  fieldErrors: Readonly<Record<string, string>>;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * The custom period's days, picked on a calendar (spec §2). The calendar offers only what the API
 * accepts (checkCustomRange): no day after today, no range over 366 days, the end never before
 * the start; a range in the address that breaks a rule still says why under the field.
 */
export function CustomRangeField({ id, from, to, fieldErrors, onChange }: CustomRangeFieldProps) {
  const { t } = useTranslation();
  const start = from === undefined ? undefined : parseLocalDay(from);
  const end = to === undefined ? undefined : parseLocalDay(to);
  // One message per objection: the API may name both days for the same reason.
  const errors = [...new Set([fieldErrors['from'], fieldErrors['to']])].filter(
    (message): message is string => message !== undefined,
  );
  const hasErrors = errors.length > 0;
  return (
    <div className="flex flex-col gap-1.5">
      {/* Not `htmlFor`: a label bound to the button would hide the range in words from its name. */}
      <Label id={`${id}-label`}>{t('runHistory.filters.dates')}</Label>
      <DateRangePicker
        id={id}
        // The label and the range in words, so a screen reader hears both.
        aria-labelledby={`${id}-label ${id}`}
        aria-invalid={hasErrors ? true : undefined}
        aria-describedby={hasErrors ? `${id}-error` : undefined}
        className="w-64"
        value={start !== undefined && end !== undefined ? { from: start, to: end } : undefined}
        onValueChange={(range) =>
          onChange({ from: formatLocalDay(range.from), to: formatLocalDay(range.to) })
        }
        placeholder={t('runHistory.filters.chooseRange')}
        max={new Date()}
        maxDays={MAX_CUSTOM_RANGE_DAYS}
        labels={{
          dialog: t('runHistory.filters.rangeDialog'),
          chooseFirstDay: t('runHistory.filters.chooseFirstDay'),
          chooseLastDay: (firstDay) => t('runHistory.filters.chooseLastDay', { firstDay }),
          apply: t('runHistory.filters.applyRange'),
          cancel: t('runHistory.filters.cancelRange'),
        }}
      />
      {hasErrors ? (
        <p id={`${id}-error`} className="max-w-64 text-xs text-destructive-text">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
