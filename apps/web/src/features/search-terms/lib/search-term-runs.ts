import type { SearchTermJobRun, SearchTermRunSummary } from '@utmost/ads-sdk/query';

/** The runs that can be opened: every finished one (a pending run has no results yet). */
export function listFinishedRuns(runs: readonly SearchTermJobRun[]): SearchTermJobRun[] {
  return runs.filter((run) => run.state !== 'pending');
}

/**
 * Whether the tab shows a run older than the account's latest: an address naming one that is not
 * the latest. While the runs are unknown, a named run counts as earlier (choosing the latest
 * removes it from the address).
 */
export function isEarlierRun(
  jobId: string | undefined,
  finishedRuns: readonly SearchTermJobRun[] | undefined,
): boolean {
  return jobId !== undefined && jobId !== finishedRuns?.[0]?.jobId;
}

/** Which way a figure went since the previous run, and by how much (never negative). */
export interface FigureChange {
  direction: 'up' | 'down' | 'none';
  difference: number;
}

function compareFigure(current: number, previous: number): FigureChange {
  const change = current - previous;
  return {
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'none',
    difference: Math.abs(change),
  };
}

/** The summary's figures the tab compares with the previous run. */
export interface RunComparison {
  excludedImpressions: FigureChange;
  excludedCostMicros: FigureChange;
  excludedTerms: FigureChange;
}

/** How the shown run’s wasted spend, its terms’ impressions and their number moved since the previous. */
export function compareRunSummaries(
  current: SearchTermRunSummary,
  previous: SearchTermRunSummary,
): RunComparison {
  return {
    excludedImpressions: compareFigure(current.excludedImpressions, previous.excludedImpressions),
    excludedCostMicros: compareFigure(current.excludedCostMicros, previous.excludedCostMicros),
    excludedTerms: compareFigure(current.excludedTerms, previous.excludedTerms),
  };
}
