// A full Google tagging run over the sandbox's "Scale test" account (SANDBOX_ADS_PER_SCALE_ACCOUNT
// ads, 100,000 by default), end to end through the real code: the app and the sandbox in this
// process, POST autoUrlTemplate, the pg-boss worker, the run executor, the engine, the platform
// client's listing and mutate batches, the bulk result writes. On PGlite, and on PostgreSQL too
// when BENCH_DATABASE_URL is set (a throwaway database, dropped afterwards). Prints ads/s end to
// end, result rows written/s, and the time inside the platform client's fetch calls (waiting on
// the in-process sandbox) against the rest (our code), of which the time inside database
// statements by statement kind, with the run's counts. Not a timed test.
//
//   pnpm --filter @utmost/api run bench        (both benchmarks)
//   tsx bench/full-run.bench.ts                (this one)
import { performance } from 'node:perf_hooks';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { count, eq } from 'drizzle-orm';
import { runResults, type StoredRunCounts } from '../src/features/tagging-runs/schema.js';
import { grantOrganizationScope } from '../src/core/db/organization-scope.js';
import {
  findTaggingRunsByIds,
  type TaggingRunRow,
} from '../src/features/tagging-runs/repositories/tagging-run-repository.js';
import { buildBenchApp } from './bench-app.js';
import {
  createBenchDatabase,
  listBenchDatabaseKinds,
  type BenchDatabaseKind,
} from './bench-database.js';
import {
  DATABASE_LABELS,
  describeMachine,
  formatCount,
  formatSeconds,
  formatShare,
} from './bench-format.js';
import {
  callApi,
  createBenchOrganization,
  prepareAdAccount,
  readContent,
} from './bench-organization.js';
import { timeDatabaseCalls, type DatabaseTiming } from './timed-database.js';
import { createTimedFetch, type FetchTiming } from './timed-fetch.js';

