import { distance } from 'fastest-levenshtein';
import type {
  ClassifierBrief,
  SearchTermClassifier,
  SearchTermRow,
  TermCategory,
  TermDecision,
} from '../classifier-types.js';
import { getDefaultPlaceFinder, isCommonEnglishWord, type PlaceFinder } from '../places/index.js';
import { FUNCTION_WORDS, findRun, foldText, stemAll, stemOf, tokenize } from '../text/fold-text.js';
import { buildBriefModel, type BriefModel, type ExcludedThing } from './brief-model.js';
import { BRAND_NAVIGATION, findCompetitors, findOwnBrand } from './brand-reading.js';
import { REVIEW_CONFIDENCE, keepWhatConverted } from '../review-decisions.js';
import { findWrongLocation } from './location-check.js';
import { confidenceOf } from './confidence-table.js';
import type { TermView } from './term-view.js';
import {
  DIY_VERBS,
  findWasteIntent,
  isBuyerQuestion,
  isChoosingQuestion,
  isComparison,
} from './waste-intents.js';
import { FOREIGN_FREE_RUNS, FOREIGN_FREE_WORDS, FREE_BUYER_STEPS } from './waste-lexicon.js';

// The local classifier (DESIGN §7): offline and deterministic, it decides each term from the
// brief alone, in the order a PPC specialist would: the advertiser's own examples first, then
// who the search is about (its brand, a competitor), then where (the market), then what (the
// rules' exclusions, the usual waste intents, whether it names anything the advertiser sells).

/** Words that describe how a product is wanted, not what it is ("best", "cheap"). */
const GENERIC_MODIFIERS = new Set(
  'best top cheap cheapest affordable good great low high buy order online new compare comparison quote quotes price prices deal deals sale discount review reviews rated premium basic local nearby professional reliable trusted certified licensed qualified fast quick same day small large'.split(
    ' ',
  ),
);
/** "like" in the languages searchers mix in ("wie", "como", "comme"): "printers like X". */
const LIKE_WORDS = new Set(['like', 'wie', 'como', 'comme', 'come', 'zoals']);
/** Documents a buyer asks for ("catalogue pdf", "datasheet pdf"), in the lexicon's languages. */
const BUYER_DOCUMENTS = new Set(
  'catalogue catalog catalogues catalogs katalog kataloge katalogue catalogo catalogus brochure brochures prospekt datasheet datasheets datenblatt prislista prisliste preisliste tarif tarifs pricelist'.split(
    ' ',
  ),
);
/** Words before "course" that make it no course of study ("of course", "golf course"). */
const NOT_A_COURSE = new Set(['of', 'golf', 'main', 'race', 'obstacle', 'crash', 'water']);
const NEGATIONS = new Set(['without', 'no', 'non', 'free', 'not', 'instead', 'alternative', 'vs']);
/** Words before "claim" that make it the shopper's past, not an existing policy's admin. */
const CLAIM_HISTORY = new Set(['no', 'previous', 'past', 'prior', 'after', 'with', 'without']);

export interface LocalClassifierOptions {
  /** Reuse one place finder (its data loads once per process). */
  places?: PlaceFinder;
}

export function createLocalClassifier(
  brief: ClassifierBrief,
  options: LocalClassifierOptions = {},
): SearchTermClassifier {
  const places = withoutPlaces(
    options.places ?? getDefaultPlaceFinder(),
    brief.corrections?.notPlaces ?? [],
  );
  return {
    provider: 'local',
    classify: async (rows) => {
      const model = buildBriefModel(brief, rows, places);
      return rows.map((row) => decideTerm(model, places, row));
    },
  };
}

/** The finder, blind to the names the user says are not places here ("Larkfield: a product"). */
function withoutPlaces(places: PlaceFinder, names: readonly string[]): PlaceFinder {
  const notPlaces = new Set(names.map(foldText).filter((name) => name !== ''));
  if (notPlaces.size === 0) return places;
  return {
    find: (tokens) => places.find(tokens).filter((mention) => !notPlaces.has(mention.text)),
  };
}

