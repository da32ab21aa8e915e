import type { UrlTemplateMap } from '@utmost/ads-sdk';

/** One parameter as the editor holds it: the map's entry plus its name, so rows can be reordered. */
export interface ParameterRow {
  /** The row's identity while the editor is open (React keys, focus); never stored or sent. */
  id: string;
  key: string;
  value: string;
  isDynamic: boolean;
  /** Removed in the editor; kept (and restorable) until the template is published (spec §3). */
  toBeDeleted: boolean;
}

/** The editor's form: a name and the ordered parameters. Drafts store exactly this. */
export interface TemplateFormValues {
  name: string;
  parameters: ParameterRow[];
}

let lastRowNumber = 0;

/** A row with a fresh identity; empty unless given its fields. */
export function createParameterRow(fields: Partial<Omit<ParameterRow, 'id'>> = {}): ParameterRow {
  lastRowNumber += 1;
  return {
    id: `row-${String(lastRowNumber)}`,
    key: '',
    value: '',
    isDynamic: false,
    toBeDeleted: false,
    ...fields,
  };
}

/** The rows of a stored template, in its order (the map's key order is the URL's). */
export function toParameterRows(template: UrlTemplateMap): ParameterRow[] {
  return Object.entries(template).map(([key, entry]) =>
    createParameterRow({
      key,
      value: entry.value,
      isDynamic: entry.isDynamic,
      toBeDeleted: entry.toBeDeleted === true,
    }),
  );
}

export function isActiveRow(row: ParameterRow): boolean {
  return !row.toBeDeleted;
}

/**
 * The template map of the rows that apply: removed rows and rows without a name are left out, and
 * of two rows with one name the first wins (the form reports the second). What the preview sends.
 */
export function toActiveTemplateMap(rows: readonly ParameterRow[]): UrlTemplateMap {
  const template: UrlTemplateMap = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!isActiveRow(row) || key === '' || Object.hasOwn(template, key)) continue;
    template[key] = { value: row.value, isDynamic: row.isDynamic };
  }
  return template;
}

/** Two forms hold the same template (what decides whether there is anything to publish). */
export function isSameTemplate(left: TemplateFormValues, right: TemplateFormValues): boolean {
  return JSON.stringify(normalize(left)) === JSON.stringify(normalize(right));
}

function normalize(values: TemplateFormValues) {
  return {
    name: values.name.trim(),
    parameters: values.parameters
      .filter(isActiveRow)
      .map((row) => [row.key.trim(), row.value.trim(), row.isDynamic]),
  };
}
