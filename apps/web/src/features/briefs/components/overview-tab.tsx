import { OVERVIEW_MAX_LENGTH, OVERVIEW_MIN_LENGTH } from '@utmost/ads-sdk';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import type { useBriefGeneration } from '../hooks/use-brief-generation';
import type { BriefForm } from '../lib/brief-form-resolver';
import { CharacterCount } from './character-count';
import { CompetitorsField } from './competitors-field';
import { MagicButton } from './magic-button';

/** The brief's name and the company: name, website, the magic button, overview, competitors. */
export function OverviewTab({
  form,
  generation,
}: {
  form: BriefForm;
  generation: ReturnType<typeof useBriefGeneration>;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control: form.control });
  const overview = useWatch({ control: form.control, name: 'shortDescription' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <TextField
        id="brief-name"
        label={t('briefs.editor.briefName')}
        isRequired
        hint={t('briefs.editor.briefNameHint')}
        error={errors.briefName?.message}
        {...form.register('briefName')}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id="brief-company"
          label={t('briefs.editor.companyName')}
          isRequired
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          id="brief-website"
          label={t('briefs.editor.website')}
          isRequired
          inputMode="url"
          placeholder="https://www.example.com"
          error={errors.website?.message}
          {...form.register('website')}
        />
      </div>
      <MagicButton generation={generation} />
      <TextareaField
        id="brief-overview"
        label={t('briefs.editor.overview')}
        isRequired
        rows={6}
        error={errors.shortDescription?.message}
        counter={
          <CharacterCount
            length={overview.trim().length}
            min={OVERVIEW_MIN_LENGTH}
            max={OVERVIEW_MAX_LENGTH}
          />
        }
        {...form.register('shortDescription')}
      />
      <CompetitorsField form={form} />
    </div>
  );
}
