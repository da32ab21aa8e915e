import type { BriefElementsDraft } from '../../brief/brief-draft.js';
import { normaliseWhitespace, splitSentences } from '../../brief/brief-limits.js';
import { describeCountry } from '../../classifier/places/index.js';
import type { SiteSnapshot } from '../../site/site-snapshot.js';
import { describeNonProduct, isPlaceName, tellsFoundingStory } from './not-a-product.js';
import {
  AUDIENCE_NOUNS,
  collectSiteSentences,
  contentWords,
  readSiteCorpus,
  STOP_WORDS,
  tokenize,
} from './site-text.js';

/**
 * What the draft and the site say about the kind of business, as far as choosing waste rules
 * needs: every field is read from their text, so it works for verticals never seen before.
 */
export interface BusinessProfile {
  brandName: string;
  productNames: string[];
  /** Each product's page as drafted (`sourceUrl`), by its name in lower case. */
  productPages?: Record<string, string>;
  /** As the user or a model filled them in; the local drafter itself never knows them. */
  competitors: string[];
  /** Frequent two-word phrases of the site ("home insurance", "sourdough bread"), most frequent first. */
  categoryPhrases: string[];
  /** "free delivery", "free quote", "free trial": free things the business itself offers. */
  freeOffers: string[];
  /** "gluten-free", "sugar free", "free from dairy": qualities of what it sells. */
  freeFromPhrases: string[];
  /** Where the site says it serves or delivers, as written; empty when it does not say. */
  areasServed: string[];
  isSoftware: boolean;
  sellsGoods: boolean;
  sellsFood: boolean;
  sellsSecondHand: boolean;
  hasCustomerLogin: boolean;
  hasCareersPage: boolean;
  /** Classes, courses, workshops, recipes… the business itself offers. */
  teachingOffers: string[];
  sellsToBusinesses: boolean;
  sellsWholesale: boolean;
}

const SOFTWARE_WORDS =
  /\b(?:software|saas|app|apps|platform|api|dashboard|integrations?|cloud|sdk|plugin)\b/g;
const GOODS_WORDS =
  /\b(?:shop|buy|order online|delivery|delivered|shipping|ships|in stock|add to (?:cart|basket|bag)|checkout)\b/g;
const FOOD_WORDS =
  /\b(?:bak\w+|bread|cakes?|food|eat\w*|recipes?|fresh|flavou?rs?|taste|ingredients|meals?|snacks?|coffee|drinks?|organic|vegan|protein)\b/g;
const BUSINESS_AUDIENCE =
  /\b(?:businesses|b2b|enterprises?|companies|teams|smbs?|agencies|organi[sz]ations|firms)\b/g;
const TEACHING = /\b(?:classes|courses|workshops|lessons|tutorials|training|recipes)\b/g;
/** Words before "free" that make it a verb or an adverb phrase, not a quality ("feel free", "for free"). */
const NOT_FREE_FROM = new Set([
  'feel',
  'stay',
  'set',
  'break',
  'go',
  'totally',
  'completely',
  'entirely',
  'absolutely',
  'always',
  'yours',
  'free',
]);
/** "X-free" compounds about access, payment or worry, never a quality of what is sold. */
const NOT_A_QUALITY_FREE = new Set(
  'step toll interest duty tax fee commission risk hassle worry stress cost charge rent deposit'.split(
    ' ',
  ),
);
/** Verbs that hand something out for free: "we offer free delivery", "start free trial". */
const OFFERING_VERB =
  /^(?:offers?|offering|provides?|providing|gives?|giving|includes?|including|enjoy|get|gets|start|try|claim|book|request|with)$/;
/** Only phrases that say where the business serves; "based in" says where it sits, not its market. */
const PLACE_NAME = String.raw`(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}'-]*){0,3}`;
const AREA_SERVED = new RegExp(
  String.raw`\b(?:serving|serves|serve|across|throughout|deliver(?:y|ing|s)? (?:to|across|throughout|in)|ships? to|shipping to|available in|only in|covering)\s+(${PLACE_NAME}(?:\s*(?:,|\band\b|\bor\b)\s*${PLACE_NAME})*)`,
  'gu',
);
/** Who does the work ("chartered physiotherapists", "payroll specialists"): the seller, not what is sold. */
const PROVIDER_NOUNS =
  /^(?:physiotherapists|therapists|dentists|doctors|specialists|experts|consultants|engineers|staff|advisers|advisors|practitioners|clinicians|nurses|surgeons|lawyers|solicitors|accountants|technicians|veterans|founders|experts)$/;
/** Web chrome that is frequent on every site and names nothing sold. */
const CHROME_WORDS = new Set(
  'click read learn contact cookie cookies privacy terms policy rights reserved email call today menu home login account cart basket newsletter'.split(
    ' ',
  ),
);

