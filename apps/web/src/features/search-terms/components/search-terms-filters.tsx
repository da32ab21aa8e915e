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

// Radix Select has no empty value: "all" stands for no filter.
const ALL = 'all';
/** Typing settles for this long before the terms are asked for again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Decision, category and a search box over the terms. Each change applies at once (the search
 * once typing pauses) and goes back to the first page.
 */
export function SearchTermsFilters({
  view,
  onSearchChange,
}: {
  view: SearchTermsView;
  onSearchChange: (changes: Partial<SearchTermsSearch>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      role="group"
      aria-label={t('searchTerms.filters.label')}
      className="flex flex-wrap items-end gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-decision`}>{t('searchTerms.filters.decision')}</Label>
        <Select
          value={view.decision ?? ALL}
          onValueChange={(value) =>
            onSearchChange({
              decision: value === ALL ? undefined : (value as 'exclude' | 'keep'),
              page: undefined,
            })
          }
        >
          <SelectTrigger id={`${id}-decision`} className="w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('searchTerms.filters.allDecisions')}</SelectItem>
            <SelectItem value="exclude">{t('searchTerms.decisions.exclude')}</SelectItem>
            <SelectItem value="keep">{t('searchTerms.decisions.keep')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-category`}>{t('searchTerms.filters.category')}</Label>
        <Select
          value={view.category ?? ALL}
          onValueChange={(value) =>
            onSearchChange({
              category: value === ALL ? undefined : (value as 'product' | 'brand'),
              page: undefined,
            })
          }
        >
          <SelectTrigger id={`${id}-category`} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('searchTerms.filters.allCategories')}</SelectItem>
            <SelectItem value="product">{t('searchTerms.categories.product')}</SelectItem>
            <SelectItem value="brand">{t('searchTerms.categories.brand')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <SearchBox
        value={view.search}
        onChange={(search) =>
          onSearchChange({ search: search === '' ? undefined : search, page: undefined })
        }
      />
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