/** A decision carrying the confidence its signal measured (confidence-table.ts). */
function decision(
  term: TermView,
  isExclude: boolean,
  category: TermCategory,
  signal: TermDecision['signal'],
  reason: string,
): TermDecision {
  return {
    searchTerm: term.text,
    isExclude,
    category,
    signal,
    confidence: confidenceOf(signal, isExclude),
    reason,
  };
}

/** Kept, with no reason to exclude that Utmost can point to, and marked for a person to decide. */
function review(term: TermView, signal: TermDecision['signal'], reason: string): TermDecision {
  return {
    searchTerm: term.text,
    isExclude: false,
    category: 'product',
    signal,
    confidence: REVIEW_CONFIDENCE,
    reason,
    needsReview: true,
  };
}

export function decideTerm(
  model: BriefModel,
  places: PlaceFinder,
  row: SearchTermRow,
): TermDecision {
  const tokens = tokenize(row.searchTerm);
  const term: TermView = { text: row.searchTerm, tokens, stems: stemAll(tokens) };

  const example = model.examples.find(tokens);
  if (!example) return keepWhatConverted(decideByRules(model, places, term), row);
  const followed = decision(
    term,
    example.isExclude,
    example.category,
    'example',
    `Follows the brief's example "${example.text}" (${example.isExclude ? 'excluded' : 'kept'}).`,
  );
  // Only example-matched terms pay for the second reading, so the rules' answer is kept exactly
  // where an example changed it.
  const { isExclude, category, reason, confidence, signal } = decideByRules(model, places, term);
  const decided =
    isExclude === followed.isExclude && category === followed.category
      ? followed
      : { ...followed, rules: { isExclude, category, reason, confidence, signal } };
  // The user's own decision on this very term stands; a close variant's is still automatic.
  return example.text.toLowerCase() === row.searchTerm.toLowerCase()
    ? decided
    : keepWhatConverted(decided, row);
}

/** What every stage reads: the brief's reading, the term, and who the term is about. */
interface StageContext {
  model: BriefModel;
  places: PlaceFinder;
  term: TermView;
  ownBrand: ReturnType<typeof findOwnBrand>;
  competitors: ReturnType<typeof findCompetitors>;
}

/** One reason a term can be decided by; null when it says nothing about the term. */
interface Stage {
  name: string;
  decide(context: StageContext): TermDecision | null;
}

/**
 * The stages in their order of precedence, the first that decides wins, as a PPC specialist
 * reads a search: a job seeker is never a customer, even of the brand; then who the search is
 * about (the brand itself, a competitor), where (the market), what (a thing the rules exclude,
 * the usual waste intents, something wanted for free), and whether it names anything sold at
 * all. A term no stage decides is about what is sold, and kept.
 */
const STAGES: readonly Stage[] = [
  { name: 'job seeker', decide: decideJobSeeker },
  { name: 'own brand', decide: decideOwnBrand },
  { name: 'competitor', decide: decideCompetitor },
  { name: 'market', decide: decideLocation },
  { name: 'excluded by the rules', decide: decideExcludedThing },
  { name: 'waste intent', decide: decideWasteIntent },
  { name: 'free of charge', decide: decideFreeSeeker },
  { name: 'names nothing sold', decide: decideNamesNothing },
  { name: 'another kind', decide: decideForeignKind },
];

/** The brief's rules, reading, intents and offer: everything but its examples. */
function decideByRules(model: BriefModel, places: PlaceFinder, term: TermView): TermDecision {
  const ownBrand = findOwnBrand(model, term);
  const context: StageContext = {
    model,
    places,
    term,
    ownBrand,
    competitors: findCompetitors(model, term, ownBrand),
  };
  for (const stage of STAGES) {
    const decided = stage.decide(context);
    if (decided) return decided;
  }
  return decideRelevant(context);
}