export function readBusinessProfile(
  elements: BriefElementsDraft,
  site: SiteSnapshot | undefined,
): BusinessProfile {
  const draftText = [
    elements.shortDescription,
    ...elements.products.flatMap((p) => [p.name, p.description]),
  ].join(' \n ');
  const corpus = `${readSiteCorpus(site)}\n${draftText.toLowerCase()}`;
  const navigation = (site?.pages ?? [])
    .flatMap((page) => page.navigation.map((link) => link.text.toLowerCase()))
    .join(' | ');
  const sourceSentences = [
    draftText,
    ...(site ? collectSiteSentences(site).map((s) => s.text) : []),
  ];
  const distinct = (pattern: RegExp) => new Set(corpus.match(pattern) ?? []).size;
  const { freeOffers, freeFromPhrases } = readFreePhrases(corpus);
  const areasServed = readAreasServed(site, sourceSentences);

  return {
    brandName: elements.brandName,
    // The user may keep a menu entry the drafter would not offer ("Flavors"): rules name what is sold.
    productNames: elements.products
      .map((product) => product.name)
      .filter((name) => describeNonProduct(name, elements.brandName) === null),
    productPages: Object.fromEntries(
      elements.products.flatMap((product) =>
        product.sourceUrl ? [[product.name.toLowerCase(), product.sourceUrl]] : [],
      ),
    ),
    competitors: elements.competitors,
    categoryPhrases: findCategoryPhrases({
      // The overview is made of site sentences: counting both would count them twice.
      // A founding story's places and kitchens are not what is sold ("north carolina").
      prose: (site ? sourceSentences.slice(1) : splitSentences(elements.shortDescription))
        .filter((sentence) => !tellsFoundingStory(sentence))
        .join('\n')
        .toLowerCase(),
      areasServed,
      selfDescriptions: readSelfDescriptions(site),
      brandName: elements.brandName,
      productNames: elements.products.map((product) => product.name),
    }),
    freeOffers,
    freeFromPhrases,
    areasServed,
    isSoftware: distinct(SOFTWARE_WORDS) >= 2,
    sellsGoods:
      distinct(GOODS_WORDS) >= 2 ||
      Boolean(site?.pages.some((page) => page.structuredData.some((e) => e.type === 'Product'))),
    sellsFood: distinct(FOOD_WORDS) >= 3,
    sellsSecondHand: /\b(?:used|second[- ]hand|refurbished|pre-owned|preowned)\b/.test(corpus),
    hasCustomerLogin: /\b(?:log ?in|sign ?in|my account|customer portal)\b/.test(navigation),
    hasCareersPage: /\b(?:careers|jobs|vacancies|join (?:our|the) team)\b/.test(navigation),
    teachingOffers: [...new Set(corpus.match(TEACHING) ?? [])].sort(),
    sellsToBusinesses: distinct(BUSINESS_AUDIENCE) >= 2,
    sellsWholesale:
      /\b(?:wholesale|trade accounts?|bulk orders?|catering|corporate orders?)\b/.test(corpus),
  };
}

/** "north carolina", "leeds payroll", "subscribers save", "online booking": a place, a plan or a feature. */
function namesNoProduct(phrase: string): boolean {
  return describeNonProduct(phrase) !== null || phrase.split(' ').some((word) => isPlaceName(word));
}

/** Reads "free" by its neighbours: "free delivery" is an offer, "gluten-free" / "sugar free" a quality. */
function readFreePhrases(corpus: string): { freeOffers: string[]; freeFromPhrases: string[] } {
  const freeOffers = new Set<string>();
  const freeFromPhrases = new Set<string>();
  // Read clause by clause: "… holiday home cover. Free to use" must not read as "cover free".
  const clauses = splitSentences(corpus).flatMap((sentence) =>
    sentence.split(/[.,;:!?()\u2013\u2014]+|\s-\s/),
  );
  for (const clause of clauses)
    readClauseFreePhrases(tokenize(clause), freeOffers, freeFromPhrases);
  return { freeOffers: [...freeOffers].sort(), freeFromPhrases: [...freeFromPhrases].sort() };
}

