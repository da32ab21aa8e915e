import type { UrlTemplateMap } from '@utmost/ads-sdk';
import { isActiveRow, type ParameterRow } from './template-form-values';

/**
 * The names of the parameters a preset would replace: every named row still in the template
 * (removed rows go anyway) that the preset does not hold as it is — same name, value and kind.
 * Empty when applying the preset loses nothing, so it needs no asking.
 */
export function findReplacedParameters(
  rows: readonly ParameterRow[],
  preset: UrlTemplateMap,
): string[] {
  const replaced: string[] = [];
  for (const row of rows) {
    const key = row.key.trim();
    if (!isActiveRow(row) || key === '' || replaced.includes(key)) continue;
    const kept = Object.hasOwn(preset, key) ? preset[key] : undefined;
    if (kept?.value === row.value.trim() && kept.isDynamic === row.isDynamic) continue;
    replaced.push(key);
  }
  return replaced;
}