function decideJobSeeker({
  model,
  term,
  ownBrand,
  competitors,
}: StageContext): TermDecision | null {
  const { tokens } = term;
  const job = findWasteIntent(
    tokens,
    (intent, start, found) =>
      intent.signal !== 'job_seeker' || isSoldAs(model, found) || isHiringFor(model, tokens, start),
  );
  if (!job) return null;
  const at = ownBrand
    ? ` at ${model.brandName}`
    : competitors[0]
      ? ` at ${competitors[0].pattern.name}`
      : '';
  return decision(
    term,
    true,
    ownBrand !== null || competitors.length > 0 ? 'brand' : 'product',
    'job_seeker',
    `A job seeker's search ('${job.found}')${at}, not a customer — exclude.`,
  );
}

function decideOwnBrand({ model, term, ownBrand, competitors }: StageContext): TermDecision | null {
  if (!ownBrand) return null;
  const brand = model.brandName;
  if (competitors.length > 0) {
    return decision(
      term,
      false,
      'brand',
      'comparison',
      `Compares ${brand} with ${competitors[0]!.pattern.name} — a buyer still choosing, keep.`,
    );
  }
  const typed = term.tokens.slice(ownBrand.start, ownBrand.end).join(' ');
  const variant = foldText(brand) === typed ? '' : ` ('${typed}' ≈ ${brand})`;
  return decision(
    term,
    false,
    'brand',
    'own_brand',
    `Searches for ${brand} itself${variant} — own-brand demand, keep.`,
  );
}

function decideCompetitor({ term, competitors }: StageContext): TermDecision | null {
  if (competitors.length === 0) return null;
  const { tokens } = term;
  const names = competitors.map((match) => match.pattern.name);
  // "shops like X", "brands like X": someone looking for X's alternatives; two competitors
  // named together are weighed against each other, in any language.
  if (
    isComparison(tokens) ||
    LIKE_WORDS.has(tokens[competitors[0]!.start - 1] ?? '') ||
    new Set(names).size > 1
  ) {
    return decision(
      term,
      false,
      'brand',
      'comparison',
      `Compares ${names.join(' and ')} with other options — a buyer still choosing, keep.`,
    );
  }
  const [first] = competitors;
  // One word of a longer name among words of the trade ("<word> garden design") may be
  // a place or a thing the competitor is named after: without the rest of its name or a word
  // that treats it as a company, a person decides.
  if (!first!.isFullName && !tokens.some((token) => BRAND_NAVIGATION.has(token))) {
    return {
      ...review(
        term,
        'competitor',
        `Shares the word '${tokens[first!.start]}' with the competitor ${names[0]}, but may mean something else — kept for you to review.`,
      ),
      category: 'brand',
    };
  }
  return decision(
    term,
    true,
    'brand',
    'competitor',
    `Navigation to the competitor ${names[0]} (its products, login or offers) — the brief lists it as a competitor.`,
  );
}

function decideLocation({ model, places, term }: StageContext): TermDecision | null {
  const location = findWrongLocation(model, places, term.tokens);
  return location ? decision(term, true, 'product', 'wrong_location', location) : null;
}

function decideExcludedThing({ model, term }: StageContext): TermDecision | null {
  const notSold = findExcludedThing(model, term);
  if (!notSold) return null;
  const excluded = `'${notSold.phrase.text}' ("${shorten(notSold.phrase.sentence)}")`;
  // The excluded phrase's last word alone ("dentist" of "NHS dentist") may be the trade
  // itself: the brief excludes the phrase, not that word.
  return notSold.byHeadAlone
    ? review(
        term,
        'not_sold',
        `Shares a word with ${excluded}, which the brief excludes — kept for you to review.`,
      )
    : decision(term, true, 'product', 'not_sold', `The brief excludes ${excluded}.`);
}

