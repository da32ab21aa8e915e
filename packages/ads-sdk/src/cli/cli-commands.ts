import type { UtmostOrganizationClient } from '../client/create-utmost-client.js';
import { paginate } from '../client/paginate.js';
import { waitForRun } from '../client/wait-for-run.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import type { Platform } from '../rules/ad-accounts.js';
import { formatSearchTermCsvHeader, formatSearchTermCsvLine } from '../rules/search-term-csv.js';
import type { RunReport } from './cli-output.js';
import type { CliCommand } from './parse-cli-arguments.js';

// What each `utmost` command does with the API, on the SDK's own helpers (waitForRun, paginate),
// so the command line and a script behave alike.

type AdAccount = components['schemas']['AdAccount'];
type TaggingRunOutcome = components['schemas']['TaggingRunOutcome'];
type RunsStart = Extract<CliCommand, { kind: 'runs-start' }>;
type SearchTermsExport = Extract<CliCommand, { kind: 'search-terms-export' }>;

/** A failure of the command itself rather than of a call (an account not found, a failed run). */
export class CliFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

function isNamed(account: AdAccount, names: readonly string[]): boolean {
  return names.includes(account.resourceName) || names.includes(account.adAccountId);
}

function toRunReport(
  platform: Platform,
  account: AdAccount,
  outcome: TaggingRunOutcome,
): RunReport {
  return {
    platform,
    resourceName: outcome.resourceName,
    accountName: account.name,
    state: outcome.state,
    jobId: outcome.jobId,
    reason: outcome.reason,
    counts: outcome.counts,
  };
}

/**
 * `runs start`: one start per platform for its chosen accounts, answered at once (`wait: false`);
 * with `wait`, each run is followed to its end. An account named that the organization does not
 * have fails the command before anything starts.
 */
export async function startRuns(
  client: UtmostOrganizationClient,
  organizationId: string,
  command: RunsStart,
): Promise<RunReport[]> {
  const chosen: { platform: Platform; accounts: AdAccount[] }[] = [];
  for (const platform of command.platforms) {
    const { content: accounts } = unwrap(
      await client.GET('/api/v1/{platform}/ads/accounts', { params: { path: { platform } } }),
    );
    const names = command.accounts;
    chosen.push({
      platform,
      accounts: accounts.filter((account) =>
        names === 'all' ? account.enabled : isNamed(account, names),
      ),
    });
  }
  if (command.accounts !== 'all') {
    const found = chosen.flatMap(({ accounts }) => accounts);
    const missing = command.accounts.filter(
      (name) => !found.some((account) => isNamed(account, [name])),
    );
    if (missing.length > 0) {
      throw new CliFailure(
        'NOT_FOUND',
        `No such ad account in this organization: ${missing.join(', ')}`,
      );
    }
  }
  const reports: RunReport[] = [];
  for (const { platform, accounts } of chosen) {
    if (accounts.length === 0) continue;
    const { content: outcomes } = unwrap(
      await client.POST('/api/v1/{platform}/ads/autoUrlTemplate', {
        params: { path: { platform }, query: { wait: false } },
        body: { adAccounts: accounts.map((account) => account.resourceName) },
      }),
    );
    for (const outcome of outcomes) {
      const account = accounts.find((candidate) => candidate.resourceName === outcome.resourceName);
      if (account) reports.push(toRunReport(platform, account, outcome));
    }
  }
  if (!command.wait) return reports;
  return Promise.all(reports.map((report) => waitForReport(client, organizationId, report)));
}

async function waitForReport(
  client: UtmostOrganizationClient,
  organizationId: string,
  report: RunReport,
): Promise<RunReport> {
  if (report.jobId === null) return report;
  const reference = {
    kind: 'tagging',
    platform: report.platform,
    jobId: report.jobId,
    organizationId,
  } as const;
  const { state, run } = await waitForRun(client, reference);
  return { ...report, state, counts: run.counts };
}

/**
 * `search-terms export`: the results of the latest finished validation (or `jobId`, or a run
 * started and waited for with `validate`), page by page, written as they come.
 */
export async function exportSearchTerms(
  client: UtmostOrganizationClient,
  organizationId: string,
  command: SearchTermsExport,
  write: (text: string) => void,
): Promise<number> {
  let jobId = command.jobId;
  if (command.validate) {
    const { content: queued } = unwrap(
      await client.POST('/api/v1/google/searchTerms/adAccounts/validate', {
        body: { adAccounts: [`customers/${command.adAccountId}`] },
      }),
    );
    const started = queued[0];
    if (!started) throw new CliFailure('NOT_FOUND', 'The validation started no run');
    const { state, run } = await waitForRun(client, {
      kind: 'searchTermValidation',
      jobId: started.jobId,
      organizationId,
    });
    if (state === 'failed') {
      throw new CliFailure(
        'RUN_FAILED',
        `The validation failed: ${run.failureReason ?? 'no reason given'}`,
      );
    }
    jobId = run.jobId;
  }
  const query = {
    adAccountId: command.adAccountId,
    ...(jobId !== undefined && { jobId }),
    ...(command.decision !== 'all' && { decision: command.decision }),
  };
  const rows = paginate(client, '/api/v1/google/searchTerms/results', { params: { query } });
  let count = 0;
  if (command.format === 'csv') write(`${formatSearchTermCsvHeader()}\n`);
  else write('[');
  for await (const row of rows) {
    if (command.format === 'csv') write(`${formatSearchTermCsvLine(row)}\n`);
    else write(`${count === 0 ? '' : ','}\n${JSON.stringify(row)}`);
    count += 1;
  }
  if (command.format === 'json') write(count === 0 ? ']\n' : '\n]\n');
  return count;
}
