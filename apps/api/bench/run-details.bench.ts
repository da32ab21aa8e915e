// Run-details page latency over a 100,000-result Google run (BENCH_RESULTS to change), on PGlite
// and, when BENCH_DATABASE_URL is set, on PostgreSQL (a throwaway database, dropped afterwards).
// The run is not produced by a platform run: 100,000 synthetic but realistic results
// (synthetic-results.ts) are written through writeRunResults, the executor's bulk write, next to
// an earlier 100,000-result run of the same account. Then a mix of GET
// /api/v1/run-history/google/run-details calls (run-details-queries.ts: first page, every sort
// key both ways, each status tile, the id lists, random and deep offsets, page jumps) goes
// through app.inject, shuffled, warm-up excluded; p50 / p95 / max are printed per query kind and
// overall, twice: as written, then after the VACUUM (ANALYZE) the executor ends a big run with.
// For the kinds that miss the 50 ms p95 target, the worst few get the EXPLAIN ANALYZE of their
// slowest run_results statement (BENCH_EXPLAIN=all for every one, none for none). Not a timed test.
//
//   pnpm --filter @utmost/api run bench        (both benchmarks)
//   tsx bench/run-details.bench.ts             (this one)
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { sql } from 'drizzle-orm';
import { buildBenchApp } from './bench-app.js';
import {
  createBenchDatabase,
  listBenchDatabaseKinds,
  type BenchDatabase,
  type BenchDatabaseKind,
} from './bench-database.js';
import {
  DATABASE_LABELS,
  describeMachine,
  formatCount,
  formatMs,
  formatSeconds,
} from './bench-format.js';
import { createBenchOrganization, prepareAdAccount } from './bench-organization.js';
import { explainStatement } from './explain-statement.js';
import { summarizeLatencies, type LatencySummary } from './latency-stats.js';
import { fillRuns } from './run-details-fill.js';
import { listQueryKinds, type QueryKind } from './run-details-queries.js';
import {
  requestDetails,
  sampleKinds,
  type DetailsPage,
  type Sample,
} from './run-details-sampling.js';
import { timeDatabaseCalls } from './timed-database.js';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 100_000);
const SAMPLES_PER_KIND = Number(process.env.BENCH_SAMPLES_PER_KIND ?? 30);
const WARM_UP_PER_KIND = 3;
const TARGET_P95_MS = 50;
/** Which missing kinds get an EXPLAIN: the worst few (default), every one, or none. */
const EXPLAIN_MODE = process.env.BENCH_EXPLAIN ?? 'worst';
const EXPLAIN_WORST = 3;
/**
 * First as written, with no planner statistics: what a page sees while a big run is still being
 * written (autovacuum is held off here, so the phase is repeatable). Then as the executor leaves
 * the table after every run of 1,000 results or more (refreshRunResultStatistics): planner
 * statistics and visibility map up to date.
 */
const AS_WRITTEN = 'as written, before the end-of-run VACUUM';
const AFTER_VACUUM = 'after VACUUM (ANALYZE)';
const SCALE_ACCOUNT = {
  login: SANDBOX_AD_CATALOG.google.logins.scale,
  id: SANDBOX_AD_CATALOG.google.customers.scale,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.scale}`,
};

function printLine(name: string, summary: LatencySummary): void {
  const cells = [summary.p50, summary.p95, summary.max].map((ms) => formatMs(ms).padStart(9));
  const mark = summary.p95 > TARGET_P95_MS ? '  > target' : '';
  console.log(
    `    ${name.padEnd(36)} ${String(summary.samples).padStart(5)} ${cells.join(' ')}${mark}`,
  );
}

/** Prints the table; answers the slowest sample of each kind that misses the target, worst first. */
function printSamples(label: string, kinds: readonly QueryKind[], samples: Sample[]): Sample[] {
  console.log(`  ${label}:`);
  const header = ['n', 'p50', 'p95', 'max'].map((title, index) =>
    title.padStart(index === 0 ? 5 : 9),
  );
  console.log(`    ${'query kind'.padEnd(36)} ${header.join(' ')}`);
  const missed: { sample: Sample; p95: number }[] = [];
  for (const kind of kinds) {
    const ofKind = samples.filter((sample) => sample.kind === kind.name);
    const summary = summarizeLatencies(ofKind.map((sample) => sample.ms));
    printLine(kind.name, summary);
    if (summary.p95 > TARGET_P95_MS) {
      const slowest = ofKind.reduce((left, right) => (right.ms > left.ms ? right : left));
      missed.push({ sample: slowest, p95: summary.p95 });
    }
  }
  const overall = summarizeLatencies(samples.map((sample) => sample.ms));
  printLine('overall', overall);
  missed.sort((left, right) => right.p95 - left.p95);
  const verdict =
    missed.length === 0
      ? 'every kind meets it'
      : `${missed.length} kind(s) miss it, worst first: ${missed.map(({ sample }) => sample.kind).join('; ')}`;
  console.log(
    `    target p95 ≤ ${TARGET_P95_MS} ms: overall ${overall.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}; ${verdict}`,
  );
  return missed.map(({ sample }) => sample);
}

/**
 * Replays the slowest sample of each chosen kind and explains the statement that read
 * run_results for longest (the page or its count), exactly as the app sent it.
 */
async function explainMisses(
  page: DetailsPage,
  benchDatabase: BenchDatabase,
  timed: ReturnType<typeof timeDatabaseCalls>,
  missed: Sample[],
): Promise<void> {
  if (EXPLAIN_MODE === 'none') return;
  const chosen = EXPLAIN_MODE === 'all' ? missed : missed.slice(0, EXPLAIN_WORST);
  for (const sample of chosen) {
    const statements = await timed.record(() => requestDetails(page, sample.parameters));
    const reads = statements.filter((statement) => statement.text.includes('"run_results"'));
    if (reads.length === 0) continue;
    const slowest = reads.reduce((left, right) => (right.ms > left.ms ? right : left));
    console.log(`    EXPLAIN ANALYZE, ${sample.kind} ${JSON.stringify(sample.parameters)}:`);
    for (const line of await explainStatement(benchDatabase.database, slowest)) {
      console.log(`      ${line}`);
    }
  }
}

async function describeStatistics(benchDatabase: BenchDatabase): Promise<string> {
  const result = await benchDatabase.database.db.execute(
    sql`select count(*)::int as columns from pg_stats where tablename = 'run_results'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    columns: number;
  }[];
  return (rows[0]?.columns ?? 0) > 0 ? 'planner statistics present' : 'no planner statistics';
}