function decideWasteIntent({ model, term }: StageContext): TermDecision | null {
  const { tokens } = term;
  const waste = findWasteIntent(tokens, (intent, start, found) => {
    if (intent.signal === 'job_seeker') return true;
    if (isSoldAs(model, found)) return true;
    // A business that supplies the trade is what "<product> supplier" looks for.
    if (SOURCING_WORDS.has(found) && model.suppliesTrade) return true;
    if (found === 'how to' && isBuyerQuestion(tokens, start)) return true;
    if (intent.signal === 'information' && isChoosingQuestion(tokens, start)) return true;
    // "<product> pdf catalogue", "price list pdf": a buyer's document, not a free copy.
    if (found === 'pdf' && tokens.some((token) => BUYER_DOCUMENTS.has(token))) return true;
    // "how to <do something> with <what is sold>" that is not a do-it-yourself verb is a
    // question about it ("how to choose", "how to switch", "how to tell a real one"): no reason.
    if (
      found === 'how to' &&
      !DIY_VERBS.has(tokens[start + 2] ?? '') &&
      findHeads(model, tokens).length > 0
    ) {
      return true;
    }
    // "what is <what is sold>": someone learning what they are about to buy. A word's sense
    // ("<it> meaning", "<it> definition", "wikipedia") is a look-up, not a step towards buying.
    if (
      intent.signal === 'information' &&
      !intent.isLearning &&
      asksAboutIt(found) &&
      findHeads(model, tokens).length > 0
    ) {
      return true;
    }
    // Courses and diplomas are what a school sells; "of course", "golf course" are no course.
    if (intent.isLearning && (model.sellsTeaching || NOT_A_COURSE.has(tokens[start - 1] ?? ''))) {
      return true;
    }
    // "free cancellation", "cancel anytime": a buyer weighing the commitment.
    if (
      (found === 'cancellation' || found === 'cancel') &&
      (['free', 'flexible'].includes(tokens[start - 1] ?? '') ||
        ['anytime', 'any'].includes(tokens[start + 1] ?? ''))
    ) {
      return true;
    }
    // "No claims bonus", "with previous claims", "after a flood claim": a shopper's history.
    if (
      (found === 'claims' || found === 'claim') &&
      tokens.slice(Math.max(0, start - 3), start).some((token) => CLAIM_HISTORY.has(token))
    ) {
      return true;
    }
    return isKeptByRule(model, term, start);
  });
  if (!waste) return null;
  return decision(
    term,
    true,
    'product',
    waste.intent.signal,
    `Excluded: ${waste.intent.describe(waste.found)}.`,
  );
}

/** A question or an explainer about a thing ("what is", "was ist", "explained"), not a word's sense. */
function asksAboutIt(found: string): boolean {
  return found.includes(' ') || found === 'explained';
}

function decideFreeSeeker({ model, term }: StageContext): TermDecision | null {
  const brand = model.brandName;
  const freeSeeker = findFreeSeeker(model, term.tokens);
  if (freeSeeker) {
    return decision(
      term,
      true,
      'product',
      'free_or_pirated',
      `Excluded: someone after '${freeSeeker}' for free, which ${brand} does not give away.`,
    );
  }
  const foreignFree = findForeignFreeSeeker(model, term);
  if (!foreignFree) return null;
  return decision(
    term,
    true,
    'product',
    'free_or_pirated',
    `Excluded: someone after it free of charge ('${foreignFree}'), which ${brand} does not give away.`,
  );
}

