import type { ClassifierBrief, SearchTermRow } from '../classifier-types.js';
import {
  countryOfMarket,
  findRegionNamed,
  isCommonEnglishWord,
  isEverydayEnglishWord,
  type PlaceFinder,
  type RegionCode,
} from '../places/index.js';
import { FUNCTION_WORDS, foldText, stemAll, stemOf, tokenize } from '../text/fold-text.js';
import { toBrandPattern, type BrandPattern } from './brand-matcher.js';
import { findAudienceWords } from './audience-words.js';
import { findFamilyWords } from './word-families.js';
import { readBusinessCategory } from './business-category.js';
import { ExampleIndex } from './example-index.js';
import { readExcludedPlaces, readMarketRegions } from './market-reading.js';
import {
  findExclusionCue,
  isScopeClause,
  readRules,
  splitClauses,
  type ReadRules,
  type RulePhrase,
} from './rule-reading.js';
import { readServiceArea, type ServiceArea } from './service-area.js';
import { findWasteIntent } from './waste-intents.js';
import { BUSINESS_BUYER_WORDS, TEACHING_WORDS } from './waste-lexicon.js';

// What the classifier knows about one advertiser, read once from its brief (and from the
// keywords it bids on, which name what it sells in its own words): its brand and competitors,
// the words of its offer, the head nouns of what it sells, its market and its rules.

/** Legal forms that do not tell one company from another; everyday words are read apart. */
const LEGAL_FORMS = new Set(
  'co corp company ltd limited inc llc llp plc gmbh ag sa sarl bv pty lda group holdings the and of'.split(
    ' ',
  ),
);
/** Things given away free as a normal part of selling (a free quote is a buyer's step). */
const USUAL_FREE_OFFERS = new Set(
  'quote quotes trial trials sample samples delivery shipping consultation estimate estimates returns shipping demo inspection inspections assessment cancellation valuation appraisal checkup'.split(
    ' ',
  ),
);

/** Words that say how or for whom, never which thing: not enough to tell an excluded thing. */
const MARKER_STOPWORDS = new Set(
  'best top cheap cheapest good new online free general high low service services plan plans product products tool tools site sites website websites navigation question questions type types kind kinds other related based people looking buying searching wanting work log themselves yourself own but please if obviously worth pay paying interested have take over off large regular local sale sales brand brands'.split(
    ' ',
  ),
);
/** How a rule says a place is reached or served ("we don't cover <town>", "go to <town>"). */
const REACHING_WORDS = new Set(
  'serve serving cover covering go going travel deliver delivering ship shipping take work operate visit drive'.split(
    ' ',
  ),
);
/** A business that sells anywhere: no market country to be outside of. */
const WORLDWIDE =
  /\b(worldwide|world-wide|anywhere in the world|all over the world|around the world|globally|internationally|abroad|overseas)\b/i;
/** "Is" and "are" before a word that says what the subject is ("our advice is free"). */
const IS_WORDS = new Set(['is', 'are']);

/** What a business with a free plan calls it ("free plan for up to 10 users"). */
const FREE_TIERS = ['plan', 'tier', 'version', 'edition', 'account'];

/** An excluded rule phrase, and the words that set it apart from the offer, if any. */
export interface ExcludedThing extends RulePhrase {
  /** Each with whether it is the phrase's last word (its head noun, "courses" of "x courses"). */
  markers: {
    stem: string;
    isHead: boolean;
    /**
     * In a longer phrase, the marker alone is a wide word ("<word> donation to science"): it
     * finds the phrase only with one of these, the phrase's other words, beside it.
     */
    companions?: string[];
  }[];
}

/** An overview of a business that sells to other businesses ("a B2B distributor of …"). */
const SUPPLIES_TRADE =
  /\b(b2b|distributor|wholesaler|supplier|manufacturer|trade customers|sells? to businesses|for businesses)\b/i;

