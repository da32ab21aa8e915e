import { RANGE_MIN_ABOVE_MAX } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Input } from '@utmost/ui/components/input';
import { Label } from '@utmost/ui/components/label';
import { Popover, PopoverContent, PopoverTrigger } from '@utmost/ui/components/popover';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetricRange, RangeUnit } from '../../lib/metric-ranges';
import { findCurrencySymbol, parseRangeInput, type RangeInputError } from '../../lib/range-input';
import { FilterTrigger } from './filter-trigger';

/**
 * A numeric column's header filter: "At least" and "At most" boxes (money in the account's
 * currency, confidence in percent), applied with Enter or Apply; Clear removes the range.
 */
export function RangeColumnFilter({
  label,
  unit,
  currencyCode,
  range,
  onChange,
}: {
  label: string;
  unit: RangeUnit;
  currencyCode: string | null;
  range: MetricRange;
  onChange: (range: MetricRange) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const apply = (next: MetricRange) => {
    onChange(next);
    setIsOpen(false);
  };
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <FilterTrigger
          label={label}
          isActive={range.min !== undefined || range.max !== undefined}
          activeWord={t('searchTerms.filters.filtered')}
        />
      </PopoverTrigger>
      <PopoverContent align="end" size="sm" aria-label={label}>
        {/* Mounted at each opening: the boxes start from the applied range. */}
        <RangeForm
          label={label}
          unit={unit}
          currencyCode={currencyCode}
          range={range}
          onApply={apply}
        />
      </PopoverContent>
    </Popover>
  );
}

function toText(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

function RangeForm({
  label,
  unit,
  currencyCode,
  range,
  onApply,
}: {
  label: string;
  unit: RangeUnit;
  currencyCode: string | null;
  range: MetricRange;
  onApply: (range: MetricRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState({ min: toText(range.min), max: toText(range.max) });
  const [error, setError] = useState<{ error: RangeInputError; bound: 'min' | 'max' } | null>(null);
  const unitMark =
    unit === 'money' ? findCurrencySymbol(currencyCode) : unit === 'percent' ? '%' : null;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseRangeInput(unit, text);
        if ('error' in parsed) setError(parsed);
        else onApply(parsed.range);
      }}
    >
      <p className="text-sm font-medium">{label}</p>
      {(['min', 'max'] as const).map((bound) => (
        <div key={bound} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${bound}`}>
            {t(`searchTerms.filters.range.${bound}`)}
            {unitMark === null ? null : (
              <span className="text-muted-foreground"> ({unitMark})</span>
            )}
          </Label>
          <Input
            id={`${id}-${bound}`}
            inputMode="decimal"
            autoComplete="off"
            value={text[bound]}
            aria-invalid={error?.bound === bound || undefined}
            aria-describedby={error?.bound === bound ? `${id}-error` : undefined}
            onChange={(event) => {
              setText((current) => ({ ...current, [bound]: event.target.value }));
              setError(null);
            }}
          />
        </div>
      ))}
      {error === null ? null : (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive-text">
          {/* The inverted range's words are the SDK's, the same the API answers with. */}
          {error.error === 'minAboveMax'
            ? RANGE_MIN_ABOVE_MAX
            : t(`searchTerms.filters.range.errors.${error.error}`)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => onApply({})}>
          {t('searchTerms.filters.range.clear')}
        </Button>
        <Button type="submit" size="sm">
          {t('searchTerms.filters.range.apply')}
        </Button>
      </div>
    </form>
  );
}
