// The engine over 1,000,000 synthetic ads on one core, and the URL merge against `new URL()` +
// searchParams (DESIGN §6). Runs on the built dist with plain node. Prints throughputs and ratios;
// not a timed test. The last line is `engine: <N> ads/s`.
import {
  decideAdChange,
  DEFAULT_URL_TEMPLATES,
  HUBSPOT_URL_TEMPLATES,
  mergeIntoUrl,
  renderTemplate,
} from '../dist/index.js';
import { createAdFactory } from './synthetic-ads.mjs';

const AD_COUNT = 1_000_000;
const BATCH_SIZE = 10_000;
const SEED = 20260501;
/** The same million ads, several times: the median pass is reported (shared machines are noisy). */
const PASSES = 3;
const format = (value) => Math.round(value).toLocaleString('en-US');

const templates = {
  google: [DEFAULT_URL_TEMPLATES.google, HUBSPOT_URL_TEMPLATES.google],
  linkedin: [DEFAULT_URL_TEMPLATES.linkedin, HUBSPOT_URL_TEMPLATES.linkedin],
};

function buildBatch(buildInput, size) {
  const batch = new Array(size);
  for (let index = 0; index < size; index++) {
    const input = buildInput();
    batch[index] = {
      ...input,
      platform: input.ad.platform,
      template: templates[input.ad.platform][index % 2],
      accountName: 'Synthetic account',
    };
  }
  return batch;
}

/** One pass over the million ads; only the decisions are timed, not building the ads. */
function runEnginePass() {
  const buildInput = createAdFactory(SEED);
  const statuses = new Map();
  const errors = new Map();
  const platforms = { google: 0, linkedin: 0 };
  let elapsedMs = 0;
  let cpuMs = 0;
  for (let done = 0; done < AD_COUNT; done += BATCH_SIZE) {
    const batch = buildBatch(buildInput, Math.min(BATCH_SIZE, AD_COUNT - done));
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    for (const input of batch) {
      const { status, errorType } = decideAdChange(input);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (errorType) errors.set(errorType, (errors.get(errorType) ?? 0) + 1);
    }
    elapsedMs += performance.now() - started;
    const cpu = process.cpuUsage(cpuStarted);
    cpuMs += (cpu.user + cpu.system) / 1000;
    for (const input of batch) platforms[input.platform] += 1;
  }
  return { statuses, errors, platforms, elapsedMs, cpuMs };
}

function runEngine() {
  // Warm-up (not counted): three passes over other ads let the JIT settle before the clock starts.
  const warmUp = buildBatch(createAdFactory(SEED + 1), 50_000);
  for (let pass = 0; pass < 3; pass++) for (const input of warmUp) decideAdChange(input);
  return Array.from({ length: PASSES }, runEnginePass);
}

function mergeWithUrlApi(url, pairs) {
  const parsed = new URL(url);
  for (const pair of pairs) parsed.searchParams.set(pair.name, pair.value);
  return parsed.toString();
}

function runMergeComparison() {
  const buildInput = createAdFactory(SEED + 2);
  const cases = [];
  while (cases.length < 10_000) {
    const { ad } = buildInput();
    if (ad.platform !== 'linkedin' || !ad.landingPages[0]?.startsWith('https://')) continue;
    const { pairs } = renderTemplate(DEFAULT_URL_TEMPLATES.linkedin, { ad }, 'linkedin');
    cases.push({ url: ad.landingPages[0], pairs });
  }
  const rounds = 100;
  const measure = (merge) => {
    let length = 0;
    for (const item of cases.slice(0, 1000)) length += merge(item).length; // warm-up
    const started = performance.now();
    for (let round = 0; round < rounds; round++)
      for (const item of cases) length += merge(item).length;
    const elapsed = performance.now() - started;
    return { perSecond: (cases.length * rounds * 1000) / elapsed, length };
  };
  const stringMerge = measure(({ url, pairs }) => {
    const result = mergeIntoUrl(url, pairs);
    return result.ok ? result.url : '';
  });
  const urlApiMerge = measure(({ url, pairs }) => mergeWithUrlApi(url, pairs));
  return { stringMerge, urlApiMerge, operations: cases.length * rounds };
}

console.log(`tagging engine benchmark (Node ${process.version}, one core, seed ${SEED})`);
const merge = runMergeComparison();
console.log(`merge (${format(merge.operations)} merges of 10,000 landing URLs):`);
console.log(`  string merge (mergeIntoUrl)      ${format(merge.stringMerge.perSecond)} merges/s`);
console.log(`  new URL() + searchParams.set     ${format(merge.urlApiMerge.perSecond)} merges/s`);
console.log(
  `  ratio                            ${(merge.stringMerge.perSecond / merge.urlApiMerge.perSecond).toFixed(1)}x`,
);

const passes = runEngine();
const [first] = passes;
// CPU time of the process (every thread, GC helpers included) is what one core spends; wall-clock
// time is printed too, but on a shared machine it also counts the time other processes ran.
const cpuRates = passes.map((pass) => (AD_COUNT * 1000) / pass.cpuMs);
const wallRates = passes.map((pass) => (AD_COUNT * 1000) / pass.elapsedMs);
const median = (values) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];
console.log(
  `engine over ${format(AD_COUNT)} synthetic ads (google ${format(first.platforms.google)}, linkedin ${format(first.platforms.linkedin)}), batches of ${format(BATCH_SIZE)}, ${PASSES} passes:`,
);
for (const [status, count] of [...first.statuses].sort())
  console.log(`  ${status.padEnd(32)} ${format(count)}`);
for (const [errorType, count] of [...first.errors].sort())
  console.log(`    error ${errorType.padEnd(26)} ${format(count)}`);
console.log(`  per CPU second:  ${cpuRates.map((rate) => `${format(rate)}`).join(', ')} ads/s`);
console.log(
  `  per wall second: ${wallRates.map((rate) => `${format(rate)}`).join(', ')} ads/s (median ${format(median(wallRates))})`,
);
console.log(`engine: ${Math.round(median(cpuRates))} ads/s`);
