import { AI_RULE_MAX_LENGTH } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/form/textarea-field';
import type { BriefForm } from '../lib/brief-form-resolver';
import { CharacterCount } from './character-count';

/** The AI rules (spec §3): plain-language descriptions of ≤ 500 characters the analysis follows. */
export function RulesTab({ form }: { form: BriefForm }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'general_rules',
  });
  const rules = useWatch({ control: form.control, name: 'general_rules' });
  const errors = useFormState({ control: form.control, name: 'general_rules' }).errors
    .general_rules;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('briefs.editor.rulesIntro')}</p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('briefs.editor.noRules')}</p>
      ) : null}
      <ol aria-label={t('briefs.editor.rulesLabel')} className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <TextareaField
              id={`brief-rule-${String(index)}`}
              label={t('briefs.editor.ruleLabel', { number: index + 1 })}
              rows={2}
              isGrowing
              className="flex-1"
              error={errors?.[index]?.description?.message}
              counter={
                <CharacterCount
                  length={(rules[index]?.description ?? '').trim().length}
                  max={AI_RULE_MAX_LENGTH}
                />
              }
              {...form.register(`general_rules.${index}.description`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={t('briefs.editor.removeRule', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="w-fit"
        onClick={() => append({ description: '' }, { shouldFocus: true })}
      >
        <PlusIcon aria-hidden="true" />
        {t('briefs.editor.addRule')}
      </Button>
    </div>
  );
}
