import type { ReadingCorrectionKind } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Input } from '@utmost/ui/components/input';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findFieldMessageId, FormField } from '../../../components/form/form-field';
import { loadFormValidation } from '../../../lib/lazy-zod-resolver';
import type { ReadingCorrections } from '../hooks/use-reading-corrections';

/**
 * A correction typed in (a town served, a word that is not a place here). The corrections it
 * would save are checked with the SDK's schema, so a blank, a long or a 51st entry gets the
 * message the API would give, and nothing is sent.
 */
export function AddCorrectionForm({
  id,
  kind,
  label,
  hint,
  placeholder,
  corrections,
}: {
  id: string;
  kind: ReadingCorrectionKind;
  label: string;
  hint?: string;
  placeholder: string;
  corrections: ReadingCorrections;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function add() {
    const [schemas] = await loadFormValidation();
    const current = corrections.corrections;
    const checked = schemas.readingCorrectionsSchema.safeParse({
      ...current,
      [kind]: [...current[kind], draft],
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    corrections.replace(checked.data, kind, draft.trim());
    setDraft('');
  }

  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <FormField id={id} label={label} error={error} hint={hint} className="w-72">
        <Input
          id={id}
          className="h-8"
          value={draft}
          placeholder={placeholder}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={
            error !== null || hint !== undefined ? findFieldMessageId(id) : undefined
          }
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        className="mt-[1.375rem]"
        disabled={corrections.isSaving}
      >
        <PlusIcon aria-hidden="true" />
        {t('briefs.reading.add.submit')}
      </Button>
    </form>
  );
}
