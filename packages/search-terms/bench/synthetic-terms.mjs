// Deterministic search-term rows for the classifier benchmark: the development set's terms
// recombined the way real accounts vary them (a modifier before or after, a misspelling, words
// joined, split or reordered, the head of one query with the tail of another), each term unique
// within its advertiser, with long-tail metrics. Same seed, same rows.

/** mulberry32: a tiny, fast, seedable PRNG (no Math.random: the run must be repeatable). */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];

/** Generic query modifiers seen across verticals; some harmless, some waste signals. */
const PREFIXES = [
  'best',
  'cheap',
  'cheapest',
  'top',
  'local',
  'online',
  'buy',
  'compare',
  'affordable',
  'how much is',
  'where to get',
  'free',
  'new',
  'reviews of',
  'what is',
  'how to get',
  'is it worth getting',
  'discount',
];
const SUFFIXES = [
  'near me',
  'online',
  '2026',
  'reviews',
  'price',
  'prices',
  'cost',
  'for sale',
  'deals',
  'today',
  'reddit',
  'coupon',
  'jobs',
  'login',
  'phone number',
  'uk',
  'usa',
  'canada',
  'quote',
  'for students',
  'wholesale',
  'second hand',
  'pdf',
  'meaning',
  'in spanish',
  'customer service',
  'vs',
  'alternative',
  'sample',
  'free trial',
];

function misspell(random, term) {
  if (term.length < 4) return term;
  const at = 1 + Math.floor(random() * (term.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0: // two neighbouring letters swapped
      return term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
    case 1: // a letter dropped
      return term.slice(0, at) + term.slice(at + 1);
    default: // a letter doubled
      return term.slice(0, at + 1) + term.slice(at);
  }
}

function reshapeWords(random, term) {
  const words = term.split(' ');
  if (words.length < 2) return term.length > 6 ? `${term.slice(0, 4)} ${term.slice(4)}` : term;
  const at = 1 + Math.floor(random() * (words.length - 1));
  switch (Math.floor(random() * 2)) {
    case 0: // two words joined
      return [...words.slice(0, at - 1), words[at - 1] + words[at], ...words.slice(at + 1)].join(
        ' ',
      );
    default: // the last words moved to the front
      return [...words.slice(at), ...words.slice(0, at)].join(' ');
  }
}

function recombine(term, other) {
  const head = term.split(' ');
  const tail = other.split(' ');
  const cut = Math.max(1, Math.ceil(head.length / 2));
  const kept = head.slice(0, cut);
  // Words the head already has are dropped, or "protein powder" + "pea protein powder" repeats them.
  const added = tail.slice(Math.floor(tail.length / 2)).filter((word) => !kept.includes(word));
  return [...kept, ...added].join(' ');
}

function vary(random, source, sourceRows) {
  let term = source.searchTerm.toLowerCase();
  const roll = random();
  if (roll < 0.25) term = recombine(term, pick(random, sourceRows).searchTerm.toLowerCase());
  if (random() < 0.35) term = `${pick(random, PREFIXES)} ${term}`;
  if (random() < 0.5) term = `${term} ${pick(random, SUFFIXES)}`;
  if (random() < 0.2) term = misspell(random, term);
  if (random() < 0.15) term = reshapeWords(random, term);
  return term;
}

/** A long tail of low-impression terms and a few head terms, with clicks, cost and conversions. */
function buildMetrics(random, source) {
  const impressions = Math.max(1, Math.floor(Math.exp(random() * 8) - 1));
  const clicks = Math.min(impressions, Math.floor(impressions * random() * 0.12));
  const sourceCpc = source.clicks > 0 ? source.costMicros / source.clicks : 1_500_000;
  const cpc = Math.round(sourceCpc * (0.6 + random() * 0.8));
  const conversions = random() < 0.15 ? Math.min(clicks, Math.round(clicks * random() * 0.2)) : 0;
  return { impressions, clicks, costMicros: clicks * cpc, conversions };
}

/** `count` unique term rows built from one advertiser's rows (labels never reach this code). */
export function buildSyntheticRows(sourceRows, count, seed) {
  const random = createRandom(seed);
  const seen = new Set(sourceRows.map((row) => row.searchTerm.toLowerCase()));
  const rows = [];
  while (rows.length < count) {
    const source = pick(random, sourceRows);
    const searchTerm = vary(random, source, sourceRows).replace(/\s+/g, ' ').trim();
    if (seen.has(searchTerm)) continue;
    seen.add(searchTerm);
    rows.push({
      searchTerm,
      matchedKeyword: source.matchedKeyword,
      matchType: source.matchType,
      campaign: source.campaign,
      adGroup: source.adGroup,
      ...buildMetrics(random, source),
    });
  }
  return rows;
}
