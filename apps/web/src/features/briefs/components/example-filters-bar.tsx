import { Button } from '@utmost/ui/components/button';
import { Input } from '@utmost/ui/components/input';
import { Label } from '@utmost/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { EXAMPLE_SOURCE_LABELS } from '@utmost/ads-sdk';
import { useTranslation } from 'react-i18next';
import { isFiltering, NO_EXAMPLE_FILTERS, type ExampleFilters } from '../lib/filter-examples';

function ChoiceFilter<V extends string>({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  choices: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as V)}>
        <SelectTrigger id={id} size="sm" className="w-28">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The extra examples' filters (spec §2): term, exclude, category, source, date, in use. */
export function ExampleFiltersBar({
  filters,
  onChange,
}: {
  filters: ExampleFilters;
  onChange: (filters: ExampleFilters) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof ExampleFilters>(key: K, value: ExampleFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const all = { value: 'all', label: t('briefs.examples.filters.all') } as const;
  const yesNo: Array<{ value: ExampleFilters['inUse']; label: string }> = [
    all,
    { value: 'yes', label: t('briefs.examples.yes') },
    { value: 'no', label: t('briefs.examples.no') },
  ];
  return (
    <div
      role="group"
      aria-label={t('briefs.examples.filters.label')}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="examples-filter-term">{t('briefs.examples.filters.term')}</Label>
        <Input
          id="examples-filter-term"
          type="search"
          className="h-8 w-44"
          value={filters.term}
          onChange={(event) => set('term', event.target.value)}
        />
      </div>
      <ChoiceFilter
        id="examples-filter-exclude"
        label={t('briefs.examples.columns.exclude')}
        value={filters.exclude}
        choices={yesNo}
        onChange={(value) => set('exclude', value)}
      />
      <ChoiceFilter
        id="examples-filter-category"
        label={t('briefs.examples.columns.category')}
        value={filters.category}
        choices={[
          all,
          { value: 'product', label: t('briefs.examples.category.product') },
          { value: 'brand', label: t('briefs.examples.category.brand') },
        ]}
        onChange={(value) => set('category', value)}
      />
      <ChoiceFilter
        id="examples-filter-source"
        label={t('briefs.examples.columns.source')}
        value={filters.source}
        choices={[
          all,
          { value: 'AIAssistant', label: EXAMPLE_SOURCE_LABELS.AIAssistant },
          { value: 'User', label: EXAMPLE_SOURCE_LABELS.User },
        ]}
        onChange={(value) => set('source', value)}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="examples-filter-date">{t('briefs.examples.filters.modifiedOn')}</Label>
        <Input
          id="examples-filter-date"
          type="date"
          className="h-8 w-36"
          value={filters.modifiedOn}
          onChange={(event) => set('modifiedOn', event.target.value)}
        />
      </div>
      <ChoiceFilter
        id="examples-filter-in-use"
        label={t('briefs.examples.columns.inUse')}
        value={filters.inUse}
        choices={yesNo}
        onChange={(value) => set('inUse', value)}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!isFiltering(filters)}
        onClick={() => onChange(NO_EXAMPLE_FILTERS)}
      >
        {t('briefs.examples.filters.clear')}
      </Button>
    </div>
  );
}