export interface BriefModel {
  /** The overview says it sells to other businesses: "supplier" searches are its buyers. */
  suppliesTrade: boolean;
  brandName: string;
  /** Whether a folded word names a place on its own (the gazetteer's reading, cached). */
  isPlaceWord: (token: string) => boolean;
  ownBrand: BrandPattern[];
  competitors: BrandPattern[];
  /** Stems of every word the brief and the keywords use for the offer (places excluded). */
  offerStems: Set<string>;
  /**
   * Stems the products' names and descriptions use and the rules never exclude: a waste word
   * among them ("used" of "Used cars", "jobs" of a recruiter's "Jobs board") is what is sold.
   */
  productStems: Set<string>;
  /** Stems of what the overview says of the business, outside its exclusions ("manufacturer"). */
  overviewStems: Set<string>;
  /** The business teaches (courses, classes, lessons): learning the trade is its buyer. */
  sellsTeaching: boolean;
  /** Stems of the nouns that name what is sold ("insur", "protein", "powder"). */
  headStems: Set<string>;
  /** The overview's noun for the business when no product or keyword ends in it. */
  categoryOnlyStem: string | null;
  /** Head stems with their words, for fuzzy matching of typed words ("powdr"). */
  headWords: Map<string, string>;
  /** Stems of the words that come right before a head noun in the brief or keywords. */
  headModifierStems: Set<string>;
  /** The same words as typed, for typo-tolerant matching ("wodden flooring"). */
  headModifierWords: Set<string>;
  /** Stems of every word of the brief and keywords (a word never seen there is foreign). */
  briefStems: Set<string>;
  /** Words that may follow "free" because the advertiser gives them ("free quote"). */
  freeOffers: Set<string>;
  rules: ReadRules;
  /** Excluded rule phrases that name a thing (places are read separately). */
  excludedThings: ExcludedThing[];
  /** Positions in `excludedThings` by their first stem and by their marker stem. */
  excludedThingsByStem: Map<string, number[]>;
  /** Brands the overview or products name as stocked ("we stock Acme and Zenith"), folded. */
  stockedNames: Set<string>;
  /** The advertiser gives what it sells away in a free plan, tier or version. */
  hasFreeTier: boolean;
  keptPhrases: RulePhrase[];
  /** ISO codes of the countries the advertiser serves; empty when the brief does not say. */
  marketCountries: Set<string>;
  /**
   * Country → the admin1 codes of the regions the advertiser serves there ("We only take cases
   * in Tennessee" → US → {TN}); a market country absent here is served whole.
   */
  marketRegions: Map<string, Set<string>>;
  /** Places the rules exclude by name (folded), and the countries and regions they exclude. */
  excludedPlaceNames: Set<string>;
  /** Places the user says the advertiser serves (folded): never out of market. */
  servedPlaceNames: Set<string>;
  /** Regions the user says are served, whatever their country's reading. */
  servedRegions: RegionCode[];
  /** Places the overview names where it sells (folded): its own town wins over a namesake. */
  ownPlaceNames: Set<string>;
  /**
   * Places the products are named or described by ("<country> single origin", "a <town>-style
   * cheese"): an origin or a style of what is sold, never the searcher's market.
   */
  productPlaceNames: Set<string>;
  /** The brief says the business sells anywhere ("worldwide", "clients abroad"). */
  sellsWorldwide: boolean;
  /** Towns excluded only with their region or country named ("<town> <region>"): town → those. */
  qualifiedExcludedPlaces: Map<string, Set<string>>;
  excludedCountries: Set<string>;
  excludedRegions: Map<string, Set<string>>;
  /** The towns a local business serves, when its scope rules name them. */
  serviceArea: ServiceArea | null;
  examples: ExampleIndex;
}

function contentTokens(text: string): string[] {
  return tokenize(text).filter((token) => !FUNCTION_WORDS.has(token) && token.length > 1);
}

