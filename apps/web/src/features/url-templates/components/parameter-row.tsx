import { isDynamicValueOffered, type DynamicValue } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Combobox, type ComboboxOption } from '@utmost/ui/components/combobox';
import { Input } from '@utmost/ui/components/input';
import { ToggleGroup, ToggleGroupItem } from '@utmost/ui/components/toggle-group';
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon, Undo2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findFieldMessageId } from '../../../components/form/form-field';
import { DynamicValueField } from './dynamic-value-field';
import type { TemplateForm } from '../lib/template-form-resolver';
import type { ParameterRow as ParameterRowValues } from '../lib/template-form-values';

export type MoveDirection = 'up' | 'down';

/** The ids of a row's move buttons, so focus can follow a moved row. */
export function findMoveButtonId(rowId: string, direction: MoveDirection): string {
  return `parameter-${rowId}-move-${direction}`;
}

/** The ids of a row's remove and restore buttons, so focus can follow a removal. */
export function findRowButtonId(rowId: string, action: 'remove' | 'restore'): string {
  return `parameter-${rowId}-${action}`;
}

/** The id of a row's name input, which a new row focuses. */
export function findKeyInputId(rowId: string): string {
  return `parameter-${rowId}-key`;
}

/** A change made by the user: it counts for publishing and is checked at once. */
const USER_CHANGE = { shouldDirty: true, shouldValidate: true } as const;

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="text-sm text-destructive-text">
      {message}
    </p>
  );
}

