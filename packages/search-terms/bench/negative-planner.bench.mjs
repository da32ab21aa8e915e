// The negative planner and its conflict check at an account's scale (issue 28 item 6): 100,000
// search terms and 10,000 keywords, seeded so runs compare. Run it with
// `pnpm --filter @utmost/search-terms run bench:negatives` (it runs the source through
// import-source.mjs, so no build is needed). Prints each step's time and the throughput of
// indexing + planning + checking the plan (the last line, `negative planner + conflict check: <N>
// terms/s`); checking every excluded term unvetted (`checkAll`) is printed beside it, not counted.
// Not a timed test.
import { importSource } from './import-source.mjs';
import { createRandom } from './synthetic-terms.mjs';

const { createNegativeContext, planNegatives, checkNegatives } =
  await importSource('src/negatives/index.ts');

const SEED = 20261129;
const TERM_COUNT = 100_000;
const KEYWORD_COUNT = 10_000;
const CAMPAIGNS = 40;
const AD_GROUPS_PER_CAMPAIGN = 25;
const EXISTING_NEGATIVES = 2_000;
const PASSES = 3;
const random = createRandom(SEED);
const pick = (items) => items[Math.floor(random() * items.length)];
/** Skewed towards the head of a list, as search words are (a few words in many terms). */
const pickSkewed = (items) => items[Math.floor(items.length * random() ** 2.2)];

// Invented words from syllables: no advertiser's vocabulary, a realistic spread of word counts.
const SYLLABLES = [
  'zor',
  'bel',
  'quil',
  'fin',
  'glim',
  'met',
  'tra',
  'vo',
  'ka',
  'lu',
  'ner',
  'po',
  'sil',
  'dra',
  'mek',
  'an',
  'tor',
  'ix',
  'ul',
  'ven',
];
const makeWord = () =>
  Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('');
const products = [...new Set(Array.from({ length: 4_000 }, makeWord))];
const modifiers = [
  ...[
    'best',
    'buy',
    'price',
    'online',
    'shop',
    'sale',
    'near',
    'me',
    'for',
    'the',
    'kit',
    'set',
    'red',
    'blue',
    'large',
    'small',
  ],
  ...Array.from({ length: 150 }, makeWord),
];
const waste = [
  'jobs',
  'free',
  'manual',
  'diy',
  'used',
  'salary',
  'download',
  'wiki',
  'meaning',
  'repair',
];
const WASTE_REASON = 'Looks for something the business does not sell.';

function makeTerm() {
  const words = [pickSkewed(products)];
  const extra = Math.floor(random() * 4);
  for (let i = 0; i < extra; i += 1) {
    const word = random() < 0.5 ? pickSkewed(modifiers) : pickSkewed(products);
    if (random() < 0.5) words.push(word);
    else words.unshift(word);
  }
  const isWaste = random() < 0.18;
  if (isWaste) words.splice(Math.floor(random() * (words.length + 1)), 0, pick(waste));
  return { text: words.join(' '), isWaste };
}

function buildAccount() {
  const seen = new Set();
  const terms = [];
  const excluded = [];
  while (terms.length < TERM_COUNT) {
    const { text, isWaste } = makeTerm();
    if (seen.has(text)) continue;
    seen.add(text);
    const campaign = Math.floor(random() * CAMPAIGNS);
    const clicks = Math.floor(random() ** 3 * 40);
    const converts = random() < (isWaste ? 0.01 : 0.04);
    terms.push({
      text,
      cost: Math.round(clicks * (0.3 + random() * 2) * 100) / 100,
      clicks,
      conversions: converts ? 1 + Math.floor(random() * 3) : 0,
      conversionValue: converts ? Math.round(random() * 200) : 0,
      campaignId: `c${campaign}`,
      adGroupId: `c${campaign}g${Math.floor(random() * AD_GROUPS_PER_CAMPAIGN)}`,
    });
    if (isWaste) excluded.push({ text, reason: WASTE_REASON });
  }
  const keywords = [];
  const keywordTexts = new Set();
  while (keywords.length < KEYWORD_COUNT) {
    const size = 1 + Math.floor(random() * 3);
    const text = Array.from({ length: size }, (_, i) =>
      i === 0 ? pickSkewed(products) : pickSkewed(modifiers),
    ).join(' ');
    if (keywordTexts.has(text)) continue;
    keywordTexts.add(text);
    const campaign = Math.floor(random() * CAMPAIGNS);
    keywords.push({
      text,
      matchType: pick(['EXACT', 'PHRASE', 'BROAD']),
      campaignId: `c${campaign}`,
      adGroupId: `c${campaign}g${Math.floor(random() * AD_GROUPS_PER_CAMPAIGN)}`,
      status: random() < 0.85 ? 'ENABLED' : 'PAUSED',
    });
  }
  const existing = Array.from({ length: EXISTING_NEGATIVES }, () => ({
    text: `${pick(waste)} ${pickSkewed(products)}`,
    matchType: pick(['EXACT', 'PHRASE', 'BROAD']),
    scope:
      random() < 0.5
        ? { level: 'account' }
        : { level: 'campaign', campaignId: `c${Math.floor(random() * CAMPAIGNS)}` },
  }));
  return { terms, excluded, keywords, existing };
}

