import type { components } from '../generated/schema.js';
import type { Platform } from '../rules/ad-accounts.js';

// What `utmost` prints: lines for people (tab-separated, so `cut` and `awk` work too) or one JSON
// document for pipes, and the one-line error on stderr.

type RunCounts = components['schemas']['RunCounts'];

/** One account's run as `runs start` reports it. */
export interface RunReport {
  platform: Platform;
  resourceName: string;
  accountName: string;
  /** The start's outcome, or the run's state once waited for. */
  state: 'queued' | 'running' | 'waiting' | 'completed' | 'failed' | 'not_run';
  jobId: string | null;
  /** Why an account was not run or a run failed. */
  reason: string | null;
  counts: RunCounts | null;
}

export function isRunReportFailed(report: RunReport): boolean {
  return report.state === 'failed' || report.state === 'not_run';
}

function describeCounts(counts: RunCounts): string {
  return Object.entries(counts)
    .map(([status, count]) => `${String(count)} ${status}`)
    .join(', ');
}

function describeRunReport(report: RunReport): string {
  if (report.state === 'queued' || report.state === 'running') return `job ${report.jobId ?? ''}`;
  const counts = report.counts ? describeCounts(report.counts) : '';
  return [counts, report.reason ?? ''].filter(Boolean).join('; ');
}

/** `runs start`'s output: a line per account, or a JSON array with `--json`. */
export function formatRunReports(reports: readonly RunReport[], json: boolean): string {
  if (json) return `${JSON.stringify(reports)}\n`;
  return reports
    .map((report) =>
      [report.accountName, report.resourceName, report.state, describeRunReport(report)].join('\t'),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/** The stderr line of a failure: the typed error's code and message, and the request to quote. */
export function formatCliError(error: {
  code: string;
  message: string;
  requestId?: string | undefined;
}): string {
  const request = error.requestId ? ` (request ${error.requestId})` : '';
  return `${error.code}: ${error.message}${request}\n`;
}
