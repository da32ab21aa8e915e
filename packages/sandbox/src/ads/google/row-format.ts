import { findGaqlField, toJsonPath, type GaqlField, type GaqlRow } from './gaql/gaql-fields.js';
import type { BoundQuery } from './gaql/gaql-binder.js';

// GoogleAdsRow in REST JSON: one object per resource, lowerCamelCase names, int64 as strings,
// doubles as numbers, enums as names; unset and empty repeated fields left out (proto3 JSON).
// Each resource touched by the SELECT also carries its resourceName, as Google's answers do.

type JsonObject = Record<string, unknown>;

function encodeValue(field: GaqlField, raw: unknown): unknown {
  if (raw === null || raw === undefined) return undefined;
  if (Array.isArray(raw)) return raw.length === 0 ? undefined : raw;
  if (field.type === 'INT64') return String(raw);
  if (field.type === 'STRING' && raw === '') return undefined;
  return raw;
}

function setPath(target: JsonObject, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (child !== null && typeof child === 'object') node = child as JsonObject;
    else {
      const created: JsonObject = {};
      node[key] = created;
      node = created;
    }
  }
  const leaf = path[path.length - 1];
  if (leaf !== undefined) node[leaf] = value;
}

/** The resource-name fields implied by the selected ones: `campaign.resource_name`, … */
function listImpliedResourceNames(fields: GaqlField[]): GaqlField[] {
  const names = new Set<string>();
  for (const field of fields) {
    if (field.resource === 'metrics' || field.resource === 'segments') continue;
    names.add(`${field.resource}.resource_name`);
    if (field.name.startsWith('ad_group_ad.ad.')) names.add('ad_group_ad.ad.resource_name');
  }
  for (const field of fields) names.delete(field.name);
  return [...names].flatMap((name) => {
    const field = findGaqlField(name);
    return field ? [field] : [];
  });
}

export interface RowFormatter {
  format(row: GaqlRow): JsonObject;
  fieldMask: string;
}

export function createRowFormatter(query: BoundQuery): RowFormatter {
  const implied = query.omitUnselectedResourceNames ? [] : listImpliedResourceNames(query.fields);
  const columns = [...implied, ...query.fields].map((field) => ({
    field,
    path: toJsonPath(field.name),
  }));
  return {
    fieldMask: query.fields.map((field) => toJsonPath(field.name).join('.')).join(','),
    format(row) {
      const result: JsonObject = {};
      for (const { field, path } of columns) {
        const value = encodeValue(field, field.read(row));
        if (value !== undefined) setPath(result, path, value);
      }
      return result;
    },
  };
}