function readClauseFreePhrases(
  words: string[],
  freeOffers: Set<string>,
  freeFromPhrases: Set<string>,
): void {
  words.forEach((word, index) => {
    if (/^[\p{L}]+-free$/u.test(word)) {
      // "step-free access", "interest-free credit": how it is bought or reached, not what is sold.
      if (!NOT_A_QUALITY_FREE.has(word.slice(0, -'-free'.length))) freeFromPhrases.add(word);
      return;
    }
    if (word !== 'free') return;
    const before = words[index - 1];
    if (before === 'feel') return; // "feel free to call" is politeness, not an offer
    const after = words[index + 1];
    // "run free for 30 days", "free of charge": a price, neither a quality nor a named offer.
    if (after === 'for' || after === 'of') return;
    if (after === 'from' && words[index + 2] && !STOP_WORDS.has(words[index + 2]!)) {
      freeFromPhrases.add(`free from ${words[index + 2]}`);
    } else if (
      before &&
      !OFFERING_VERB.test(before) &&
      !STOP_WORDS.has(before) &&
      !NOT_FREE_FROM.has(before) &&
      !before.endsWith('ly') &&
      /^\p{L}+$/u.test(before)
    ) {
      freeFromPhrases.add(`${before} free`);
    } else if (after === 'to' && words[index + 2]) {
      freeOffers.add(`free to ${words[index + 2]}`);
    } else if (after && !STOP_WORDS.has(after) && /^\p{L}+$/u.test(after)) {
      freeOffers.add(`free ${after}`);
    }
  });
}

function readAreasServed(site: SiteSnapshot | undefined, sentences: string[]): string[] {
  const declared = (site?.pages ?? []).flatMap((page) =>
    page.structuredData.flatMap((entity) =>
      entity.type === 'Organization' ? (entity.areaServed ?? []) : [],
    ),
  );
  // "across the UK and Europe" is two areas: a rule naming only the first would exclude the second.
  const stated = sentences.flatMap((sentence) =>
    [...sentence.matchAll(AREA_SERVED)].flatMap((match) =>
      (match[1] ?? '').split(/\s*(?:,|\band\b|\bor\b)\s*/),
    ),
  );
  const areas = [...declared, ...stated]
    // JSON-LD often names a country by its ISO code ("IE"): a rule reads its name ("Ireland").
    .map((area) => (/^[A-Z]{2}$/.test(area.trim()) ? describeCountry(area.trim()) : area))
    .map((area) => normaliseWhitespace(area).replace(/^the\s+/i, 'the '))
    .filter(Boolean);
  const unique = new Map(areas.map((area) => [area.toLowerCase(), area]));
  return [...unique.values()].slice(0, 4);
}

/** Titles and meta descriptions: where a site names its own category ("Sourdough bakery in Bristol"). */
function readSelfDescriptions(site: SiteSnapshot | undefined): string {
  return (site?.pages ?? [])
    .flatMap((page) => [page.title ?? '', page.kind === 'home' ? (page.description ?? '') : ''])
    .join('\n')
    .toLowerCase();
}

/**
 * Two content words in a row that the site's sentences repeat: what it calls its own category.
 * Counted in prose, not headings or menus, which repeat product names (those are suggested as
 * products already). Titles and the home page description count extra; phrases ending in an
 * audience ("finance teams") say who buys, not what is sold.
 */
function findCategoryPhrases(input: {
  prose: string;
  selfDescriptions: string;
  brandName: string;
  productNames: string[];
  areasServed: string[];
}): string[] {
  // Place names make "bristol baking"-style pairs across phrase boundaries; places are added to
  // the suggestions on purpose instead.
  const excludedWords = new Set(contentWords([input.brandName, ...input.areasServed].join(' ')));
  const productNames = new Set(input.productNames.map((name) => name.toLowerCase()));
  // What the products are called at their head ("… insurance", "… loaves"): a phrase ending in
  // one names the category the site sells in, not a passing pair of words.
  const headNouns = new Set(
    input.productNames.flatMap((name) => tokenize(name.toLowerCase()).slice(-1)),
  );
  const counts = new Map<string, number>();
  const countPairs = (text: string, weight: number) => {
    for (const line of text.split(/[\n.!?;:,|()–—]+/)) {
      const words = tokenize(line);
      for (let index = 0; index + 1 < words.length; index += 1) {
        const pair = [words[index]!, words[index + 1]!];
        const isUsable =
          !AUDIENCE_NOUNS.test(pair[1]!) &&
          !PROVIDER_NOUNS.test(pair[1]!) &&
          pair.every(
            (word) =>
              !STOP_WORDS.has(word) &&
              !CHROME_WORDS.has(word) &&
              !excludedWords.has(word) &&
              /^\p{L}[\p{L}-]+$/u.test(word),
          );
        const pairWeight = headNouns.has(pair[1]!) ? weight * 2 : weight;
        if (isUsable) counts.set(pair.join(' '), (counts.get(pair.join(' ')) ?? 0) + pairWeight);
      }
    }
  };
  countPairs(input.prose, 1);
  countPairs(input.selfDescriptions, 3);
  return [...counts.entries()]
    .filter(([phrase, count]) => count >= 2 && !productNames.has(phrase))
    .filter(([phrase]) => !namesNoProduct(phrase))
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en'))
    .slice(0, 5)
    .map(([phrase]) => phrase);
}
