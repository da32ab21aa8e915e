import type { DecisionSignal } from '../classifier-types.js';
import { findRun } from '../text/fold-text.js';
import { lexiconRuns } from './waste-lexicon.js';

// Searches that waste money for almost any advertiser (the labelling guidelines' list): job
// seekers, free or pirated goods, DIY and how-to, definitions and homework, other companies'
// logins and support, used or fake goods, buyers of another kind (wholesale) and spam. Each is a
// run of whole words, so "car" never matches "carpet". "Free" is read in context elsewhere.

/**
 * The one catalogue's ids (DESIGN §7): the classifier finds each intent by its words here, and
 * the brief drafter writes its rule from the same entry (providers/local/waste-intent-catalogue.ts).
 */
export type WasteIntentId =
  | 'job-seekers'
  | 'free-or-pirated'
  | 'do-it-yourself'
  | 'definitions'
  | 'learning-the-trade'
  | 'other-companies-accounts'
  | 'used-or-fake'
  | 'trade-buyers'
  | 'spam';

export interface WasteIntent {
  id: WasteIntentId;
  signal: DecisionSignal;
  /** Learning the trade (courses, diplomas): waste only for a business that does not teach. */
  isLearning?: boolean;
  /** Word runs that show the intent. */
  runs: readonly (readonly string[])[];
  /** Completes "Excluded: …" with the word found. */
  describe: (found: string) => string;
}

const runs = (...phrases: string[]) => phrases.map((phrase) => phrase.split(' '));

export const WASTE_INTENTS: readonly WasteIntent[] = [
  {
    id: 'job-seekers',
    signal: 'job_seeker',
    runs: runs(
      'job',
      'jobs',
      'career',
      'careers',
      'hiring',
      'vacancy',
      'vacancies',
      'salary',
      'salaries',
      'recruitment',
      'recruiter',
      'internship',
      'internships',
      'employment',
      'apprenticeship',
      'how to become',
      ...lexiconRuns('job_seeker'),
    ),
    describe: (found) => `a job seeker's search ('${found}'), not a customer`,
  },
  {
    id: 'free-or-pirated',
    signal: 'free_or_pirated',
    runs: runs(
      'torrent',
      'crack',
      'cracked',
      'pirate',
      'pirated',
      'free download',
      'giveaway',
      'giveaways',
      'freebie',
      'freebies',
      'for free',
      'free stuff',
      'apk',
      'pdf',
      ...lexiconRuns('download'),
    ),
    describe: (found) => `someone after a freebie or a pirated copy ('${found}')`,
  },
  {
    id: 'do-it-yourself',
    signal: 'diy_how_to',
    runs: runs(
      'diy',
      'homemade',
      'home made',
      'how to make',
      'make your own',
      'do it yourself',
      'tutorial',
      'template',
      'templates',
      'recipe',
      'recipes',
      'how to',
      ...lexiconRuns('diy_how_to'),
    ),
    describe: (found) => `a do-it-yourself or how-to search ('${found}'), not a buyer`,
  },
  {
    id: 'definitions',
    signal: 'information',
    runs: runs(
      'what is',
      'what are',
      'meaning',
      'definition',
      'define',
      'wiki',
      'wikipedia',
      'explained',
      'essay',
      'homework',
      'calories in',
      'nutrition facts',
      ...lexiconRuns('information'),
    ),
    describe: (found) => `a search for information or a definition ('${found}'), not a purchase`,
  },
  {
    id: 'learning-the-trade',
    signal: 'information',
    isLearning: true,
    runs: runs(...lexiconRuns('learning')),
    describe: (found) => `someone looking to learn the trade ('${found}'), not to buy from it`,
  },
  {
    id: 'other-companies-accounts',
    signal: 'other_company_support',
    runs: runs(
      'login',
      'log in',
      'sign in',
      'customer service',
      'phone number',
      'contact number',
      'contact',
      'complaint',
      'complaints',
      'cancel',
      'cancellation',
      'policy documents',
      'claim form',
      'make a claim',
      'claim',
      'claims',
      'store locator',
      'track order',
      'refund',
    ),
    describe: (found) =>
      `an existing customer's account or support search ('${found}'), not a new buyer`,
  },
  {
    id: 'used-or-fake',
    signal: 'used_or_fake',
    runs: runs(
      'used',
      'second hand',
      'secondhand',
      'refurbished',
      'replica',
      'fake',
      'counterfeit',
      'knockoff',
      'knock off',
    ),
    describe: (found) => `a search for used or fake goods ('${found}')`,
  },
  {
    id: 'trade-buyers',
    signal: 'wrong_audience',
    runs: runs(
      'wholesale',
      'private label',
      'white label',
      'distributor',
      'distributors',
      'supplier',
      'suppliers',
      'reseller',
      'for resale',
      'manufacturer',
      'manufacturers',
    ),
    describe: (found) => `a trade buyer's search ('${found}'), not the advertiser's customer`,
  },
  {
    id: 'spam',
    signal: 'unrelated',
    runs: runs('porn', 'xxx', 'escort', 'escorts', 'casino', 'sarms', 'steroids', 'cheat codes'),
    describe: (found) => `adult, gambling or drug spam ('${found}')`,
  },
];

