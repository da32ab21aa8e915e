import { NUL_CHARACTER_NOT_ALLOWED } from '@utmost/ads-sdk';

/**
 * Names every field of `value` whose text holds a NUL character (U+0000), for a 400 before the
 * value reaches the database: PostgreSQL refuses NUL in `text` and `jsonb` with an error that
 * would otherwise be a 500. Fields are named as the validation errors name them
 * (`body.urlTemplate.0.value`, `querystring.q`); an object key holding NUL names its object.
 */
export function findNulCharacters(value: unknown, source: string): Record<string, string> {
  const fields: Record<string, string> = {};
  collect(value, [source], fields);
  return fields;
}

function collect(value: unknown, path: string[], fields: Record<string, string>): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) fields[path.join('.')] = NUL_CHARACTER_NOT_ALLOWED;
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collect(item, [...path, String(index)], fields);
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) {
      fields[path.join('.')] = NUL_CHARACTER_NOT_ALLOWED;
      continue;
    }
    collect(item, [...path, key], fields);
  }
}