async function measureRunDetails(kind: BenchDatabaseKind): Promise<void> {
  const benchDatabase = await createBenchDatabase(kind);
  const timed = timeDatabaseCalls(benchDatabase.database);
  const bench = await buildBenchApp(benchDatabase);
  try {
    const { app, config } = bench;
    const { db } = benchDatabase.database;
    // A throwaway database: autovacuum waits for the second phase, so the first is repeatable.
    await db.execute(sql`alter table run_results set (autovacuum_enabled = false)`);
    const organization = await createBenchOrganization(app, db, config.publicUrl);
    const utms = { utm_source: 'google', utm_medium: 'cpc' };
    await prepareAdAccount(app, organization, 'google', SCALE_ACCOUNT, utms);
    const run = await fillRuns(db, organization.id, SCALE_ACCOUNT.resourceName, RESULTS);
    const { counts, account } = run;
    const adGroups = account.campaigns.reduce((sum, campaign) => sum + campaign.adGroups.length, 0);
    console.log(`run details on ${DATABASE_LABELS[kind]} (${describeMachine()}):`);
    console.log(
      `  filled: ${formatCount(run.rowsWritten)} rows (2 runs) through writeRunResults in ${formatSeconds(run.writeMs)}, ` +
        `${formatCount((run.rowsWritten * 1000) / run.writeMs)} rows/s`,
    );
    console.log(
      `  measured run: total ${formatCount(counts.total)}, updated ${formatCount(counts.updated)}, skipped ${formatCount(counts.skipped)}, ` +
        `not_supported ${formatCount(counts.not_supported)}, error ${formatCount(counts.error)}; ` +
        `${account.campaigns.length} campaigns, ${formatCount(adGroups)} ad groups`,
    );
    const page: DetailsPage = { bench, organization, run };
    const kinds = listQueryKinds(counts, account);
    for (const phase of [AS_WRITTEN, AFTER_VACUUM]) {
      if (phase === AFTER_VACUUM) await db.execute(sql`vacuum (analyze) run_results`);
      const statistics = await describeStatistics(benchDatabase);
      const samples = await sampleKinds(page, kinds, {
        warmUpPerKind: WARM_UP_PER_KIND,
        samplesPerKind: SAMPLES_PER_KIND,
        seed: 7 + RESULTS,
      });
      const label = `${phase} (${statistics}; ${SAMPLES_PER_KIND} samples a kind after ${WARM_UP_PER_KIND} warm-up; ms per request through app.inject)`;
      const missed = printSamples(label, kinds, samples);
      await explainMisses(page, benchDatabase, timed, missed);
    }
  } finally {
    await bench.close();
    await benchDatabase.destroy();
  }
}

console.log(
  `run-details latency over a ${formatCount(RESULTS)}-result Google run, target p95 ≤ ${TARGET_P95_MS} ms, ${describeMachine()}`,
);
for (const kind of listBenchDatabaseKinds()) await measureRunDetails(kind);
