// A search-term validation run over the sandbox's "Pedalwise (scale search terms)" account
// (SANDBOX_SEARCH_TERMS_PER_SCALE_ACCOUNT terms, 100,000 by default), end to end through the real
// executor (executeSearchTermRun): the app and the sandbox in this process, the login connected
// and the account briefed through the API, then the run reading the period's search terms
// through the Google client page by page, adding them up per term, classifying them with the
// local classifier and storing every decision in one transaction. On PGlite, and on PostgreSQL
// too when BENCH_DATABASE_URL is set (a throwaway database, dropped afterwards). Prints the time
// end to end, terms/s, and where it goes: reading, aggregating, classifying, storing. Not a timed
// test.
//
//   pnpm run bench:search-term-run             (from the root: builds, then runs this)
//   tsx bench/search-term-run.bench.ts         (from apps/api)
import { performance } from 'node:perf_hooks';
import { SANDBOX_AD_CATALOG, SANDBOX_SCALE_SEARCH_TERMS_BRIEF } from '@utmost/sandbox';
import {
  aggregateSearchTerms,
  createLocalClassifier,
  type ClassifierBrief,
} from '@utmost/search-terms';
import { count, eq } from 'drizzle-orm';
import { grantOrganizationScope } from '../src/core/db/organization-scope.js';
import { findAdAccountsByResourceNames } from '../src/features/ad-platforms/index.js';
import { loadClassifierBrief } from '../src/features/briefs/index.js';
import { insertSearchTermRuns } from '../src/features/search-terms/repositories/search-term-run-repository.js';
import { searchTermResults, searchTermRuns } from '../src/features/search-terms/schema.js';
import { executeSearchTermRun } from '../src/features/search-terms/services/search-term-run-executor.js';
import { findValidationPeriod } from '../src/features/search-terms/services/search-term-run-service.js';
import { buildBenchApp, type BenchApp } from './bench-app.js';
import {
  createBenchDatabase,
  listBenchDatabaseKinds,
  type BenchDatabaseKind,
} from './bench-database.js';
import { DATABASE_LABELS, describeMachine, formatCount } from './bench-format.js';
import {
  addAdAccount,
  callApi,
  createBenchOrganization,
  readContent,
  requireStatus,
  type BenchOrganization,
} from './bench-organization.js';
import {
  printSearchTermRun,
  printRatios,
  type SearchTermRunMeasure,
} from './search-term-run-report.js';
import { findStoreSpan, probeSearchTermRun } from './search-term-run-probes.js';
import { timeDatabaseCalls } from './timed-database.js';
import { createTimedFetch } from './timed-fetch.js';

const TERMS = Number(process.env.SANDBOX_SEARCH_TERMS_PER_SCALE_ACCOUNT ?? 100_000);
const ACCOUNT = {
  login: SANDBOX_AD_CATALOG.google.logins.scale,
  id: SANDBOX_AD_CATALOG.google.customers.scaleSearchTerms,
  resourceName: `customers/${SANDBOX_AD_CATALOG.google.customers.scaleSearchTerms}`,
};

/** Pedalwise's brief, its rules and examples, assigned to the account: through the API. */
async function briefAccount(bench: BenchApp, organization: BenchOrganization): Promise<string> {
  const { rules, searchTermsExcludeExamples, ...brief } = SANDBOX_SCALE_SEARCH_TERMS_BRIEF;
  const { id } = readContent<{ id: string }>(
    await callApi(bench.app, organization, 'POST', 'searchTerms/brands', brief),
    201,
    'create brief',
  );
  const saved = await callApi(bench.app, organization, 'POST', 'searchTerms/ai-rules', {
    brandId: id,
    general_rules: rules,
    search_terms: searchTermsExcludeExamples.map((example) => ({
      ...example,
      source: 'User',
      inUse: true,
    })),
  });
  requireStatus(saved, 201, 'save AI rules');
  const assigned = await callApi(bench.app, organization, 'PUT', 'google/ads/accounts', {
    platform: 'google',
    organization_id: organization.id,
    resourceNames: [ACCOUNT.resourceName],
    changes: { brandId: id },
  });
  requireStatus(assigned, 200, 'assign brief');
  return id;
}

