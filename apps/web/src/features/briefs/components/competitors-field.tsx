import { COMPETITORS_MAX, COMPETITORS_MIN } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Input } from '@utmost/ui/components/input';
import { InfoIcon, PlusIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { FormField } from '../../../components/form/form-field';
import type { BriefForm } from '../lib/brief-form-resolver';

const NEW_COMPETITOR_ID = 'brief-new-competitor';

/**
 * The competitors (spec §3, 5–15 names): each name editable and removable, a new one added with
 * Enter or the button. A website does not say who a company's competitors are, so while the list is
 * empty a note says the user writes them (the local assistant leaves them out). The focus stays
 * in place: back in the emptied new name after adding, on the next remove button (or the previous
 * one, or the new name when none is left) after removing.
 */
export function CompetitorsField({ form }: { form: BriefForm }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: 'competitorsList' });
  const [draft, setDraft] = useState('');
  const names = field.value;
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const focusAfterRender = useFocusAfterRender();

  function change(next: string[]) {
    field.onChange(next);
  }

  function add() {
    const name = draft.trim();
    if (name === '') return;
    change([...names, name]);
    setDraft('');
    document.getElementById(NEW_COMPETITOR_ID)?.focus();
  }

  function remove(index: number) {
    change(names.filter((_, at) => at !== index));
    // The next name moves up into this place; the last one's place goes to the one before it.
    const left = names.length - 1;
    const next = left === 0 ? null : Math.min(index, left - 1);
    focusAfterRender(
      () =>
        (next === null ? null : removeButtons.current[next]) ??
        document.getElementById(NEW_COMPETITOR_ID),
    );
  }

  return (
    <FormField
      id={NEW_COMPETITOR_ID}
      label={t('briefs.editor.competitors')}
      isRequired
      error={fieldState.error?.message}
      hint={t('briefs.editor.competitorsHint', { min: COMPETITORS_MIN, max: COMPETITORS_MAX })}
    >
      {names.length === 0 ? (
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm text-muted-foreground">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('briefs.editor.competitorsNote')}
        </p>
      ) : (
        <ul aria-label={t('briefs.editor.competitors')} className="flex flex-col gap-2">
          {names.map((name, index) => (
            // Names may repeat while typed: the position is what identifies an entry here.
            <li key={index} className="flex items-center gap-2">
              <Input
                aria-label={t('briefs.editor.competitorName', { number: index + 1 })}
                value={name}
                onChange={(event) =>
                  change(names.map((other, at) => (at === index ? event.target.value : other)))
                }
                onBlur={field.onBlur}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                ref={(button) => {
                  removeButtons.current[index] = button;
                }}
                aria-label={t('briefs.editor.removeCompetitor', { name })}
                onClick={() => remove(index)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <Input
          id={NEW_COMPETITOR_ID}
          placeholder={t('briefs.editor.newCompetitorPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="secondary" disabled={draft.trim() === ''} onClick={add}>
          <PlusIcon aria-hidden="true" />
          {t('briefs.editor.addCompetitor')}
        </Button>
      </div>
    </FormField>
  );
}
