import { describe, expect, it } from 'vitest';
import {
  formatCliError,
  formatRunReports,
  isRunReportFailed,
  type RunReport,
} from './cli-output.js';

const COUNTS = {
  total: 16,
  updated: 12,
  skipped: 3,
  not_supported: 1,
  partially_updated: 0,
  error: 0,
};
const COMPLETED: RunReport = {
  platform: 'google',
  resourceName: 'customers/4120000001',
  accountName: 'Hearthly',
  state: 'completed',
  jobId: 'c454b3be-2622-4841-b335-dd7b5a68fd7e',
  reason: null,
  counts: COUNTS,
};
const QUEUED: RunReport = { ...COMPLETED, state: 'running', counts: null };
const NOT_RUN: RunReport = {
  ...COMPLETED,
  resourceName: 'urn:li:sponsoredAccount:5',
  accountName: 'Apollo',
  platform: 'linkedin',
  state: 'not_run',
  jobId: null,
  reason: 'disabled',
  counts: null,
};

describe('formatRunReports', () => {
  it('writes a tab-separated line per account: name, resource, state, what happened', () => {
    expect(formatRunReports([COMPLETED, QUEUED, NOT_RUN], false)).toBe(
      'Hearthly\tcustomers/4120000001\tcompleted\t16 total, 12 updated, 3 skipped, 1 not_supported, 0 partially_updated, 0 error\n' +
        'Hearthly\tcustomers/4120000001\trunning\tjob c454b3be-2622-4841-b335-dd7b5a68fd7e\n' +
        'Apollo\turn:li:sponsoredAccount:5\tnot_run\tdisabled\n',
    );
  });

  it('writes one JSON array for pipes, with every field', () => {
    const output = formatRunReports([COMPLETED, NOT_RUN], true);
    expect(output.endsWith('\n')).toBe(true);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(output)).toEqual([COMPLETED, NOT_RUN]);
  });

  it('writes nothing but an empty array when no account ran', () => {
    expect(formatRunReports([], false)).toBe('');
    expect(formatRunReports([], true)).toBe('[]\n');
  });
});

describe('isRunReportFailed', () => {
  it('counts a failed run and an account not run as failures, a running one not', () => {
    expect(
      [COMPLETED, QUEUED, NOT_RUN, { ...COMPLETED, state: 'failed' as const }].map(
        isRunReportFailed,
      ),
    ).toEqual([false, false, true, true]);
  });
});

describe('formatCliError', () => {
  it("writes the error's code and message, and the request id when there is one", () => {
    expect(formatCliError({ code: 'NOT_FOUND', message: 'Not found.', requestId: 'r-1' })).toBe(
      'NOT_FOUND: Not found. (request r-1)\n',
    );
    expect(formatCliError({ code: 'FETCH_ERROR', message: 'Network down.' })).toBe(
      'FETCH_ERROR: Network down.\n',
    );
  });
});