/** The first `count` English words or phrases an intent is found by, for rules that list them. */
export function wasteWords(id: WasteIntentId, count: number): string[] {
  const intent = WASTE_INTENTS.find((candidate) => candidate.id === id)!;
  return intent.runs.slice(0, count).map((run) => run.join(' '));
}

/** Verbs of a buyer's question: "how to choose a kayak" is someone about to buy. */
const BUYER_VERBS = new Set(
  'buy choose pick find get compare switch select order hire book save afford finance reduce lower apply'.split(
    ' ',
  ),
);

/** What someone does to a thing themselves: "how to fix", "how to make", "how to clean". */
export const DIY_VERBS = new Set(
  'make fix repair build install clean unblock remove replace paint diy sew cook bake grow brew set wire unclog treat kill get rid'.split(
    ' ',
  ),
);

/** Words of a buyer choosing among offers: "what is the best …", "what are the cheapest …". */
const CHOOSING_WORDS = new Set(['best', 'cheapest', 'top', 'right', 'most', 'safest', 'fastest']);

/** Whether the "what is" at `start` asks which one to buy ("what is the best <it>"), not what it is. */
export function isChoosingQuestion(tokens: readonly string[], start: number): boolean {
  if (tokens[start] !== 'what') return false;
  const next = tokens[start + 2] === 'the' ? tokens[start + 3] : tokens[start + 2];
  return CHOOSING_WORDS.has(next ?? '');
}

/** Whether the "how to" at `start` asks how to buy, not how to do it oneself. */
export function isBuyerQuestion(tokens: readonly string[], start: number): boolean {
  return tokens[start] === 'how' && BUYER_VERBS.has(tokens[start + 2] ?? '');
}

export interface FoundIntent {
  intent: WasteIntent;
  found: string;
  start: number;
}

/** Every run by its first word, so a term is checked only against runs it could contain. */
const RUNS_BY_FIRST_WORD = new Map<
  string,
  { intent: WasteIntent; run: readonly string[]; order: number }[]
>();
let order = 0;
for (const intent of WASTE_INTENTS) {
  for (const run of intent.runs) {
    const entries = RUNS_BY_FIRST_WORD.get(run[0]!) ?? [];
    entries.push({ intent, run, order: (order += 1) });
    RUNS_BY_FIRST_WORD.set(run[0]!, entries);
  }
}

/** The first waste intent the term shows (in catalogue order), with the words that showed it. */
export function findWasteIntent(
  tokens: readonly string[],
  skip: (intent: WasteIntent, start: number, found: string) => boolean = () => false,
): FoundIntent | null {
  let best: (FoundIntent & { order: number }) | null = null;
  tokens.forEach((token, index) => {
    for (const entry of RUNS_BY_FIRST_WORD.get(token) ?? []) {
      if (best !== null && entry.order >= best.order) continue;
      const { run } = entry;
      if (!run.every((word, offset) => tokens[index + offset] === word)) continue;
      const found = run.join(' ');
      if (skip(entry.intent, index, found)) continue;
      best = { intent: entry.intent, found, start: index, order: entry.order };
    }
  });
  if (best === null) return null;
  const { intent, found, start } = best as FoundIntent & { order: number };
  return { intent, found, start };
}