/** A parameter marked for removal: kept (so a reload keeps the choice) and restorable. */
function RemovedParameterRow({
  row,
  onRestore,
}: {
  row: ParameterRowValues;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const name = row.key.trim() || t('urlTemplates.editor.unnamedParameter');
  return (
    <li className="flex items-center gap-3 rounded-md border border-dashed border-border px-3 py-2 text-sm text-muted-foreground">
      <span>
        <code className="font-mono line-through">{name}</code>{' '}
        {t('urlTemplates.editor.removedNote')}
      </span>
      <Button
        id={findRowButtonId(row.id, 'restore')}
        type="button"
        variant="ghost"
        size="sm"
        className="ml-auto"
        onClick={onRestore}
      >
        <Undo2Icon aria-hidden="true" />
        {t('urlTemplates.editor.restoreOf', { name })}
      </Button>
    </li>
  );
}

/**
 * One parameter: its name (a UTM key, a key the organization uses, or any other), whether its
 * value is text or a dynamic value, the value, and the buttons that order or remove it.
 */
export function ParameterRow({
  form,
  index,
  row,
  keyOptions,
  dynamicValues,
  canMoveUp,
  canMoveDown,
  onMove,
  onRemove,
  onRestore,
}: {
  form: TemplateForm;
  index: number;
  row: ParameterRowValues;
  keyOptions: readonly ComboboxOption[];
  dynamicValues: readonly DynamicValue[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  if (row.toBeDeleted) {
    return <RemovedParameterRow row={row} onRestore={onRestore} />;
  }

  const errors = form.formState.errors.parameters?.[index];
  const name = row.key.trim() || t('urlTemplates.editor.parameterNumber', { number: index + 1 });
  const keyId = findKeyInputId(row.id);
  const valueId = `parameter-${row.id}-value`;
  const keyError = errors?.key?.message;
  const valueError = errors?.value?.message;

  function changeKind(kind: string) {
    if (kind === '') return; // clicking the chosen item again unselects it in a toggle group
    const isDynamic = kind === 'dynamic';
    if (isDynamic === row.isDynamic) return;
    form.setValue(`parameters.${index}.isDynamic`, isDynamic, { shouldDirty: true });
    // Text that is already a valid dynamic value carries over; placeholders mean nothing as text.
    const keepsValue = isDynamic && isDynamicValueOffered(row.value.trim(), dynamicValues);
    form.setValue(`parameters.${index}.value`, keepsValue ? row.value.trim() : '', {
      shouldDirty: true,
      shouldValidate: valueError !== undefined,
    });
  }

  return (
    <li
      data-testid="parameter-row"
      className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-1 rounded-md border border-border bg-card p-2 md:grid-cols-[auto_minmax(0,14rem)_auto_minmax(0,1fr)_auto]"
    >
      <div className="flex flex-col">
        <Button
          id={findMoveButtonId(row.id, 'up')}
          type="button"
          variant="ghost"
          size="icon"
          className="size-[1.125rem]"
          aria-label={t('urlTemplates.editor.moveUp', { name })}
          disabled={!canMoveUp}
          onClick={() => onMove('up')}
        >
          <ArrowUpIcon aria-hidden="true" className="size-3.5" />
        </Button>
        <Button
          id={findMoveButtonId(row.id, 'down')}
          type="button"
          variant="ghost"
          size="icon"
          className="size-[1.125rem]"
          aria-label={t('urlTemplates.editor.moveDown', { name })}
          disabled={!canMoveDown}
          onClick={() => onMove('down')}
        >
          <ArrowDownIcon aria-hidden="true" className="size-3.5" />
        </Button>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <Combobox
          id={keyId}
          value={row.key}
          onValueChange={(key) => form.setValue(`parameters.${index}.key`, key, USER_CHANGE)}
          options={keyOptions}
          placeholder={t('urlTemplates.editor.keyPlaceholder')}
          emptyText={t('urlTemplates.editor.customKeyHint')}
          toggleLabel={t('urlTemplates.editor.showKeys')}
          aria-label={t('urlTemplates.editor.keyOf', { number: index + 1 })}
          aria-invalid={keyError === undefined ? undefined : true}
          aria-describedby={keyError === undefined ? undefined : findFieldMessageId(keyId)}
        />
        <FieldMessage id={findFieldMessageId(keyId)} message={keyError} />
      </div>
      <Button
        id={findRowButtonId(row.id, 'remove')}
        type="button"
        variant="ghost"
        size="icon"
        className="text-muted-foreground hover:text-destructive-text md:order-last"
        aria-label={t('urlTemplates.editor.removeOf', { name })}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
      <ToggleGroup
        type="single"
        className="col-start-2 md:col-start-auto"
        aria-label={t('urlTemplates.editor.kindOf', { name })}
        value={row.isDynamic ? 'dynamic' : 'static'}
        onValueChange={changeKind}
      >
        <ToggleGroupItem value="static">{t('urlTemplates.editor.kindStatic')}</ToggleGroupItem>
        <ToggleGroupItem value="dynamic">{t('urlTemplates.editor.kindDynamic')}</ToggleGroupItem>
      </ToggleGroup>
      <div className="col-start-2 flex min-w-0 flex-col gap-1 md:col-start-auto">
        {row.isDynamic ? (
          <DynamicValueField
            id={valueId}
            value={row.value}
            dynamicValues={dynamicValues}
            label={t('urlTemplates.editor.valueOf', { name })}
            isInvalid={valueError !== undefined}
            describedBy={valueError === undefined ? undefined : findFieldMessageId(valueId)}
            onChange={(value) => form.setValue(`parameters.${index}.value`, value, USER_CHANGE)}
          />
        ) : (
          <Input
            id={valueId}
            value={row.value}
            placeholder={t('urlTemplates.editor.valuePlaceholder')}
            aria-label={t('urlTemplates.editor.valueOf', { name })}
            aria-invalid={valueError === undefined ? undefined : true}
            aria-describedby={valueError === undefined ? undefined : findFieldMessageId(valueId)}
            onChange={(event) =>
              form.setValue(`parameters.${index}.value`, event.target.value, USER_CHANGE)
            }
          />
        )}
        <FieldMessage id={findFieldMessageId(valueId)} message={valueError} />
      </div>
    </li>
  );
}