function decideNamesNothing({ model, places, term }: StageContext): TermDecision | null {
  const heads = findHeads(model, term.tokens);
  if (heads.length > 0 || overlap(model, term) >= 2 || namesStockedBrand(model, term)) return null;
  const brand = model.brandName;
  // Whether a search in another language names what is sold, English words cannot tell; the
  // guidelines never exclude on language alone, so it stays, unsure (a model may judge it).
  if (isLikelyOtherLanguage(model, places, term)) {
    return review(
      term,
      'relevant',
      `Mostly in another language, so whether it names what ${brand} sells is unclear — kept for you to review.`,
    );
  }
  // A local reading cannot know a trade's whole vocabulary (its jargon, acronyms, other
  // languages), so naming nothing it recognises is no reason to exclude: a person, or the
  // hybrid's model, decides.
  return review(
    term,
    'unrelated',
    `Names nothing Utmost recognises from the brief (${describeHeads(model)}) — kept for you to review.`,
  );
}

function decideForeignKind({ model, term }: StageContext): TermDecision | null {
  const { tokens } = term;
  const heads = findHeads(model, tokens);
  const foreign = heads.length > 0 ? findForeignKind(model, term, heads) : null;
  if (!foreign) return null;
  // The brief never mentions this kind, which is not the same as excluding it.
  return review(
    term,
    'not_sold',
    `'${foreign}' is a kind of ${model.headWords.get(stemOf(tokens[heads[0]!]!)) ?? tokens[heads[0]!]} the brief never mentions — kept for you to review.`,
  );
}

function decideRelevant({ model, term }: StageContext): TermDecision {
  const heads = findHeads(model, term.tokens);
  const head = heads.length > 0 ? term.tokens[heads[0]!]! : describeOffer(model, term);
  return decision(
    term,
    false,
    'product',
    'relevant',
    `About ${head} — what ${model.brandName} sells, keep.`,
  );
}

/** How a business buyer looks for a source of what is sold. */
const SOURCING_WORDS = new Set(
  'supplier suppliers distributor distributors manufacturer manufacturers'.split(' '),
);

/**
 * A waste word the brief's offer itself uses ("used" for a used-car dealer, "jobs" for a
 * recruitment agency, "course" for a training company) describes what is sold, not waste.
 */
function isSoldAs(model: BriefModel, found: string): boolean {
  const words = found.split(' ').filter((word) => !FUNCTION_WORDS.has(word));
  return (
    words.length > 0 &&
    words.every(
      (word) => model.productStems.has(stemOf(word)) || model.overviewStems.has(stemOf(word)),
    )
  );
}

/** "hiring a bookkeeper", "hire an electrician": a customer, hiring what is sold. */
function isHiringFor(model: BriefModel, tokens: readonly string[], start: number): boolean {
  if (tokens[start] !== 'hiring' && tokens[start] !== 'hire') return false;
  const next = tokens.slice(start + 1, start + 4).filter((token) => !FUNCTION_WORDS.has(token));
  return next.some((token) => isHeadWord(model, token));
}

function shorten(text: string): string {
  return text.length <= 90 ? text : `${text.slice(0, 87).trimEnd()}…`;
}

/**
 * A thing the rules exclude, named in the term. A single word that only qualifies ("life",
 * "pet") counts where it names the product's kind — right before what is sold ("pet insurance")
 * — or where the search names nothing sold at all; "pet friendly travel insurance" is travel
 * insurance. A word the rules exclude but the search negates ("granola without nuts",
 * "nut-free") is kept.
 */
