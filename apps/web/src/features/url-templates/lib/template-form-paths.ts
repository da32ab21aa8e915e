import type { ParameterRow } from './template-form-values';

/** Where the form shows a message about the parameters as a whole ("Add at least one parameter"). */
export const PARAMETERS_ROOT_PATH = 'parameters.root';

const URL_TEMPLATE_FIELD = 'urlTemplate';

/**
 * The form field a contract field name points at. The API and the SDK's schema name parameter
 * fields by the parameter's name (`urlTemplate.utm_source.value`); the form holds ordered rows, so
 * the row is found by its name among the rows that apply. Null for fields the form does not show.
 */
export function findFormPath(field: string, rows: readonly ParameterRow[]): string | null {
  if (field === 'name') return 'name';
  if (field === URL_TEMPLATE_FIELD) return PARAMETERS_ROOT_PATH;
  const prefix = `${URL_TEMPLATE_FIELD}.`;
  if (!field.startsWith(prefix)) return null;
  const rest = field.slice(prefix.length);
  // Parameter names may hold dots themselves, so the part is read from the end.
  const part = rest.endsWith('.value') ? 'value' : rest.endsWith('.name') ? 'key' : null;
  if (part === null) return null;
  const key = rest.slice(0, -(part === 'value' ? '.value' : '.name').length);
  const index = findRowIndex(rows, key);
  return index === -1 ? null : `parameters.${String(index)}.${part}`;
}

/** The first row that applies with this name (the one a template map keeps). */
function findRowIndex(rows: readonly ParameterRow[], key: string): number {
  return rows.findIndex((row) => !row.toBeDeleted && row.key.trim() === key);
}

/** Every contract field name of the rows that apply, for the request error handler's filter. */
export function listContractFieldNames(rows: readonly ParameterRow[]): string[] {
  const names = ['name', URL_TEMPLATE_FIELD];
  for (const row of rows) {
    if (row.toBeDeleted) continue;
    const key = row.key.trim();
    names.push(`${URL_TEMPLATE_FIELD}.${key}.value`, `${URL_TEMPLATE_FIELD}.${key}.name`);
  }
  return names;
}
