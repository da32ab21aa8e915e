// The template shape of spec §3: `urlTemplate` is an ordered map of parameter name to
// `{ value, isDynamic, toBeDeleted }`. The order of the map is the order parameters are written in.

export interface TemplateParameter {
  /** Static text, or for a dynamic value its placeholder(s): `{campaign_name}`, `q1_{keyword}`. */
  value: string;
  isDynamic: boolean;
  /** The editor marks removed rows instead of deleting them; they are dropped on load. */
  toBeDeleted?: boolean;
}

export type UrlTemplateMap = Record<string, TemplateParameter>;

export interface TemplateEntry {
  name: string;
  value: string;
  isDynamic: boolean;
}

/** The template's parameters in order, without the rows flagged `toBeDeleted` (spec §3). */
export function loadTemplate(urlTemplate: UrlTemplateMap): TemplateEntry[] {
  const entries: TemplateEntry[] = [];
  for (const [name, parameter] of Object.entries(urlTemplate)) {
    if (parameter.toBeDeleted === true) continue;
    entries.push({ name, value: parameter.value, isDynamic: parameter.isDynamic });
  }
  return entries;
}

/** The inverse of `loadTemplate`, for presets and defaults served in the spec's shape. */
export function toUrlTemplateMap(entries: readonly TemplateEntry[]): UrlTemplateMap {
  const urlTemplate: UrlTemplateMap = {};
  for (const entry of entries) {
    urlTemplate[entry.name] = { value: entry.value, isDynamic: entry.isDynamic };
  }
  return urlTemplate;
}
