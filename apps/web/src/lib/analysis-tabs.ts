import { notFound } from '@tanstack/react-router';

/**
 * The tabs of an ad account's search term analysis, one per result kind the spec caches (§9:
 * SearchTermValidationResults, SearchTermNgramResults, negative-planner). Any other name in the
 * URL is a page that does not exist.
 */
const ANALYSIS_TABS = ['search-terms', 'n-grams', 'negative-planner'] as const;
type AnalysisTab = (typeof ANALYSIS_TABS)[number];

export function parseAnalysisTabParam(value: string): AnalysisTab {
  if (!(ANALYSIS_TABS as readonly string[]).includes(value)) throw notFound();
  return value as AnalysisTab;
}
