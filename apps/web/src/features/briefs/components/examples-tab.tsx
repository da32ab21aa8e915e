import { EXAMPLES_MAX, toLearnedTermKey, type SearchTermRule } from '@utmost/ads-sdk';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@utmost/ui/components/table';
import { useRef, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { findFirstMessage } from '../lib/brief-form-errors';
import type { BriefForm } from '../lib/brief-form-resolver';
import { toExampleRows, type ExampleRow } from '../lib/example-rows';
import {
  matchesExampleFilters,
  NO_EXAMPLE_FILTERS,
  type ExampleFilters,
} from '../lib/filter-examples';
import { AddExampleForm, NEW_EXAMPLE_TERM_ID } from './add-example-form';
import { ExampleFiltersBar } from './example-filters-bar';
import { ExampleTableRow } from './example-table-row';
import { ListMessage } from './list-message';

type ExampleChange = Partial<Pick<SearchTermRule, 'isExclude' | 'inUse'>>;

/**
 * The extra examples (spec §2, §3): search terms the analysis should exclude or keep, drafted by
 * the assistant or added by hand, each switched in or out of use. At most 50 are saved. The
 * decisions learned in the Search terms tab are listed with them (source User, marked learned,
 * not counted in the 50): switched off or removed, the next validation no longer follows them.
 * Removing a row moves the focus to the next row's remove button (or the previous one's, or the
 * new example's term when none is left), never to the page.
 */
export function ExamplesTab({ form }: { form: BriefForm }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'search_terms' });
  const { field: learnedField } = useController({
    control: form.control,
    name: 'learned_examples',
  });
  const { errors } = useFormState({ control: form.control, name: 'search_terms' });
  const [filters, setFilters] = useState<ExampleFilters>(NO_EXAMPLE_FILTERS);
  const examples = field.value;
  const learned = learnedField.value;
  const rows = toExampleRows(examples, learned);
  const shown = rows.filter((row) => matchesExampleFilters(row.example, filters));

  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();

  function update(row: ExampleRow, change: ExampleChange) {
    const now = new Date().toISOString();
    if (row.isLearned) {
      const key = toLearnedTermKey(row.example.searchTerm);
      learnedField.onChange(
        learned.map((decision) =>
          toLearnedTermKey(decision.searchTerm) === key
            ? { ...decision, ...change, learnedAt: now }
            : decision,
        ),
      );
      return;
    }
    field.onChange(
      examples.map((example) =>
        example.id === row.key ? { ...example, ...change, updatedAt: now } : example,
      ),
    );
  }

  function remove(row: ExampleRow) {
    const at = shown.findIndex((other) => other.key === row.key);
    const next = shown[at + 1] ?? shown[at - 1];
    if (row.isLearned) {
      const key = toLearnedTermKey(row.example.searchTerm);
      learnedField.onChange(
        learned.filter((decision) => toLearnedTermKey(decision.searchTerm) !== key),
      );
    } else {
      field.onChange(examples.filter((example) => example.id !== row.key));
    }
    focusAfterRender(
      () =>
        (next === undefined ? undefined : removeButtons.current.get(next.key)) ??
        document.getElementById(NEW_EXAMPLE_TERM_ID),
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">
        {t('briefs.examples.intro', { max: EXAMPLES_MAX })}
      </p>
      {learned.length > 0 ? (
        <p className="max-w-3xl text-sm text-muted-foreground">
          {t('briefs.examples.learnedIntro', { count: learned.length, max: EXAMPLES_MAX })}
        </p>
      ) : null}
      <ListMessage error={findFirstMessage(errors, 'search_terms')} />
      <AddExampleForm onAdd={(example) => field.onChange([...examples, example])} />
      <ExampleFiltersBar filters={filters} onChange={setFilters} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('briefs.examples.shownCount', { shown: shown.length, count: rows.length })}
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
                {rows.length === 0 ? t('briefs.examples.none') : t('briefs.examples.noneMatch')}
              </TableCell>
            </TableRow>
          ) : (
            shown.map((row) => (
              <ExampleTableRow
                key={row.key}
                row={row}
                removeRef={(button) => {
                  if (button === null) removeButtons.current.delete(row.key);
                  else removeButtons.current.set(row.key, button);
                }}
                onChange={(change) => update(row, change)}
                onRemove={() => remove(row)}
              />
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