function findExcludedThing(model: BriefModel, term: TermView) {
  // Only the phrases that start with, or are marked by, one of the term's words can match.
  const candidates = new Set<number>();
  for (const stem of term.stems) {
    for (const index of model.excludedThingsByStem.get(stem) ?? []) candidates.add(index);
  }
  if (candidates.size === 0) return null;
  const heads = findHeads(model, term.tokens);
  for (const index of [...candidates].sort((left, right) => left - right)) {
    const phrase = model.excludedThings[index]!;
    let start = findRun(term.stems, phrase.stems);
    let end = start + phrase.stems.length;
    // "valet car cleaning" against "valet parking": the word that sets the
    // excluded thing apart from the offer, read like a single excluded word.
    const marker =
      start < 0
        ? phrase.markers.find(
            (candidate) =>
              term.stems.includes(candidate.stem) &&
              (candidate.companions === undefined ||
                candidate.companions.some((stem) => term.stems.includes(stem))),
          )
        : undefined;
    if (marker) {
      start = term.stems.indexOf(marker.stem);
      end = start + 1;
    }
    if (start < 0) continue;
    if (namesPeopleForActivity(phrase, term.tokens.slice(start, end), marker)) continue;
    const matched = term.stems.slice(start, end);
    if (isKeptByRule(model, term, start)) continue;
    const before = term.tokens.slice(Math.max(0, start - 2), start);
    const after = term.tokens[end];
    if (before.some((token) => NEGATIONS.has(token)) || after === 'free') continue;
    if (isComparison(term.tokens) && heads.length > 0) continue;
    const isHeadItself = matched.some((stem) => model.headStems.has(stem));
    // "pet insurance" (the kind of what is sold) or "insurance course" (a thing about it).
    // A marker word that only qualifies the excluded thing names a kind only before what is
    // sold: "<offer> handbook" is the offer's, "<offer> courses" is a thing about it.
    const qualifiesHead = heads.some(
      (head) =>
        head === end || head === end + 1 || ((!marker || marker.isHead) && head === start - 1),
    );
    const otherHeads = heads.filter((head) => head < start || head >= end);
    if (isHeadItself || qualifiesHead || otherHeads.length === 0) {
      // "<offer> workshops": the excluded head noun names a thing about what is sold.
      const byHeadAlone = marker?.isHead === true && !heads.includes(start - 1);
      return { phrase, byHeadAlone };
    }
  }
  return null;
}

const disowned = new WeakMap<ExcludedThing, boolean>();

/** Whether the phrase's sentence says the business is not one ("we are not a tax preparer"). */
function isDisowned(phrase: ExcludedThing): boolean {
  let known = disowned.get(phrase);
  if (known === undefined) {
    known = foldText(phrase.sentence).includes(`not a ${phrase.tokens.join(' ')}`);
    disowned.set(phrase, known);
  }
  return known;
}

/**
 * Stems join people with what they do ("accountants" and "accounting"): an excluded audience
 * ("tax accountants") is not the activity a product serves ("tax accounting software"). Where the
 * whole phrase is typed, only the people themselves count, one or many; where one word marks it,
 * that word's activity ("-ing") is not them.
 */
function namesPeopleForActivity(
  phrase: ExcludedThing,
  termWords: readonly string[],
  marker?: { stem: string },
) {
  // "We are not a tax preparer": what the business is not, so its work is not sold either.
  if (isDisowned(phrase)) return false;
  const isPeople = (word: string) =>
    /(ants?|ents?|ers?|ors?|ists?|ians?)$/.test(word) && !/ing$/.test(word);
  if (marker) {
    const word = phrase.tokens.find((_, index) => phrase.stems[index] === marker.stem) ?? '';
    return isPeople(word) && /ing$/.test(termWords[0] ?? '');
  }
  return phrase.tokens.some((word, index) => {
    const typed = termWords[index] ?? '';
    return isPeople(word) && typed !== word && `${typed}s` !== word && typed !== `${word}s`;
  });
}

/** Whether a kept rule phrase ('dairy-free', 'compare', 'free to use') covers this position. */
function isKeptByRule(model: BriefModel, term: TermView, position: number): boolean {
  return model.keptPhrases.some((phrase) => {
    const start = findRun(term.stems, phrase.stems);
    return start >= 0 && position >= start && position < start + phrase.stems.length;
  });
}

/**
 * "free" read in context: "sugar free", "dairy-free" describe a product; "free quote", "free
 * sample" (when the advertiser gives one) are a buyer's step; "free protein powder" is someone
 * who wants it for nothing. Answers what the term wants for free, or null.
 */