export function buildBriefModel(
  brief: ClassifierBrief,
  rows: readonly SearchTermRow[],
  places: PlaceFinder,
): BriefModel {
  const corrections = brief.corrections ?? {};
  const folded = (names: readonly string[] | undefined) =>
    new Set((names ?? []).map(foldText).filter((name) => name !== ''));
  const ignoredExclusions = folded(corrections.ignoredExclusions);
  const servedPlaceNames = folded(corrections.servedPlaces);
  const competitorsInContext = folded(corrections.competitorsInContext);
  const read = readRules(brief.rules.map((rule) => rule.description));
  const rules: ReadRules = {
    ...read,
    excluded: read.excluded.filter((phrase) => !ignoredExclusions.has(foldText(phrase.text))),
  };
  const keywords = [
    ...new Set(rows.map((row) => row.matchedKeyword ?? '').filter((keyword) => keyword !== '')),
  ];
  const placeWords = new Map<string, boolean>();
  const isPlaceToken = (token: string) => {
    let isPlace = placeWords.get(token);
    if (isPlace === undefined) placeWords.set(token, (isPlace = places.find([token]).length > 0));
    return isPlace;
  };
  const offerTexts = [
    brief.shortDescription,
    ...brief.products.flatMap((product) => [product.name, product.description]),
    ...keywords,
  ];
  // The name's words, except everyday words the overview also uses for the trade ("… Glass &
  // Glazing" is a glazing company): those name the offer too.
  const overviewWords = new Set(
    tokenize(withoutOwnName(brief.shortDescription, brief.name)).concat(
      brief.products.flatMap((product) => tokenize(`${product.name} ${product.description}`)),
    ),
  );
  // A word of the name the overview writes in lower case is its trade in any language
  // ("Ruskea on perheen leipomo …" of "Ruskea Leipomo"), not what sets the name apart.
  const writtenLowerCase = new Set(
    [
      withoutOwnName(brief.shortDescription, brief.name),
      ...brief.products.map((p) => p.description),
    ]
      .flatMap((text) => text.match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{N}]*/gu) ?? [])
      .flatMap(tokenize),
  );
  const nameWords = tokenize(brief.name).filter(
    (token) => !overviewWords.has(token) || !isCommonEnglishWord(token),
  );
  const rareNameWords = nameWords.filter((token) => !writtenLowerCase.has(token));
  const ownBrandWords = new Set(rareNameWords.length > 0 ? rareNameWords : nameWords);
  const offerStems = new Set<string>();
  for (const text of offerTexts) {
    const tokens = tokenize(text);
    tokens.forEach((token, index) => {
      if (FUNCTION_WORDS.has(token) || token.length < 2) return;
      if (ownBrandWords.has(token) || isPlaceToken(token)) return;
      // "dairy-free", "soy free": the thing named is what the offer leaves out.
      if (tokens[index + 1] === 'free') return;
      offerStems.add(stemOf(token));
    });
  }
  // What is sold is named by the last word of a product name ("… insurance", "… protein bars"),
  // and by the last word that several keywords share (places and the brand aside).
  const headWords = new Map<string, string>();
  const lastWordOf = (text: string): string | undefined =>
    contentTokens(text)
      .filter((token) => !ownBrandWords.has(token) && !isPlaceToken(token) && !/^\d+$/.test(token))
      .at(-1);
  for (const product of brief.products) {
    const token = lastWordOf(product.name);
    if (token) headWords.set(stemOf(token), token);
  }
  const ruledOutStems = new Set(
    rules.exclusionSentences.flatMap((sentence) => stemAll(tokenize(sentence))),
  );
  const productStems = new Set(
    brief.products
      .flatMap((product) => stemAll(tokenize(`${product.name} ${product.description}`)))
      .filter((stem) => !ruledOutStems.has(stem)),
  );
  // The overview's noun for the business names what is sold too; only its own kind of it is
  // unknown, so it never makes a qualified search "another kind" (a "romantic hotel").
  const category = readBusinessCategory(brief.shortDescription);
  let categoryOnlyStem: string | null = null;
  if (category && !ownBrandWords.has(category) && !isPlaceToken(category)) {
    if (!headWords.has(stemOf(category))) categoryOnlyStem = stemOf(category);
    headWords.set(stemOf(category), category);
  }
  const keywordHeads = new Map<string, { token: string; count: number }>();
  for (const keyword of keywords) {
    const token = lastWordOf(keyword);
    if (!token) continue;
    const entry = keywordHeads.get(stemOf(token)) ?? { token, count: 0 };
    entry.count += 1;
    keywordHeads.set(stemOf(token), entry);
  }
  for (const [stem, entry] of keywordHeads) {
    if (entry.count >= 2) headWords.set(stem, entry.token);
  }
  const headStems = new Set(headWords.keys());
  const headModifierStems = new Set<string>();
  const headModifierWords = new Set<string>();
  const briefStems = new Set<string>();
  for (const text of [...offerTexts, ...brief.rules.map((rule) => rule.description)]) {
    for (const stem of stemAll(tokenize(text))) briefStems.add(stem);
  }
  // The kinds of what is sold: the words right before it in product names, the overview and the
  // keywords ("oak flooring", "vinyl flooring", "sourdough bread").
  for (const text of offerTexts) {
    const tokens = tokenize(text);
    const stems = stemAll(tokens);
    stems.forEach((stem, index) => {
      if (index > 0 && headStems.has(stem)) {
        headModifierStems.add(stems[index - 1]!);
        headModifierWords.add(tokens[index - 1]!);
      }
    });
  }
  const freeOffers = new Set(USUAL_FREE_OFFERS);
  // What a rule keeps free is given away too ("free estimates and our free camera inspection
  // with a repair are fine").
  for (const text of [...offerTexts, ...rules.keptSentences]) {
    const tokens = tokenize(text);
    tokens.forEach((token, index) => {
      if (token === 'free' && tokens[index + 1] && tokens[index + 1] !== 'from') {
        freeOffers.add(tokens[index + 1]!);
        if (tokens[index + 2]) freeOffers.add(tokens[index + 2]!);
      }
      // "our advice is free to clients", "the survey costs you nothing": what it names.
      const subject = tokens[index - 2];
      if (subject && IS_WORDS.has(tokens[index - 1]!) && token === 'free') freeOffers.add(subject);
      if (
        (token === 'costs' || token === 'cost') &&
        tokens.slice(index + 1, index + 3).includes('nothing') &&
        tokens[index - 1]
      ) {
        freeOffers.add(tokens[index - 1]!);
      }
    });
  }
  // A name's words that say its trade ("coffee" of "Kettle Coffee") are not what sets it apart;
  // offer words are compared by stem, as the offer holds stems.
  const toPattern = (name: string) =>
    toBrandPattern(
      name,
      new Set([...LEGAL_FORMS, ...tokenize(name).filter((t) => offerStems.has(stemOf(t)))]),
      (token) => isEverydayEnglishWord(token) || isPlaceToken(token),
    );
  // The own name's everyday words ("Swift" of "Swift Couriers") still find it, in context,
  // when nothing rarer sets it apart: keeping one's own brand is never the costly mistake.
  const ownBrand = [brief.name, domainLabel(brief.website)]
    .filter((name): name is string => Boolean(name))
    .map((name) => {
      const pattern = toPattern(name);
      if (pattern.distinctive.length > 0) return pattern;
      return toBrandPattern(
        name,
        new Set([...LEGAL_FORMS, ...pattern.tokens.filter((t) => offerStems.has(stemOf(t)))]),
      );
    });
  // A competitor named with the words the brief itself writes for its trade, in any language
  // ("Safe Door" beside "safety doors"), may be those words: found only where a search treats
  // it as a company, as when the user says so.
  const tradeWords = [...writtenLowerCase].filter((word) => word.length >= 3);
  const isTradeWord = (token: string) => tradeWords.some((word) => sharesRoot(word, token));
  const competitors = brief.competitorsList.map((name) => {
    const pattern = toPattern(name);
    const words = pattern.tokens.filter((token) => token.length > 2 && !LEGAL_FORMS.has(token));
    // One word ("Soundly" beside "sound") is a coined name; several trade words are a phrase.
    const isTradeName = words.length >= 2 && words.every(isTradeWord);
    return competitorsInContext.has(foldText(name)) || isTradeName
      ? { ...pattern, inContextOnly: true }
      : pattern;
  });

  const {
    excludedPlaceNames,
    qualifiedExcludedPlaces,
    excludedCountries,
    excludedRegions,
    marketNamedByExclusions,
  } = readExcludedPlaces(rules.exclusionSentences, places);
  const marketCountries = new Set<string>(marketNamedByExclusions.countries);
  const leaveOut = ({ country, adminCode }: RegionCode) =>
    excludedRegions.get(country)?.has(adminCode) === true;
  // Where the overview says the business is and sells always wins over an exclusion that names
  // it in passing ("… nor for our own citizens going abroad"; "we are not on <island> of <town>").
  const servedClauses = splitClauses(withoutNameSuffixes(brief.shortDescription)).filter(
    (clause) => findExclusionCue(clause) < 0,
  );
  const ownPlaceNames = new Set<string>();
  const ownCountries = new Set<string>();
  const townsByCountry = new Map<string, Set<string>>();
  for (const clause of servedClauses) {
    for (const code of countryOfMarket(clause, { leaveOut })) excludedCountries.delete(code);
    for (const mention of places.find(tokenize(clause))) {
      excludedPlaceNames.delete(mention.text);
      if (mention.kind === 'city') {
        ownPlaceNames.add(mention.text);
        const code = mention.countries[0]?.code;
        if (code)
          townsByCountry.set(code, (townsByCountry.get(code) ?? new Set()).add(mention.text));
        // "a clinic in <city>": the country it is in is where its customers come, never out.
        const country = mention.countries[0];
        if (country && country.population >= OWN_CITY_POPULATION) {
          excludedCountries.delete(country.code);
          ownCountries.add(country.code);
        }
      }
      // "based in <town>, <region>": the overview's own region is never excluded.
      const region = mention.kind === 'region' ? findRegionNamed(mention.text) : undefined;
      if (region) excludedRegions.get(region.country)?.delete(region.adminCode);
    }
  }
  // Several towns of one country in the overview, however small ("between <town> and <town>",
  // "guests come from <town>, <town>"): that country is where it is, never out.
  for (const [code, towns] of townsByCountry) {
    if (towns.size < 2) continue;
    excludedCountries.delete(code);
    ownCountries.add(code);
  }
  for (const sentence of [...rules.scopeSentences, withoutNameSuffixes(brief.shortDescription)]) {
    for (const code of countryOfMarket(sentence, { leaveOut })) {
      if (!excludedCountries.has(code)) marketCountries.add(code);
    }
  }
  // Nor by name: "we don't market to local patients in <country>" speaks of who, not of the
  // destination its visitors search for.
  for (const name of excludedPlaceNames) {
    const [mention] = places.find(tokenize(name));
    if (mention?.kind === 'country' && ownCountries.has(mention.countries[0]?.code ?? '')) {
      excludedPlaceNames.delete(name);
    }
  }
  // Customers who travel to it ("patients from <countries>" of a clinic in <city>) search
  // for its country too.
  if (marketCountries.size > 0) for (const code of ownCountries) marketCountries.add(code);
  // "Online classes worldwide", "clients abroad are welcome": no country is outside the market,
  // only those excluded.
  const scopeClauses = rules.scopeSentences
    .flatMap(splitClauses)
    .filter((clause) => findExclusionCue(clause) < 0);
  const sellsWorldwide = [...servedClauses, ...scopeClauses].some((text) => WORLDWIDE.test(text));
  if (sellsWorldwide) marketCountries.clear();
  const overviewStems = new Set(servedClauses.flatMap((clause) => stemAll(tokenize(clause))));
  const sellsTeaching = [...TEACHING_WORDS].some(
    (word) => productStems.has(stemOf(word)) || overviewStems.has(stemOf(word)),
  );
  // The user's served places win over every reading of the sentences. A region served is that
  // region only: "We serve Manitoba" leaves the rest of its excluded country out.
  const servedRegions: RegionCode[] = [];
  for (const name of servedPlaceNames) {
    excludedPlaceNames.delete(name);
    qualifiedExcludedPlaces.delete(name);
    const region = findRegionNamed(name);
    if (region) {
      excludedRegions.get(region.country)?.delete(region.adminCode);
      servedRegions.push(region);
      continue;
    }
    for (const code of countryOfMarket(name)) {
      excludedCountries.delete(code);
      if (marketCountries.size > 0) marketCountries.add(code);
    }
  }
  const marketRegions = readMarketRegions(
    [...rules.scopeSentences, ...splitClauses(brief.shortDescription).filter(isScopeClause)],
    marketNamedByExclusions.regions,
    excludedRegions,
  );
  for (const country of marketRegions.keys()) marketCountries.add(country);
  const excludedPhrases = rules.excluded.filter((phrase) => {
    // Places are the place reader's ("<country>", "serve <town>", "east <region>"): a phrase that
    // names a country or region, or a town and only how it is reached, is no thing to exclude;
    // "<town> <word>" may be a place the city data lacks, which the phrase still names.
    const mentions = places.find(phrase.tokens).filter((mention) => !mention.isCommonWord);
    const isReachingTown = (mention: (typeof mentions)[number]) =>
      phrase.tokens.every(
        (token, index) =>
          (index >= mention.startToken && index <= mention.endToken) ||
          FUNCTION_WORDS.has(token) ||
          REACHING_WORDS.has(token),
      );
    if (mentions.some((mention) => mention.kind !== 'city' || isReachingTown(mention))) {
      return false;
    }
    if (isNameInPlaceList(phrase)) return false;
    // A phrase made only of the offer's own words ("insurer") would exclude the offer itself;
    // several of them that do not all name what is sold are another thing ("accounting
    // software" for a business whose invoices only feed it).
    const ownWords = phrase.stems.filter((stem) => !FUNCTION_WORDS.has(stem));
    if (!ownWords.every((stem) => offerStems.has(stem))) return true;
    // "No leasing" beside "'ex-lease' searches are fine": the kept phrase guards the offer's
    // use of the word, so the word alone stays excluded.
    const [only] = ownWords;
    if (
      ownWords.length === 1 &&
      !headStems.has(only!) &&
      rules.kept.some((kept) => kept.stems.length > 1 && kept.stems.includes(only!))
    ) {
      return true;
    }
    return ownWords.length >= 2 && !ownWords.every((stem) => headStems.has(stem));
  });
  const withAudience = withAudiences(excludedPhrases, (stem) => offerStems.has(stem));
  // A phrase that holds a word excluded on its own is an example of it ("smoothie bowl
  // tutorials" of "tutorials"): that word finds it, no marker is needed.
  const singleWords = new Set(
    withAudience.filter((phrase) => phrase.stems.length === 1).map((phrase) => phrase.stems[0]!),
  );
  // The overview's own places never mark an excluded thing ("<town>" of "<island> of <town>").
  const servedStems = new Set(
    [...ownPlaceNames, ...servedPlaceNames].flatMap((name) => stemAll(tokenize(name))),
  );
  const offerStemRuns = offerTexts.map((text) =>
    stemAll(tokenize(text).filter((token) => !FUNCTION_WORDS.has(token))),
  );
  const excludedThings = withAudience.map((phrase) => ({
    ...phrase,
    markers: (phrase.stems.some((stem) => singleWords.has(stem)) || findWasteIntent(phrase.tokens)
      ? []
      : findMarkers(phrase, offerStems, headStems, offerStemRuns)
    ).filter((marker) => !servedStems.has(marker.stem)),
  }));
  const competitorWords = new Set(brief.competitorsList.flatMap((name) => tokenize(name)));
  const stockedNames = new Set(
    [
      brief.shortDescription,
      ...brief.products.flatMap((product) => [product.name, product.description]),
    ]
      .flatMap(findProperNouns)
      .filter(
        (token) =>
          !ownBrandWords.has(token) &&
          !competitorWords.has(token) &&
          !FUNCTION_WORDS.has(token) &&
          !isCommonEnglishWord(token) &&
          !isPlaceToken(token) &&
          countryOfMarket(token).length === 0,
      ),
  );
  const hasFreeTier = FREE_TIERS.some((tier) => freeOffers.has(tier));
  const examples = new ExampleIndex(
    brief.examples.map((example) => {
      const folded = foldText(example.searchTerm);
      return {
        folded,
        sortedTokens: [...new Set(folded.split(' '))].sort().join(' '),
        isExclude: example.isExclude,
        category: example.category,
        text: example.searchTerm,
      };
    }),
  );
  return {
    brandName: brief.name,
    suppliesTrade:
      SUPPLIES_TRADE.test(brief.shortDescription) ||
      tokenize(brief.shortDescription).some((word) => BUSINESS_BUYER_WORDS.has(word)),
    isPlaceWord: isPlaceToken,
    ownBrand,
    competitors,
    offerStems,
    overviewStems,
    sellsTeaching,
    productStems,
    headStems,
    categoryOnlyStem,
    headWords,
    headModifierStems,
    headModifierWords,
    briefStems,
    freeOffers,
    rules,
    excludedThings,
    excludedThingsByStem: indexByStem(excludedThings),
    stockedNames,
    hasFreeTier,
    keptPhrases: rules.kept,
    marketCountries,
    marketRegions,
    excludedPlaceNames,
    qualifiedExcludedPlaces,
    servedPlaceNames,
    servedRegions,
    ownPlaceNames,
    productPlaceNames: new Set(
      brief.products
        .flatMap((product) => places.find(tokenize(`${product.name}. ${product.description}`)))
        .map((mention) => mention.text),
    ),
    sellsWorldwide,
    excludedCountries,
    excludedRegions,
    serviceArea: readServiceArea(
      rules.scopeSentences.filter((sentence) => !rules.exclusionSentences.includes(sentence)),
      places,
      servedClauses,
    ),
    examples,
  };
}

