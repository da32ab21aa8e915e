import type { UrlTemplateMap } from '@utmost/ads-sdk';

interface ParametersSummary {
  /** The first names, in the template's order. */
  shown: string[];
  /** How many more there are. */
  hiddenCount: number;
}

/** What the list shows of a template's parameters: the first few names and a count of the rest. */
export function summarizeParameters(template: UrlTemplateMap, shownCount = 3): ParametersSummary {
  const names = Object.keys(template);
  return { shown: names.slice(0, shownCount), hiddenCount: Math.max(0, names.length - shownCount) };
}
