// The local search-term classifier on one core (issue 16 item 8; target ≥ 100,000 terms/s):
// 100,000 synthetic rows, half per development-set advertiser, each half classified in one call
// with its brief, as a validation run classifies an account. Runs on the built dist with plain
// node. Prints throughputs and the ratio to the target; not a timed test. The last line is
// `search-terms classifier: <N> terms/s`.
import { readdir, readFile } from 'node:fs/promises';
import { loadClassifierFactory, importBuilt, runScript } from '../scripts/built-package.mjs';
import { buildSyntheticRows } from './synthetic-terms.mjs';

const TERM_COUNT = 100_000;
const WARM_UP_TERMS = 5_000;
const SEED = 20261126;
/** The same rows, several times: the median pass is reported (shared machines are noisy). */
const PASSES = 3;
const TARGET_TERMS_PER_SECOND = 100_000;
/** What a brief keeps of its learned decisions at most (the API's limit). */
const LEARNED_EXAMPLES = 5_000;
const DEV_SET = new URL('../test-data/search-terms-dev/', import.meta.url);

const format = (value) => Math.round(value).toLocaleString('en-US');
const median = (values) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];

async function readAdvertisers(evaluation) {
  const files = (await readdir(DEV_SET)).filter((entry) => entry.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (fileName) => {
      const devSet = evaluation.parseDevSetFile(
        await readFile(new URL(fileName, DEV_SET), 'utf8'),
        fileName,
      );
      return { fileName, brief: devSet.brief, sourceRows: devSet.terms.map((term) => term.row) };
    }),
  );
}

/** One pass over every advertiser's rows; only the classify calls are timed. */
async function runPass(workloads) {
  let elapsedMs = 0;
  let cpuMs = 0;
  let excluded = 0;
  for (const { classifier, rows } of workloads) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const decisions = await classifier.classify(rows);
    elapsedMs += performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    cpuMs += (cpu.user + cpu.system) / 1000;
    if (decisions.length !== rows.length) {
      throw new Error(`${decisions.length} decisions for ${rows.length} terms`);
    }
    excluded += decisions.filter((decision) => decision.isExclude).length;
  }
  return { elapsedMs, cpuMs, excluded };
}

async function main() {
  const createLocalClassifier = await loadClassifierFactory('local');
  const evaluation = await importBuilt('evaluation.js');
  const advertisers = await readAdvertisers(evaluation);
  const perAdvertiser = Math.ceil(TERM_COUNT / advertisers.length);

  const workloads = advertisers.map((advertiser, index) => {
    const started = performance.now();
    const classifier = createLocalClassifier(advertiser.brief);
    const setUpMs = performance.now() - started;
    const rows = buildSyntheticRows(advertiser.sourceRows, perAdvertiser, SEED + index);
    const warmUpRows = buildSyntheticRows(
      advertiser.sourceRows,
      WARM_UP_TERMS,
      SEED + 1000 + index,
    );
    return { ...advertiser, classifier, setUpMs, rows, warmUpRows };
  });
  const termCount = workloads.reduce((sum, workload) => sum + workload.rows.length, 0);

  console.log(
    `search-terms classifier benchmark (Node ${process.version}, one core, seed ${SEED})`,
  );
  for (const workload of workloads) {
    console.log(
      `  ${workload.fileName}: ${format(workload.rows.length)} terms from ${workload.sourceRows.length} dev-set terms, classifier built in ${workload.setUpMs.toFixed(1)} ms`,
    );
  }
  // Warm-up (not counted): other rows from the same briefs let the JIT settle first.
  for (const { classifier, warmUpRows } of workloads) await classifier.classify(warmUpRows);

  const passes = [];
  for (let pass = 0; pass < PASSES; pass++) passes.push(await runPass(workloads));

  // CPU time of the process (every thread, GC helpers included) is what one core spends; wall-clock
  // time is printed too, but on a shared machine it also counts the time other processes ran.
  const cpuRates = passes.map((pass) => (termCount * 1000) / pass.cpuMs);
  const wallRates = passes.map((pass) => (termCount * 1000) / pass.elapsedMs);
  const cpuRate = median(cpuRates);
  console.log(`classify over ${format(termCount)} terms, ${PASSES} passes:`);
  console.log(
    `  excluded           ${format(passes[0].excluded)} (${((100 * passes[0].excluded) / termCount).toFixed(1)}%)`,
  );
  console.log(`  per CPU second     ${cpuRates.map(format).join(', ')} terms/s`);
  console.log(
    `  per wall second    ${wallRates.map(format).join(', ')} terms/s (median ${format(median(wallRates))})`,
  );
  console.log(`  ms per 1,000 terms ${(1_000_000 / cpuRate).toFixed(2)} (CPU, median pass)`);
  console.log(
    `  target             ${format(TARGET_TERMS_PER_SECOND)} terms/s: ${(cpuRate / TARGET_TERMS_PER_SECOND).toFixed(2)}x ${cpuRate >= TARGET_TERMS_PER_SECOND ? '(met)' : '(not met)'}`,
  );
  // A brief that has learned the most it keeps (5,000 decisions beside its own examples): the
  // example lookup must not grow with them.
  const learnedWorkloads = workloads.map((workload) => {
    const learned = workload.rows
      .filter((_, position) => position % 10 === 0)
      .slice(0, LEARNED_EXAMPLES)
      .map((row, position) => ({
        searchTerm: row.searchTerm,
        isExclude: position % 2 === 0,
        category: 'product',
      }));
    const brief = { ...workload.brief, examples: [...workload.brief.examples, ...learned] };
    return { ...workload, classifier: createLocalClassifier(brief) };
  });
  for (const { classifier, warmUpRows } of learnedWorkloads) await classifier.classify(warmUpRows);
  const learnedPasses = [];
  for (let pass = 0; pass < PASSES; pass++) learnedPasses.push(await runPass(learnedWorkloads));
  const learnedRate = median(learnedPasses.map((pass) => (termCount * 1000) / pass.cpuMs));
  console.log(
    `with ${format(LEARNED_EXAMPLES)} learned decisions per brief: ${format(learnedRate)} terms/s per CPU second (${(learnedRate / cpuRate).toFixed(2)}x of without)`,
  );
  console.log(`search-terms classifier: ${Math.round(cpuRate)} terms/s`);
}

runScript('bench:search-terms', main);