/**
 * The overview without the own name, typed whole or as its first words ("Acme Glass" of "Acme
 * Glass Ltd"): the words left are the ones it uses for the trade.
 */
function withoutOwnName(overview: string, name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  let text = overview;
  for (let count = words.length; count >= 2; count -= 1) {
    text = text.split(words.slice(0, count).join(' ')).join(' ');
  }
  return text;
}

/** "https://www.crumbwell.example" → "crumbwell": the name people type for the site. */
function domainLabel(website: string): string | null {
  try {
    const host = new URL(website.includes('://') ? website : `https://${website}`).hostname;
    const labels = host.replace(/^www\./, '').split('.');
    return labels.length >= 2 ? labels[0]! : null;
  } catch {
    return null;
  }
}

/** A town the overview says the business is in, large enough to say which country that is. */
const OWN_CITY_POPULATION = 100_000;

/** A sentence that lists places by kind ("Other counties (A, B, C) are out"). */
const PLACE_KINDS =
  /\b(count(y|ies)|towns?|cities|suburbs?|districts?|neighbou?rhoods?|boroughs?|regions?|provinces?|states|municipalit(y|ies)|villages?|parish(es)?)\b/i;

/**
 * One capitalised everyday word in a list of places ("Other counties (Dale, Hall)") names a place
 * the city data lacks, not a thing: excluding the word would exclude every search using it. A
 * name that is no everyday word still finds the place it names.
 */