function findFreeSeeker(model: BriefModel, tokens: readonly string[]): string | null {
  const index = tokens.indexOf('free');
  if (index < 0) return null;
  const before = tokens[index - 1];
  // "<what is sold> free" asks for it free, as "free <what is sold>" does; "gluten free" does not.
  const followsOffer = before !== undefined && isHeadWord(model, before);
  if (before && !FUNCTION_WORDS.has(before) && !followsOffer) return null;
  const after = tokens.slice(index + 1, index + 5);
  if (after.length === 0 && !followsOffer) return null;
  if (after.some((token) => model.freeOffers.has(token))) return null;
  // A business with a free plan gives what it sells away: "free <what it sells>" is its buyer.
  if (model.hasFreeTier && (followsOffer || after.some((token) => isHeadWord(model, token)))) {
    return null;
  }
  const wanted = followsOffer ? tokens.slice(Math.max(0, index - 3), index) : after;
  return wanted.filter((token) => !FUNCTION_WORDS.has(token)).join(' ') || null;
}

/**
 * "Free of charge" in another language ("<thing> kostenlos"): someone who wants it for nothing,
 * unless it is a buyer's step that comes free ("envio gratis") or the business gives it away.
 */
function findForeignFreeSeeker(model: BriefModel, term: TermView): string | null {
  const { tokens } = term;
  const index = tokens.findIndex((token) => FOREIGN_FREE_WORDS.has(token));
  const run =
    index < 0 ? FOREIGN_FREE_RUNS.find((words) => findRun(tokens, words.split(' ')) >= 0) : null;
  if (index < 0 && !run) return null;
  if (model.hasFreeTier) return null;
  if (tokens.some((token) => FREE_BUYER_STEPS.has(token) || model.freeOffers.has(token))) {
    return null;
  }
  const found = run ?? tokens[index]!;
  if (isSoldAs(model, found) || isKeptByRule(model, term, Math.max(index, 0))) return null;
  return found;
}

/** Positions of the words that name what is sold, typed exactly, by stem or with a typo. */
function findHeads(model: BriefModel, tokens: readonly string[]): number[] {
  const positions: number[] = [];
  tokens.forEach((token, index) => {
    if (!FUNCTION_WORDS.has(token) && isHeadWord(model, token)) positions.push(index);
  });
  return positions;
}

const headWordCache = new WeakMap<BriefModel, Map<string, boolean>>();

function isHeadWord(model: BriefModel, token: string): boolean {
  let cache = headWordCache.get(model);
  if (!cache) headWordCache.set(model, (cache = new Map()));
  const known = cache.get(token);
  if (known !== undefined) return known;
  let isHead = model.headStems.has(stemOf(token));
  if (!isHead && token.length >= 5 && !isCommonEnglishWord(token)) {
    for (const word of model.headWords.values()) {
      if (word.length >= 5 && word[0] === token[0] && isTypo(word, token)) {
        isHead = true;
        break;
      }
    }
  }
  if (cache.size > 100_000) cache.clear();
  cache.set(token, isHead);
  return isHead;
}

/**
 * A word right before what is sold that the brief and keywords never use ("boat insurance"
 * from a home insurer, "breast implants" from a dentist): another kind of the product. Only
 * when every mention of the product is qualified that way, and the word is a plain word, not a
 * quality or a place.
 */
