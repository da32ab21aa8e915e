import type { GeneratedField } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Checkbox } from '@utmost/ui/components/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@utmost/ui/components/dialog';
import { Label } from '@utmost/ui/components/label';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §2: before the magic button writes over fields that already have content, the user picks
 * which of them to overwrite (none is picked for them); empty fields are filled anyway.
 */
export function OverwriteDialog({
  filledFields,
  onGenerate,
  onClose,
}: {
  /** Open while not null: the fields that have content. */
  filledFields: readonly GeneratedField[] | null;
  onGenerate: (chosen: GeneratedField[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<GeneratedField>>(new Set());
  const fields = filledFields ?? [];

  function toggle(field: GeneratedField, isChecked: boolean) {
    const next = new Set(chosen);
    if (isChecked) next.add(field);
    else next.delete(field);
    setChosen(next);
  }

  return (
    <Dialog
      open={filledFields !== null}
      onOpenChange={(isNowOpen) => {
        if (isNowOpen) return;
        setChosen(new Set());
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('briefs.generate.overwriteTitle')}</DialogTitle>
          <DialogDescription>{t('briefs.generate.overwriteDescription')}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('briefs.generate.overwriteLegend')}</legend>
          {fields.map((field) => (
            <div key={field} className="flex items-center gap-2">
              <Checkbox
                id={`overwrite-${field}`}
                checked={chosen.has(field)}
                onCheckedChange={(state) => toggle(field, state === true)}
              />
              <Label htmlFor={`overwrite-${field}`}>{t(`briefs.generate.fields.${field}`)}</Label>
            </div>
          ))}
        </fieldset>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('briefs.cancel')}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              const picked = fields.filter((field) => chosen.has(field));
              setChosen(new Set());
              onGenerate(picked);
            }}
          >
            {t('briefs.generate.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