function isNameInPlaceList(phrase: RulePhrase): boolean {
  if (phrase.tokens.length !== 1 || !PLACE_KINDS.test(phrase.sentence)) return false;
  const word = phrase.tokens[0]!;
  if (!isCommonEnglishWord(word)) return false;
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  return new RegExp(`(?<![\\p{L}])${capitalised}(?![\\p{L}])`, 'u').test(phrase.sentence);
}

/**
 * An excluded audience word brings the audience's other words ("kids" → "boys", "toddler"), and
 * an excluded thing its other words ("rental" → "mieten").
 */
function withAudiences(phrases: RulePhrase[], isOffer: (stem: string) => boolean): RulePhrase[] {
  const known = new Set(phrases.map((phrase) => phrase.text));
  const added: RulePhrase[] = [];
  for (const phrase of phrases) {
    if (phrase.tokens.length !== 1) continue;
    for (const word of [
      ...findAudienceWords(phrase.tokens[0]!),
      // The same thing in other words; none that names what is sold ("ex-lease" stock).
      ...findFamilyWords(phrase.tokens[0]!).filter((word) => !isOffer(stemOf(word))),
    ]) {
      if (known.has(word)) continue;
      known.add(word);
      added.push({ ...phrase, text: word, tokens: [word], stems: [stemOf(word)], isQuoted: false });
    }
  }
  return [...phrases, ...added];
}