const ADS = Number(process.env.SANDBOX_ADS_PER_SCALE_ACCOUNT ?? 100_000);
const SCALE = {
  login: SANDBOX_AD_CATALOG.google.logins.scale,
  id: SANDBOX_AD_CATALOG.google.customers.scale,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.scale}`,
};
/**
 * Static UTMs: one ad in ten of the scale account already carries exactly these (skipped), the
 * legacy expanded dynamic search ads are not supported, the rest are updated.
 */
const TEMPLATE_UTMS = { utm_source: 'google', utm_medium: 'cpc' };
const POLL_MS = 100;

interface RunOutcome {
  state: string;
  jobId: string | null;
  counts: StoredRunCounts | null;
}

async function waitUntilFinished(
  db: Parameters<typeof findTaggingRunsByIds>[0],
  organizationId: string,
  runId: string,
): Promise<TaggingRunRow> {
  const scope = grantOrganizationScope(organizationId, 'owner');
  for (;;) {
    const [run] = await findTaggingRunsByIds(db, scope, [runId]);
    if (!run) throw new Error(`Run ${runId} vanished`);
    if (run.state === 'completed' || run.state === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function measureFullRun(kind: BenchDatabaseKind): Promise<void> {
  const benchDatabase = await createBenchDatabase(kind);
  const timedFetch = createTimedFetch();
  const timedDatabase = timeDatabaseCalls(benchDatabase.database);
  const bench = await buildBenchApp(benchDatabase, {
    env: {
      SANDBOX_ADS_PER_SCALE_ACCOUNT: String(ADS),
      // The start answers `running` after this; the benchmark then waits for the run itself.
      RUN_WAIT_TIMEOUT_SECONDS: '175',
    },
    workers: { wrapPlatformFetch: timedFetch.wrap },
  });
  try {
    const { app, config } = bench;
    const { db } = benchDatabase.database;
    const organization = await createBenchOrganization(app, db, config.publicUrl);
    await prepareAdAccount(app, organization, 'google', SCALE, TEMPLATE_UTMS);

    timedFetch.reset();
    timedDatabase.reset();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const [outcome] = readContent<RunOutcome[]>(
      await callApi(app, organization, 'POST', 'google/ads/autoUrlTemplate', {
        adAccounts: [SCALE.resourceName],
      }),
      200,
      'start run',
    );
    if (!outcome?.jobId) throw new Error(`The run did not start: ${JSON.stringify(outcome)}`);
    const run = await waitUntilFinished(db, organization.id, outcome.jobId);
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const database = { ...timedDatabase.timing, byKind: new Map(timedDatabase.timing.byKind) };
    const [stored] = await db
      .select({ rows: count() })
      .from(runResults)
      .where(eq(runResults.runId, run.id));
    printFullRun(kind, run, {
      elapsedMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      rows: stored?.rows ?? 0,
      answeredState: outcome.state,
      sandbox: timedFetch.timing,
      database,
    });
  } finally {
    await bench.close();
    await benchDatabase.destroy();
  }
}

function printFullRun(
  kind: BenchDatabaseKind,
  run: TaggingRunRow,
  measured: {
    elapsedMs: number;
    cpuMs: number;
    rows: number;
    answeredState: string;
    sandbox: FetchTiming;
    database: DatabaseTiming;
  },
): void {
  const { elapsedMs, rows, sandbox, database } = measured;
  const counts = run.counts;
  const total = counts?.total ?? 0;
  const workerMs =
    run.startedAt && run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : NaN;
  const oursMs = elapsedMs - sandbox.busyMs;
  const calls = [...sandbox.byMethod]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([method, calls]) => `${method} ${formatCount(calls)}`)
    .join(', ');
  console.log(`full run on ${DATABASE_LABELS[kind]} (${describeMachine()}):`);
  console.log(
    `  run ${run.state}${run.failureReason ? ` (${run.failureReason})` : ''}, start answered '${measured.answeredState}'`,
  );
  console.log(
    `  counts: total ${formatCount(total)}, updated ${formatCount(counts?.updated ?? 0)}, skipped ${formatCount(counts?.skipped ?? 0)}, not_supported ${formatCount(counts?.not_supported ?? 0)}, partially_updated ${formatCount(counts?.partially_updated ?? 0)}, error ${formatCount(counts?.error ?? 0)}`,
  );
  console.log(
    `  end to end (POST to finished run): ${formatSeconds(elapsedMs)}, ${formatCount((total * 1000) / elapsedMs)} ads/s`,
  );
  console.log(`  in the worker (claimed to finished): ${formatSeconds(workerMs)}`);
  console.log(
    `  result rows written: ${formatCount(rows)} rows, ${formatCount((rows * 1000) / elapsedMs)} rows/s end to end ` +
      `(a changed ad's row is written before its change is sent and again with the platform's answer)`,
  );
  console.log(
    `  waiting on the sandbox: ${formatSeconds(sandbox.busyMs)} (${formatShare(sandbox.busyMs, elapsedMs)}) ` +
      `= time inside the platform client's fetch calls; the sandbox runs in this process, so its own work counts here`,
  );
  console.log(
    `  our code: ${formatSeconds(oursMs)} (${formatShare(oursMs, elapsedMs)}) = the rest: engine, database, SQL building, paging, JSON, job queue` +
      (kind === 'pglite'
        ? " (and the sandbox's debounced state-file saves of embedded mode, which run outside the calls)"
        : ''),
  );
  console.log(
    `    of which inside database statements: ${formatSeconds(database.busyMs)} (${formatShare(database.busyMs, elapsedMs)}), ${formatCount(database.statements)} statements` +
      (kind === 'pglite'
        ? ' (PGlite runs in this process; pg-boss shares it)'
        : ' (app pool; pg-boss has its own)'),
  );
  const slowest = [...database.byKind].sort(([, left], [, right]) => right.ms - left.ms);
  for (const [statement, total] of slowest.slice(0, 6)) {
    console.log(
      `      ${statement.padEnd(34)} ${formatSeconds(total.ms).padStart(7)} in ${formatCount(total.count)} statements`,
    );
  }
  console.log(`  sandbox calls: ${formatCount(sandbox.requests)} (${calls})`);
  console.log(
    `  process CPU during the run: ${formatSeconds(measured.cpuMs)} (app, workers, sandbox${kind === 'pglite' ? ', PGlite' : ''}; PostgreSQL's own CPU not included)`,
  );
}

console.log(
  `full Google run over the sandbox's "Scale test" account (${formatCount(ADS)} ads), ${describeMachine()}`,
);
for (const kind of listBenchDatabaseKinds()) await measureFullRun(kind);