function findForeignKind(model: BriefModel, term: TermView, heads: number[]): string | null {
  if (isComparison(term.tokens)) return null;
  if (heads.every((head) => term.stems[head] === model.categoryOnlyStem)) return null;
  let foreign: string | null = null;
  for (const head of heads) {
    const previous = head - 1;
    if (previous < 0) return null;
    const token = term.tokens[previous]!;
    const stem = term.stems[previous]!;
    if (
      FUNCTION_WORDS.has(token) ||
      GENERIC_MODIFIERS.has(token) ||
      model.headStems.has(stem) ||
      model.headModifierStems.has(stem) ||
      // A word the brief uses itself ("flood", "chocolate") is part of its world.
      model.briefStems.has(stem) ||
      isTypoOfAny(token, model.headModifierWords) ||
      // Only a word the classifier can read as a kind ("boat", "phone"); "grão" may be Portuguese.
      !isCommonEnglishWord(token) ||
      /\d/.test(token)
    ) {
      return null;
    }
    foreign = term.tokens
      .slice(Math.max(0, previous - 1), head)
      .filter((word) => !FUNCTION_WORDS.has(word))
      .join(' ');
  }
  // What is sold typed in another form ("proteína" for protein) is likely another language,
  // whose word order ("mejor proteína") says nothing about the kind.
  if (foreign !== null && heads.some((head) => !model.headStems.has(term.stems[head]!))) {
    return null;
  }
  // A word of the offer before the unknown one ("cracked glass screen repair" for a business
  // that fixes cracks) makes it a detail of what is sold, not another kind of it; after it ("wool
  // rug cleaner") it says nothing of the kind.
  if (foreign !== null) {
    const firstKind = Math.min(...heads) - 1;
    const hasOfferDetail = term.stems.some(
      (stem, index) =>
        index < firstKind &&
        model.offerStems.has(stem) &&
        !FUNCTION_WORDS.has(term.tokens[index]!) &&
        !GENERIC_MODIFIERS.has(term.tokens[index]!),
    );
    if (hasOfferDetail) return null;
  }
  return foreign;
}

function isTypoOfAny(token: string, words: ReadonlySet<string>): boolean {
  // "horse" is a word of its own, not a typo of "house".
  if (token.length < 4 || isCommonEnglishWord(token)) return false;
  for (const word of words) {
    if (word[0] === token[0] && isTypo(word, token)) return true;
  }
  return false;
}

/** One letter added, dropped or changed, or two swapped ("protien"). */
function isTypo(word: string, typed: string): boolean {
  if (distance(word, typed) <= 1) return true;
  if (word.length !== typed.length) return false;
  const differences = [...word].flatMap((letter, index) =>
    letter === typed[index] ? [] : [index],
  );
  return (
    differences.length === 2 &&
    differences[1] === differences[0]! + 1 &&
    word[differences[0]!] === typed[differences[1]!] &&
    word[differences[1]!] === typed[differences[0]!]
  );
}

/**
 * At least two words to read, and more than half of them neither everyday English, nor the
 * offer's, nor a place: "zapatos para correr mujer" rather than a typo or a stray brand.
 */
function isLikelyOtherLanguage(model: BriefModel, places: PlaceFinder, term: TermView): boolean {
  const placeTokens = new Set(
    places
      .find([...term.tokens])
      .flatMap((mention) =>
        Array.from(
          { length: mention.endToken - mention.startToken + 1 },
          (_, offset) => mention.startToken + offset,
        ),
      ),
  );
  const words = term.tokens.filter(
    (token, index) => !placeTokens.has(index) && !/\d/.test(token) && token.length > 1,
  );
  if (words.length < 2) return false;
  const unknown = words.filter(
    (token) =>
      !isCommonEnglishWord(token) &&
      !FUNCTION_WORDS.has(token) &&
      !model.offerStems.has(stemOf(token)),
  );
  return unknown.length * 2 > words.length;
}

/** Whether the term names a brand the brief says the advertiser stocks ("we stock X and Y"). */
function namesStockedBrand(model: BriefModel, term: TermView): boolean {
  return term.tokens.some((token) => model.stockedNames.has(token));
}

function overlap(model: BriefModel, term: TermView): number {
  return term.stems.filter((stem) => model.offerStems.has(stem)).length;
}

function describeOffer(model: BriefModel, term: TermView): string {
  return term.tokens.filter((_, index) => model.offerStems.has(term.stems[index]!)).join(' ');
}

function describeHeads(model: BriefModel): string {
  return [...model.headWords.values()].slice(0, 4).join(', ');
}