/**
 * The words of a several-word excluded phrase that the offer does not use ("valet" and "parking"
 * of "valet parking"; "accounting" of "accounting software" for a business whose invoices only
 * feed it), so other wordings of the same thing are found. None for a one-word phrase, or one
 * whose words are all the offer's heads or say only how or for whom.
 */
function findMarkers(
  phrase: RulePhrase,
  offerStems: ReadonlySet<string>,
  headStems: ReadonlySet<string>,
  /** The offer's texts as stems, function words left out, in order. */
  offerStemRuns: readonly string[][],
): ExcludedThing['markers'] {
  const content = phrase.tokens
    .map((token, index) => ({ token, stem: phrase.stems[index]!, index }))
    // The verb of "file tax returns" says what is not done, not which thing: it marks nothing.
    .filter(({ index }) => !(phrase.startsWithVerb && index === 0))
    .filter(({ token }) => !FUNCTION_WORDS.has(token) && !MARKER_STOPWORDS.has(token));
  if (phrase.isQuoted || content.length < 2) return [];
  const last = content.at(-1)!;
  const outside = content.filter(({ stem }) => !offerStems.has(stem));
  if (outside.length > 0) {
    // In a two-word name each word marks it; in a longer one ("cast iron skillets") only
    // the first, as its later words name wider things. A hyphenated word ("after-sun") is one.
    const isHyphenated = new RegExp(`\\b${phrase.tokens[0]}-${phrase.tokens[1]}\\b`, 'i').test(
      phrase.sentence,
    );
    if (isHyphenated) return [{ stem: outside[0]!.stem, isHead: false }];
    if (content.length > 2) {
      const companions = content
        .map(({ stem }) => stem)
        .filter((stem) => stem !== outside[0]!.stem);
      return [{ stem: outside[0]!.stem, isHead: false, companions }];
    }
    return outside.map((word) => ({ stem: word.stem, isHead: word === last }));
  }
  // All the offer's words: a kind of what is sold only as one word right before its heads
  // ("accounting software"), not a clause ("ovens bought online to install themselves"), and
  // not where a word that says how it is had sets it apart ("free label software" is the
  // offer's own kind, wanted free).
  if (phrase.tokens.some((token) => MARKER_STOPWORDS.has(token))) return [];
  const kinds = content.filter(({ stem }) => !headStems.has(stem));
  const isCompound = content.every((word, order) => word.index === content[0]!.index + order);
  const [kind] = kinds;
  if (!kind || !isCompound || kinds.length !== 1 || kind !== content[0]) return [];
  // "instructor training" where the overview sells its "instructors": a word the offer uses on
  // its own is the offer, not a kind of it to exclude.
  const next = content[1]?.stem;
  const isUsedAlone = offerStemRuns.some((stems) =>
    stems.some((stem, index) => stem === kind.stem && stems[index + 1] !== next),
  );
  return isUsedAlone ? [] : [{ stem: kind.stem, isHead: false }];
}

