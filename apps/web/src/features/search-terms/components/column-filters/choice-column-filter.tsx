import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@utmost/ui/components/dropdown-menu';
import { useTranslation } from 'react-i18next';
import { FilterTrigger } from './filter-trigger';

// Radix radio items need a value: this one stands for "no filter".
const ALL = '__all__';

export interface ChoiceOption<TValue extends string> {
  value: TValue;
  label: string;
}

/**
 * A header filter that keeps one value of a column (the results endpoint takes one): a menu of
 * radio items, "All" first. Arrow keys move, Enter or Space choose, and the menu closes.
 */
export function ChoiceColumnFilter<TValue extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly ChoiceOption<TValue>[];
  value: TValue | undefined;
  onChange: (value: TValue | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <FilterTrigger
          label={label}
          isActive={value !== undefined}
          activeWord={t('searchTerms.filters.filtered')}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label={label} className="max-h-80 min-w-52">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={value ?? ALL}
          onValueChange={(next) => onChange(next === ALL ? undefined : (next as TValue))}
        >
          <DropdownMenuRadioItem value={ALL}>{allLabel}</DropdownMenuRadioItem>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