/** The best of three: the run warmed the code up, the minimum is the least disturbed. */
async function timeBestOfThree(work: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    await work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

async function measureRun(kind: BenchDatabaseKind): Promise<SearchTermRunMeasure> {
  const benchDatabase = await createBenchDatabase(kind);
  const timedDatabase = timeDatabaseCalls(benchDatabase.database);
  const timedFetch = createTimedFetch();
  const bench = await buildBenchApp(benchDatabase, {
    env: { SANDBOX_SEARCH_TERMS_PER_SCALE_ACCOUNT: String(TERMS) },
  });
  try {
    const { db } = benchDatabase.database;
    const organization = await createBenchOrganization(bench.app, db, bench.config.publicUrl);
    await addAdAccount(bench.app, organization, 'google', ACCOUNT);
    const brandId = await briefAccount(bench, organization);
    const scope = grantOrganizationScope(organization.id, 'owner');
    const [account] = await findAdAccountsByResourceNames(db, scope, 'google', [
      ACCOUNT.resourceName,
    ]);
    if (!account) throw new Error('The account was not added');
    const context = bench.createWorkerContext(timedFetch.wrap);
    const [run] = await insertSearchTermRuns(db, scope, [
      {
        adAccountId: account.id,
        accountName: account.name,
        resourceName: account.resourceName,
        ...findValidationPeriod(context.now()),
      },
    ]);
    if (!run) throw new Error('The run was not stored');
    const { adPlatforms, probes } = probeSearchTermRun(
      context.adPlatforms,
      () => timedDatabase.timing.busyMs,
    );

    timedFetch.reset();
    timedDatabase.reset();
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    const outcome = await executeSearchTermRun(
      {
        adPlatforms,
        ai: context.config.ai,
        logger: context.logger,
        now: context.now,
        staleAfterMs: context.config.runs.staleAfterMs,
        workerId: 'bench-worker',
      },
      run.id,
    );
    const endedAt = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    const database = { ...timedDatabase.timing, byKind: new Map(timedDatabase.timing.byKind) };
    const sandbox = { ...timedFetch.timing, byMethod: new Map(timedFetch.timing.byMethod) };

    const [finished] = await db.select().from(searchTermRuns).where(eq(searchTermRuns.id, run.id));
    const [stored] = await db
      .select({ rows: count() })
      .from(searchTermResults)
      .where(eq(searchTermResults.runId, run.id));
    // Aggregating and classifying again, apart, on the rows the run read: the run does both
    // between its last page and its transaction, with no mark in between.
    const brief = await loadClassifierBrief(db, scope, brandId);
    if (!brief) throw new Error('The brief vanished');
    const aggregateMs = await timeBestOfThree(() => aggregateSearchTerms(probes.rows));
    const terms = aggregateSearchTerms(probes.rows);
    const classifier = createLocalClassifier(brief satisfies ClassifierBrief);
    const classifyMs = await timeBestOfThree(() => classifier.classify(terms));
    return {
      kind,
      outcome,
      state: finished?.state ?? 'missing',
      failureReason: finished?.failureReason ?? null,
      summary: finished?.summary ?? null,
      totalMs: endedAt - startedAt,
      cpuMs: (cpu.user + cpu.system) / 1000,
      startedAt,
      endedAt,
      listing: probes.listing,
      store: findStoreSpan(probes),
      pages: probes.pages,
      dailyRows: probes.rows.length,
      terms: terms.length,
      storedRows: stored?.rows ?? 0,
      aggregateMs,
      classifyMs,
      sandbox,
      database,
    };
  } finally {
    await bench.close();
    await benchDatabase.destroy();
  }
}

console.log(
  `search-term validation run over the sandbox's "Pedalwise (scale search terms)" account (${formatCount(TERMS)} terms), ${describeMachine()}`,
);
const measures: SearchTermRunMeasure[] = [];
for (const kind of listBenchDatabaseKinds()) {
  const measure = await measureRun(kind);
  printSearchTermRun(measure, DATABASE_LABELS[kind]);
  measures.push(measure);
}
printRatios(measures);