/** 1–3-word grams with summed metrics: the n-gram helper's job, done plainly here (not timed). */
function buildGrams(terms) {
  const grams = new Map();
  for (const term of terms) {
    const words = term.text.split(' ');
    const own = new Set();
    for (let size = 1; size <= 3; size += 1) {
      for (let start = 0; start + size <= words.length; start += 1)
        own.add(words.slice(start, start + size).join(' '));
    }
    for (const text of own) {
      const gram = grams.get(text) ?? {
        text,
        words: text.split(' ').length,
        cost: 0,
        clicks: 0,
        conversions: 0,
        termCount: 0,
      };
      gram.cost += term.cost;
      gram.clicks += term.clicks;
      gram.conversions += term.conversions;
      gram.termCount += 1;
      grams.set(text, gram);
    }
  }
  return [...grams.values()].filter((gram) => gram.termCount >= 2);
}

const format = (value) => Math.round(value).toLocaleString('en-US');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function cpuMs(run) {
  const started = process.cpuUsage();
  const wall = performance.now();
  const result = run();
  const cpu = process.cpuUsage(started);
  return { result, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - wall };
}

function pass(account, grams) {
  const context = cpuMs(() =>
    createNegativeContext({ keywords: account.keywords, terms: account.terms }),
  );
  const plan = cpuMs(() =>
    planNegatives(context.result, {
      excluded: account.excluded,
      grams,
      cpa: { targetCpa: 12 },
      periodDays: 90,
      existing: account.existing,
    }),
  );
  const proposed = plan.result.suggestions.map((suggestion) => suggestion.negative);
  const check = cpuMs(() =>
    checkNegatives(context.result, { proposed, existing: account.existing }),
  );
  // Every excluded term as its own phrase negative, unvetted: the check's worst case, with refusals.
  const everyTerm = account.excluded.map((term) => ({
    text: term.text,
    matchType: 'PHRASE',
    scope: { level: 'account' },
  }));
  const checkAll = cpuMs(() =>
    checkNegatives(context.result, { proposed: everyTerm, existing: account.existing }),
  );
  return { context, plan, check, checkAll };
}

const built = cpuMs(buildAccount);
const account = built.result;
const grams = buildGrams(account.terms);
console.log(`negative planner benchmark (Node ${process.version}, one core, seed ${SEED})`);
console.log(
  `  account: ${format(account.terms.length)} terms (${format(account.excluded.length)} excluded), ${format(account.keywords.length)} keywords, ${format(account.existing.length)} existing negatives, ${format(grams.length)} grams`,
);
pass(account, grams); // warm-up, not counted
const passes = Array.from({ length: PASSES }, () => pass(account, grams));
const last = passes.at(-1);
const plan = last.plan.result;
const checks = last.check.result;
const total = (p) => p.context.cpuMs + p.plan.cpuMs + p.check.cpuMs;
console.log(
  `  suggestions ${format(plan.suggestions.length)} (${format(plan.suggestions.filter((s) => s.source === 'gram').length)} from grams, ${format(plan.suggestions.filter((s) => s.replacesTerms.length > 1).length)} standing for several terms), skipped terms ${format(plan.skipped.length)}, already covered ${format(plan.alreadyCovered.length)}`,
);
console.log(
  `  check: ${format(checks.filter((c) => c.refusals.length > 0).length)} refused, ${format(checks.filter((c) => c.redundantWith || c.alreadyExists).length)} existing or redundant, ${format(checks.filter((c) => c.notices.some((n) => n.code === 'NEGATIVE_MAY_BLOCK_MISSPELLINGS')).length)} may block misspellings`,
);
const allChecks = last.checkAll.result;
console.log(
  `  every excluded term as a phrase negative: ${format(allChecks.length)} checked, ${format(allChecks.filter((c) => c.refusals.length > 0).length)} refused, ${format(allChecks.filter((c) => c.redundantWith || c.alreadyExists).length)} existing or redundant`,
);
for (const step of ['context', 'plan', 'check', 'checkAll']) {
  console.log(
    `  ${step.padEnd(8)} ${passes.map((p) => p[step].cpuMs.toFixed(0)).join(', ')} ms CPU`,
  );
}
const cpu = median(passes.map(total));
console.log(
  `  total    ${passes.map((p) => total(p).toFixed(0)).join(', ')} ms CPU (median ${cpu.toFixed(0)} ms)`,
);
console.log(
  `  check per negative: ${(median(passes.map((p) => p.check.cpuMs)) / Math.max(1, checks.length)).toFixed(3)} ms planned, ${(median(passes.map((p) => p.checkAll.cpuMs)) / Math.max(1, allChecks.length)).toFixed(3)} ms every excluded term`,
);
console.log(
  `negative planner + conflict check: ${format((account.terms.length * 1000) / cpu)} terms/s`,
);
