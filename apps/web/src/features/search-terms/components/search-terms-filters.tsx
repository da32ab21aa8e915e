import { SEARCH_TERM_FLAG_LABELS } from '@utmost/ads-sdk';
import type { SearchTermFlag } from '@utmost/ads-sdk/query';
import { Input } from '@utmost/ui/components/input';
import { Label } from '@utmost/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { SearchIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTermsSearch } from '../../../lib/search-schemas';
import type { SearchTermsView } from '../lib/search-terms-view';
import { ActiveFilterChips } from './active-filter-chips';

// Radix Select has no empty value: "all" stands for no filter.
const ALL = 'all';
/** Typing settles for this long before the terms are asked for again. */
export const SEARCH_DEBOUNCE_MS = 300;

const FLAGS = Object.keys(SEARCH_TERM_FLAG_LABELS) as SearchTermFlag[];

/**
 * Above the table: a search box over the terms and "Show", the run's flags (left for review,
 * changed by your examples, the AI model overruling the rules); then the filters in force as
 * chips. The other filters sit in the column headers. Each change applies at once (the search
 * once typing pauses) and goes back to the first page.
 */
export function SearchTermsFilters({
  view,
  currencyCode,
  onSearchChange,
}: {
  view: SearchTermsView;
  currencyCode: string | null;
  onSearchChange: (changes: Partial<SearchTermsSearch>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label={t('searchTerms.filters.label')}
        className="flex flex-wrap items-end gap-4"
      >
        <SearchBox
          value={view.search}
          onChange={(search) =>
            onSearchChange({ search: search === '' ? undefined : search, page: undefined })
          }
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-flag`}>{t('searchTerms.filters.flag')}</Label>
          <Select
            value={view.flag ?? ALL}
            onValueChange={(value) =>
              onSearchChange({
                flag: value === ALL ? undefined : (value as SearchTermFlag),
                page: undefined,
              })
            }
          >
            <SelectTrigger id={`${id}-flag`} className="w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('searchTerms.filters.allTerms')}</SelectItem>
              {FLAGS.map((flag) => (
                <SelectItem key={flag} value={flag}>
                  {SEARCH_TERM_FLAG_LABELS[flag]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <ActiveFilterChips view={view} currencyCode={currencyCode} onSearchChange={onSearchChange} />
    </div>
  );
}

/** Keeps what is typed locally and hands it on once typing pauses. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // Back and forward change the address under the box: it follows (adjusted while rendering).
  const [addressValue, setAddressValue] = useState(value);
  if (addressValue !== value) {
    setAddressValue(value);
    setText(value);
  }
  const handOn = useEffectEvent((settled: string) => onChange(settled));
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    const timer = setTimeout(() => handOn(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('searchTerms.filters.search')}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="w-64 pl-8"
          maxLength={200}
          placeholder={t('searchTerms.filters.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