/** Capitalised words inside a sentence (not its first word), folded: names the text uses. */
function findProperNouns(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:])\s+/)) {
    const words = sentence.match(/[\p{L}][\p{L}\p{N}]*/gu) ?? [];
    words.forEach((word, index) => {
      if (index > 0 && /^\p{Lu}\p{Ll}/u.test(word)) names.push(...tokenize(word));
    });
  }
  return names;
}

function indexByStem(things: readonly ExcludedThing[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  things.forEach((thing, position) => {
    for (const stem of new Set([thing.stems[0]!, ...thing.markers.map((marker) => marker.stem)])) {
      index.set(stem, [...(index.get(stem) ?? []), position]);
    }
  });
  return index;
}

/**
 * Whether two folded words share a root: the same word, or the same beginning up to short
 * endings ("porta" and "portes", "sail" and "sailing"), whatever the language's endings.
 */
function sharesRoot(left: string, right: string): boolean {
  if (left === right) return true;
  const shorter = Math.min(left.length, right.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && left[common] === right[common]) common += 1;
  const longer = Math.max(left.length, right.length);
  return common >= Math.max(4, shorter - 2, longer - 4);
}

/**
 * A name with its case ending written after an apostrophe ("Ankara'da", "Türkiye'nin", as
 * Turkish writes proper nouns) is the name: the ending would hide the place from the finder.
 */
function withoutNameSuffixes(text: string): string {
  return text.replace(/(\p{Lu}[\p{L}]+)['’]\p{Ll}{1,5}(?![\p{L}])/gu, '$1');
}
