import type { SearchTermRunOutcome } from '../src/features/search-terms/services/search-term-run-executor.js';
import type { StoredSearchTermSummary } from '../src/features/search-terms/schema.js';
import type { BenchDatabaseKind } from './bench-database.js';
import { formatCount, formatSeconds, formatShare } from './bench-format.js';
import type { Span, TransactionSpan } from './search-term-run-probes.js';
import type { DatabaseTiming } from './timed-database.js';
import type { FetchTiming } from './timed-fetch.js';

// How the search-term run benchmark prints one run, and PostgreSQL against PGlite.

export interface SearchTermRunMeasure {
  kind: BenchDatabaseKind;
  outcome: SearchTermRunOutcome;
  state: string;
  failureReason: string | null;
  summary: StoredSearchTermSummary | null;
  totalMs: number;
  cpuMs: number;
  startedAt: number;
  endedAt: number;
  /** From the listing's first page asked to its last one handed over. */
  listing: Span | null;
  /** The transaction that replaced the results and finished the run. */
  store: TransactionSpan | null;
  pages: number;
  dailyRows: number;
  terms: number;
  storedRows: number;
  /** Measured apart, on the rows the run read (best of three). */
  aggregateMs: number;
  classifyMs: number;
  sandbox: FetchTiming;
  database: DatabaseTiming;
}

const spanMs = (span: Span | null) => (span ? span.endedAt - span.startedAt : NaN);

/** Phases run from milliseconds to minutes: two decimals of a second. */
function describePhase(label: string, ms: number, totalMs: number, detail = ''): string {
  const seconds = `${(ms / 1000).toFixed(2)} s`;
  return `  ${label.padEnd(46)} ${seconds.padStart(9)} ${formatShare(ms, totalMs).padStart(4)}${detail ? `  ${detail}` : ''}`;
}

export function printSearchTermRun(measure: SearchTermRunMeasure, label: string): void {
  const { totalMs, listing, store, summary } = measure;
  const readMs = spanMs(listing);
  const storeMs = spanMs(store);
  const betweenMs = listing && store ? store.startedAt - listing.endedAt : NaN;
  const beforeMs = listing ? listing.startedAt - measure.startedAt : NaN;
  const afterMs = store ? measure.endedAt - store.endedAt : NaN;
  const ourReadMs = readMs - measure.sandbox.busyMs;
  console.log(`search-term run on ${label}:`);
  console.log(
    `  run ${measure.state} (${measure.outcome})${measure.failureReason ? `: ${measure.failureReason}` : ''}; ` +
      `${formatCount(measure.dailyRows)} daily rows in ${formatCount(measure.pages)} pages -> ${formatCount(measure.terms)} terms, ` +
      `${formatCount(summary?.excludedTerms ?? 0)} excluded, ${formatCount(measure.storedRows)} results stored`,
  );
  console.log(
    `  end to end (executeSearchTermRun): ${formatSeconds(totalMs)}, ${formatCount((measure.terms * 1000) / totalMs)} terms/s, ` +
      `${formatCount((measure.dailyRows * 1000) / totalMs)} daily rows/s`,
  );
  console.log(describePhase('claim, account, brief and login', beforeMs, totalMs));
  console.log(
    describePhase(
      'fetch: pages through the Google client',
      readMs,
      totalMs,
      `${formatCount((measure.dailyRows * 1000) / readMs)} rows/s`,
    ),
  );
  console.log(
    describePhase(
      '  inside the fetch calls (sandbox + transport)',
      measure.sandbox.busyMs,
      totalMs,
      `${formatCount(measure.sandbox.requests)} calls`,
    ),
  );
  console.log(describePhase('  ours: JSON, row mapping, paging', ourReadMs, totalMs));
  console.log(describePhase('aggregate + classify (in the run)', betweenMs, totalMs));
  console.log(describePhase('  aggregate, measured apart', measure.aggregateMs, totalMs));
  console.log(describePhase('  classify (local), measured apart', measure.classifyMs, totalMs));
  console.log(
    describePhase(
      '  the rest: first use in the process',
      betweenMs - measure.aggregateMs - measure.classifyMs,
      totalMs,
      'loading the place data, cold code',
    ),
  );
  console.log(
    describePhase(
      'store: the results transaction',
      storeMs,
      totalMs,
      `${formatCount((measure.storedRows * 1000) / storeMs)} rows/s`,
    ),
  );
  const storeStatementsMs = store?.statementsMs ?? NaN;
  console.log(
    describePhase('  inside its statements (delete, inserts)', storeStatementsMs, totalMs),
  );
  console.log(
    describePhase(
      '  ours: rows to array parameters',
      storeMs - storeStatementsMs,
      totalMs,
      'and the driver',
    ),
  );
  console.log(describePhase('after (finish, lease release)', afterMs, totalMs));
  const slowest = [...measure.database.byKind].sort(([, left], [, right]) => right.ms - left.ms);
  console.log(
    `  inside database statements: ${formatSeconds(measure.database.busyMs)} in ${formatCount(measure.database.statements)} statements; slowest kinds:`,
  );
  for (const [statement, total] of slowest.slice(0, 4)) {
    console.log(
      `    ${statement.padEnd(34)} ${formatSeconds(total.ms).padStart(7)} in ${formatCount(total.count)}`,
    );
  }
  console.log(
    `  process CPU during the run: ${formatSeconds(measure.cpuMs)} (app, sandbox${measure.kind === 'pglite' ? ', PGlite' : ''}; PostgreSQL's own CPU not included)`,
  );
}

/** PostgreSQL's time over PGlite's, end to end and for storing (the part the database decides). */
export function printRatios(measures: readonly SearchTermRunMeasure[]): void {
  const pglite = measures.find((measure) => measure.kind === 'pglite');
  const postgres = measures.find((measure) => measure.kind === 'postgres');
  if (!pglite || !postgres) return;
  const ratio = (left: number, right: number) => `${(left / right).toFixed(2)}x`;
  console.log(
    `PostgreSQL / PGlite: end to end ${ratio(postgres.totalMs, pglite.totalMs)}, ` +
      `store ${ratio(spanMs(postgres.store), spanMs(pglite.store))}, ` +
      `fetch ${ratio(spanMs(postgres.listing), spanMs(pglite.listing))}`,
  );
}