/** Words that ask to weigh options: a buyer still choosing ("X vs Y", "alternative to X"). */
export const COMPARISON_RUNS = runs(
  'vs',
  'versus',
  'alternative',
  'alternatives',
  'alternative to',
  'compare',
  'comparison',
  'compared',
  'better than',
  'instead of',
  'similar to',
  'sites like',
  'brands like',
  'or',
  // Someone leaving a competitor is still choosing ("switching from X", "X competitors").
  'competitor',
  'competitors',
  'switch from',
  'switching from',
  'migrate from',
  'migrating from',
  'moving from',
  'replace',
  'replacing',
  'replacement for',
  'cheaper than',
  // Leaving a competitor is a buyer in the market: "cancel <competitor> contract".
  'cancel',
  'cancelling',
  'leaving',
  // "or", "alternative" and "compare" in the languages searchers mix in.
  'oder',
  'ou',
  'alternatief',
  'alternativa',
  'alternativas',
  'alternativen',
  'vergleich',
  'comparatif',
  'comparar',
  'alternatywa',
  'alternatywy',
  'lub',
  'switching',
  // The northern Germanic languages' "or", "alternative" and "cheaper than".
  'eller',
  'alternativ',
  'billigare',
  'billigere',
  'jamfor',
  'sammenlign',
  // "cheaper than" and "compared" in the others.
  'gunstiger',
  'vergelijken',
  'goedkoper',
  'confronto',
  'comparativo',
  // "better than", "cheaper than", "companies like" in the others of the languages above and
  // in Catalan, Czech and Slovak.
  // Danish and Indonesian: "places like", "companies like", "comparison", "or", "like".
  'steder som',
  'firmaer som',
  'sammenligning',
  'perbandingan',
  'seperti',
  'atau',
  // Turkish and Greek: "alternative", "comparison", "or", "like" (after the name: "X gibi").
  'alternatif',
  'alternatifi',
  'karsılastırma',
  'veya',
  'gibi',
  'yerine',
  'εναλλακτικη',
  'εναλλακτικες',
  'συγκριση',
  'σαν',
  'companies like',
  'firms like',
  'providers like',
  'mas barato que',
  'mas barata que',
  'mejor que',
  'empresas como',
  'comparativa',
  'comparacion',
  'mes barat que',
  'millor que',
  'besser als',
  'firmen wie',
  'anbieter wie',
  'moins cher que',
  'meilleur que',
  'mais barato que',
  'melhor que',
  'levnejsi nez',
  'lepsi nez',
  'firmy jako',
  'srovnani',
  'porovnani',
  'nebo',
  'lacnejsie ako',
  'porovnanie',
  'alebo',
  // "similar to", "shops like" in the languages above: "lojas parecidas com X".
  'similar to',
  'parecido com',
  'parecida com',
  'parecidos com',
  'parecidas com',
  'semelhante a',
  'parecido a',
  'similares a',
  'simile a',
  'simili a',
  'similaire a',
  'ahnlich wie',
  'vergelijkbaar met',
  'podobny do',
  'liknande',
  'lignende',
  // "or", "alternative", "comparison", "better/cheaper than" in Finnish, Estonian, Latvian,
  // Lithuanian, Romanian, Hungarian and Croatian ("voi", "ar": everyday words elsewhere).
  'vai',
  'vaihtoehto',
  'vertailu',
  'alternatiiv',
  'vordlus',
  'salidzinajums',
  'alternatyva',
  'palyginimas',
  'sau',
  'comparatie',
  'mai bun decat',
  'mai ieftin decat',
  'vagy',
  'osszehasonlitas',
  'ili',
  'usporedba',
  // "like" before or after a name: Romanian "firme precum X", Finnish "X:n kaltaiset".
  'precum',
  'kaltainen',
  'kaltaiset',
  'kaltaisia',
  'kaltaista',
);

export function isComparison(tokens: readonly string[]): boolean {
  return COMPARISON_RUNS.some((run) => findRun(tokens, run) >= 0);
}
