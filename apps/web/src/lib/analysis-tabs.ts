import { notFound } from '@tanstack/react-router';

/**
 * The tabs of an ad account's search term analysis, in the order the tab bar shows them. A tab
 * joins the list when its page is built; any other name in the URL is a page that does not exist.
 */
export const ANALYSIS_TABS = ['search-terms', 'n-grams', 'negative-planner'] as const;
export type AnalysisTab = (typeof ANALYSIS_TABS)[number];

export function parseAnalysisTabParam(value: string): AnalysisTab {
  if (!(ANALYSIS_TABS as readonly string[]).includes(value)) throw notFound();
  return value as AnalysisTab;
}

/**
 * What a tab switch keeps of the address: the run the user opened (and with it the period that
 * run judged; the account is the path's). A tab's own view (its sort, filters and page) stays
 * behind, since another tab has other columns.
 */
export function findSharedAnalysisSearch(search: { jobId?: string }): { jobId?: string } {
  return search.jobId === undefined ? {} : { jobId: search.jobId };
}
