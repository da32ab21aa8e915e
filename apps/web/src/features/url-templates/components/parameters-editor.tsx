import type { DynamicValue } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import type { ComboboxOption } from '@utmost/ui/components/combobox';
import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateForm } from '../lib/template-form-resolver';
import {
  createParameterRow,
  type ParameterRow as ParameterRowValues,
} from '../lib/template-form-values';
import {
  findKeyInputId,
  findMoveButtonId,
  findRowButtonId,
  ParameterRow,
  type MoveDirection,
} from './parameter-row';

export interface TemplateKeyChoice {
  key: string;
  isUtm: boolean;
}

/** The index of the nearest row that applies in the direction, or -1 (removed rows are skipped). */
function findNeighbourIndex(
  rows: readonly ParameterRowValues[],
  index: number,
  direction: MoveDirection,
): number {
  const step = direction === 'up' ? -1 : 1;
  for (let next = index + step; next >= 0 && next < rows.length; next += step) {
    if (rows[next]?.toBeDeleted === false) return next;
  }
  return -1;
}

/**
 * The ordered parameters: add, remove (marked `toBeDeleted`, restorable until publishing), and
 * move up or down with buttons (keyboard reachable; focus follows the moved row).
 */
export function ParametersEditor({
  form,
  rows,
  templateKeys,
  dynamicValues,
}: {
  form: TemplateForm;
  rows: readonly ParameterRowValues[];
  templateKeys: readonly TemplateKeyChoice[];
  dynamicValues: readonly DynamicValue[];
}) {
  const { t } = useTranslation();
  // Element ids to focus after a change that moves or replaces the focused control: the first one
  // that can take it (a move button at the top or bottom is disabled, its neighbour is not).
  const [focusTargets, setFocusTargets] = useState<string[]>([]);
  const rootError = form.formState.errors.parameters?.root?.message;

  useEffect(() => {
    for (const id of focusTargets) {
      const element = document.getElementById(id);
      if (element instanceof HTMLButtonElement && element.disabled) continue;
      if (element !== null) {
        element.focus();
        return;
      }
    }
  }, [focusTargets]);

  const usedKeys = new Set(rows.filter((row) => !row.toBeDeleted).map((row) => row.key.trim()));

  function keyOptionsFor(row: ParameterRowValues): ComboboxOption[] {
    return templateKeys
      .filter((choice) => choice.key === row.key.trim() || !usedKeys.has(choice.key))
      .map((choice) =>
        choice.isUtm
          ? { value: choice.key, hint: t('urlTemplates.editor.utmKey') }
          : { value: choice.key },
      );
  }

  function setRows(next: ParameterRowValues[]) {
    form.setValue('parameters', next, { shouldDirty: true });
  }

  function moveRow(index: number, direction: MoveDirection) {
    const target = findNeighbourIndex(rows, index, direction);
    const row = rows[index];
    if (target === -1 || row === undefined) return;
    const next = [...rows];
    next.splice(index, 1);
    next.splice(target, 0, row);
    setRows(next);
    const other = direction === 'up' ? 'down' : 'up';
    setFocusTargets([findMoveButtonId(row.id, direction), findMoveButtonId(row.id, other)]);
  }

  function setRemoved(index: number, toBeDeleted: boolean) {
    const row = rows[index];
    if (row === undefined) return;
    form.setValue(`parameters.${index}.toBeDeleted`, toBeDeleted, { shouldDirty: true });
    setFocusTargets([findRowButtonId(row.id, toBeDeleted ? 'restore' : 'remove')]);
  }

  function addRow() {
    const row = createParameterRow();
    setRows([...rows, row]);
    setFocusTargets([findKeyInputId(row.id)]);
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('urlTemplates.editor.parameters')}</legend>
      <p className="text-sm text-muted-foreground">{t('urlTemplates.editor.parametersHint')}</p>
      <ol aria-label={t('urlTemplates.editor.parameters')} className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <ParameterRow
            key={row.id}
            form={form}
            index={index}
            row={row}
            keyOptions={keyOptionsFor(row)}
            dynamicValues={dynamicValues}
            canMoveUp={findNeighbourIndex(rows, index, 'up') !== -1}
            canMoveDown={findNeighbourIndex(rows, index, 'down') !== -1}
            onMove={(direction) => moveRow(index, direction)}
            onRemove={() => setRemoved(index, true)}
            onRestore={() => setRemoved(index, false)}
          />
        ))}
      </ol>
      {rootError === undefined ? null : (
        <p role="alert" className="text-sm text-destructive-text">
          {rootError}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={addRow}>
          <PlusIcon aria-hidden="true" />
          {t('urlTemplates.editor.addParameter')}
        </Button>
      </div>
    </fieldset>
  );
}
