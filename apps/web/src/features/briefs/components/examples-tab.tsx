import { EXAMPLE_SOURCE_LABELS, EXAMPLES_MAX, type SearchTermRule } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Switch } from '@utmost/ui/components/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@utmost/ui/components/table';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text';
import { findFirstMessage } from '../lib/brief-form-errors';
import type { BriefForm } from '../lib/brief-form-resolver';
import {
  matchesExampleFilters,
  NO_EXAMPLE_FILTERS,
  type ExampleFilters,
} from '../lib/filter-examples';
import { AddExampleForm } from './add-example-form';
import { ExampleFiltersBar } from './example-filters-bar';
import { ListMessage } from './list-message';

/**
 * The extra examples (spec §2, §3): search terms the analysis should exclude or keep, drafted by
 * the assistant or added by hand, each switched in or out of use. At most 50 are saved.
 */
export function ExamplesTab({ form }: { form: BriefForm }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'search_terms' });
  const { errors } = useFormState({ control: form.control, name: 'search_terms' });
  const [filters, setFilters] = useState<ExampleFilters>(NO_EXAMPLE_FILTERS);
  const examples = field.value;
  const shown = examples.filter((example) => matchesExampleFilters(example, filters));

  function update(id: string, change: Partial<SearchTermRule>) {
    field.onChange(
      examples.map((example) =>
        example.id === id
          ? { ...example, ...change, updatedAt: new Date().toISOString() }
          : example,
      ),
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">
        {t('briefs.examples.intro', { max: EXAMPLES_MAX })}
      </p>
      <ListMessage error={findFirstMessage(errors, 'search_terms')} />
      <AddExampleForm onAdd={(example) => field.onChange([...examples, example])} />
      <ExampleFiltersBar filters={filters} onChange={setFilters} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('briefs.examples.shownCount', { shown: shown.length, count: examples.length })}
      </p>
      <Table aria-label={t('briefs.examples.tableLabel')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('briefs.examples.columns.searchTerm')}</TableHead>
            <TableHead>{t('briefs.examples.columns.exclude')}</TableHead>
            <TableHead>{t('briefs.examples.columns.category')}</TableHead>
            <TableHead>{t('briefs.examples.columns.source')}</TableHead>
            <TableHead>{t('briefs.examples.columns.modified')}</TableHead>
            <TableHead>{t('briefs.examples.columns.inUse')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('briefs.examples.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                {examples.length === 0 ? t('briefs.examples.none') : t('briefs.examples.noneMatch')}
              </TableCell>
            </TableRow>
          ) : (
            shown.map((example) => (
              <TableRow key={example.id}>
                <TableCell className="font-medium">{example.searchTerm}</TableCell>
                <TableCell>
                  <Switch
                    checked={example.isExclude}
                    aria-label={t('briefs.examples.excludeOf', { term: example.searchTerm })}
                    onCheckedChange={(isExclude) => update(example.id, { isExclude })}
                  />
                </TableCell>
                <TableCell>{t(`briefs.examples.category.${example.category}`)}</TableCell>
                <TableCell>{EXAMPLE_SOURCE_LABELS[example.source]}</TableCell>
                <TableCell>
                  <DateTimeText value={example.updatedAt} />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={example.inUse}
                    aria-label={t('briefs.examples.inUseOf', { term: example.searchTerm })}
                    onCheckedChange={(inUse) => update(example.id, { inUse })}
                  />
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('briefs.examples.removeOf', { term: example.searchTerm })}
                    onClick={() =>
                      field.onChange(examples.filter((other) => other.id !== example.id))
                    }
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
