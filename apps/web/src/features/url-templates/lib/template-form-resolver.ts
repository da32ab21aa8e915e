import {
  FIELD_REQUIRED,
  PARAMETER_NAME_DUPLICATE,
  type DynamicValue,
  type Platform,
  type components,
} from '@utmost/ads-sdk';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { loadFormValidation } from '../../../lib/lazy-zod-resolver';
import { PARAMETERS_ROOT_PATH } from './template-form-paths';
import type { TemplateFormValues } from './template-form-values';

export type SaveUrlTemplateInput = components['schemas']['SaveUrlTemplateInput'];

/** The editor's form: rows in, the request body out. */
export type TemplateForm = UseFormReturn<TemplateFormValues, unknown, SaveUrlTemplateInput>;

export interface TemplateFormContext {
  platform: Platform;
  /** The saved template being edited; null for a new one. */
  templateId: string | null;
  /** The platform's dynamic values (a dynamic entry may use only these). */
  dynamicValues: readonly Pick<DynamicValue, 'value' | 'source'>[];
  /** The names of the organization's other templates on the platform (names are unique). */
  otherTemplateNames: readonly string[];
}

interface RowIssue {
  index: number;
  message: string;
}

/** A map key no parameter can have (the schema refuses it), for rows the form reports itself. */
function toPlaceholderKey(index: number): string {
  return `\u0000row-${String(index)}`;
}

/**
 * The request body the form's values make, and what the SDK's schema cannot see in a map: rows
 * without a name and a second row with the same name. Those rows enter the body under placeholder
 * keys, so that their values are still checked. Removed rows are left out: the API drops them.
 */
function buildSaveInput(values: TemplateFormValues, context: TemplateFormContext) {
  const keyByRow = new Map<number, string>();
  const rowIssues: RowIssue[] = [];
  const seen = new Set<string>();
  const urlTemplate: SaveUrlTemplateInput['urlTemplate'] = {};
  values.parameters.forEach((row, index) => {
    if (row.toBeDeleted) return;
    const key = row.key.trim();
    let mapKey = key;
    if (key === '') rowIssues.push({ index, message: FIELD_REQUIRED });
    else if (seen.has(key)) rowIssues.push({ index, message: PARAMETER_NAME_DUPLICATE });
    if (key === '' || seen.has(key)) mapKey = toPlaceholderKey(index);
    seen.add(key);
    keyByRow.set(index, mapKey);
    urlTemplate[mapKey] = { value: row.value.trim(), isDynamic: row.isDynamic };
  });
  const input: SaveUrlTemplateInput = {
    ...(context.templateId === null ? {} : { id: context.templateId }),
    name: values.name,
    platformType: context.platform,
    urlTemplate,
  };
  return { input, keyByRow, rowIssues };
}

/**
 * Puts a message at a dotted path (`parameters.2.key`), the first one a field gets winning, as the
 * other forms show one message a field. (react-hook-form reads the same shape back by path.)
 */
function setFirstError(errors: FieldErrors<TemplateFormValues>, path: string, message: string) {
  const parts = path.split('.');
  const field = parts.pop() ?? '';
  let node = errors as Record<string, unknown>;
  for (const part of parts) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[field] ??= { type: 'validate', message };
}

/**
 * The editor's resolver: the SDK's `createUrlTemplateSchema` (loaded with the forms' validation
 * code) over the body the rows make, its messages put back under the rows they are about. Valid
 * values come out as the request body, removed rows dropped.
 */
export function createTemplateFormResolver(
  context: TemplateFormContext,
): Resolver<TemplateFormValues, unknown, SaveUrlTemplateInput> {
  return async (values) => {
    const [schemas] = await loadFormValidation();
    const schema = schemas.createUrlTemplateSchema({
      dynamicValues: context.dynamicValues,
      otherTemplateNames: context.otherTemplateNames,
    });
    const { input, keyByRow, rowIssues } = buildSaveInput(values, context);
    const rowByKey = new Map([...keyByRow].map(([index, key]) => [key, index]));
    const errors: FieldErrors<TemplateFormValues> = {};
    for (const issue of rowIssues) {
      setFirstError(errors, `parameters.${String(issue.index)}.key`, issue.message);
    }
    const result = schema.safeParse(input);
    for (const issue of result.success ? [] : result.error.issues) {
      const [field, key, part] = issue.path.map(String);
      if (field === 'name') setFirstError(errors, 'name', issue.message);
      else if (field === 'urlTemplate' && key === undefined) {
        setFirstError(errors, PARAMETERS_ROOT_PATH, issue.message);
      } else if (field === 'urlTemplate' && key !== undefined) {
        const index = rowByKey.get(key);
        // A placeholder key's name is already reported as missing or repeated.
        if (
          index === undefined ||
          (part === 'name' && key !== values.parameters[index]?.key.trim())
        )
          continue;
        const path = `parameters.${String(index)}.${part === 'name' ? 'key' : 'value'}`;
        setFirstError(errors, path, issue.message);
      } else {
        setFirstError(errors, 'root', issue.message);
      }
    }
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors };
    return { values: result.data, errors: {} };
  };
}
