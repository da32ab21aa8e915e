import { getDefaultPlaceFinder, tokenizePlaceText } from '../../classifier/places/index.js';

/**
 * What a site's heading, menu entry or word pair names when it is not something the business
 * sells: a place (its town, a state it started in), its founding story, a feature of buying
 * from it (online booking, click & collect, a customer portal, the flavours on offer) or a way
 * of paying for it (a plan, a membership, a subscription discount). The drafter reads every site
 * through these, so none of them is offered as a product, an example search or a rule's subject.
 */
export type NonProductKind = 'place' | 'founding-story' | 'feature' | 'plan';

// English words, matched on the whole name (ignoring "our", "the", "your" and the brand): "Our
// story", "Subscribe & Save", "Recovery Plan", "Employee portal". A name only ending in a word
// that sells too ("Water delivery") is read by its other words.

/** Names of a plan or a price: the last word decides ("Recovery Plan", "Cairn Club"). */
const PLAN_HEAD =
  /^(?:plans?|pricing|prices?|price list|membership|memberships|club|subscriptions?|save|savings|trial|sale|clearance|outlet|discounts?|deals?|offers?|rewards|loyalty|vouchers?|tiers?|bundles? (?:and|&) save)$/;
/** Whole names that are a price or a plan tier on their own. */
const PLAN_NAME =
  /^(?:pay as you go|pay monthly|subscribe(?: (?:and|&) save)?|starter|basic|standard|pro|plus|premium|growth|scale|business|enterprise|team|free|financing|finance options|gift cards?|refer a friend)$/;
/** Names of how the business sells, not what: the last word decides ("Employee portal"). */
const FEATURE_HEAD =
  /^(?:booking|bookings|portal|dashboard|integrations?|promise|guarantee|locator|finder|flavou?rs|colou?rs|sizes|size guide|scents|ingredients|nutrition|reviews|testimonials|brands|locations|stores|branches|clinics|showrooms|hours|opening times|features|benefits|how it works|click (?:and|&) collect|collect)$/;
/** Whole names of a convenience of buying ("Free returns", "Book online", "Next-day delivery"). */
const FEATURE_NAME =
  /^(?:book(?:ing)? online|book now|book an? (?:appointment|visit)|appointments|(?:free |fast |express |next[- ]day |same[- ]day |international |uk |us )?(?:delivery|shipping|returns)|delivery (?:and|&) returns|price match(?:ing)?|gift wrapping|find (?:us|a store|a clinic)|store finder|app|mobile app)$/;
/** A story of how the business began ("Our story", "Since 1987", "Meet the founders"). */
const FOUNDING_STORY =
  /\b(?:story|history|heritage|founders?|founded|founding|beginnings|since (?:1[89]|20)\d\d|est\.? (?:1[89]|20)\d\d|mission|our values)\b/;
/**
 * A sentence telling how the business began ("X was founded in 2006…", "…began in a garage",
 * "A second store followed in 2004"): history, not what is sold or to whom. The places in it are
 * where the founders were, not where the business sells.
 */
const FOUNDING_SENTENCE =
  /\b(?:founded|established|was born|began|(?:we|they|i) started|(?<!get )started (?:in|out|as|from)|set up (?:in|shop)|opened (?:its|our|their|a|the) (?:first|second|third|doors)|followed in)\b|\b(?:since|in|from) (?:1[89]|20)\d\d\b|\bfounders?\b/i;
const IGNORED_WORDS = new Set(['our', 'the', 'your', 'my', 'a', 'an', 'all']);

/**
 * The kind of thing `name` is when it is not a product, or null when it may be one. `brandName`
 * is left out of the name first: "Cairn Club" is the brand's club.
 */
export function describeNonProduct(name: string, brandName = ''): NonProductKind | null {
  const brandWords = new Set(words(brandName));
  const allWords = words(name).filter((word) => !IGNORED_WORDS.has(word));
  // "Save 15%", "Plan 2": a figure does not change what the name is (but "Since 1987" is a story).
  const nameWords = allWords.filter((word) => !/^\d+$/.test(word));
  const ownWords = nameWords.filter((word) => !brandWords.has(word));
  const text = ownWords.join(' ');
  if (nameWords.length === 0) return null;
  if (FOUNDING_STORY.test(allWords.join(' '))) return 'founding-story';
  if (text === '') return null; // the brand's own name is the brand, not a product: callers skip it
  if (PLAN_NAME.test(text) || PLAN_HEAD.test(lastWords(ownWords))) return 'plan';
  if (FEATURE_NAME.test(text) || FEATURE_HEAD.test(lastWords(ownWords))) return 'feature';
  if (isPlaceName(name)) return 'place';
  return null;
}

/** True when `sentence` tells the business's founding story rather than what it sells. */
export function tellsFoundingStory(sentence: string): boolean {
  return FOUNDING_SENTENCE.test(sentence);
}

/** True when every word of `text` belongs to a place the gazetteer knows ("North Carolina", "Leeds"). */
export function isPlaceName(text: string): boolean {
  const tokens = tokenizePlaceText(text).filter((token) => !IGNORED_WORDS.has(token));
  if (tokens.length === 0) return false;
  const covered = new Set<number>();
  for (const mention of getDefaultPlaceFinder().find(tokens)) {
    if (mention.isCommonWord) continue; // "Turkey", "Jersey": a word first
    for (let index = mention.startToken; index <= mention.endToken; index += 1) covered.add(index);
  }
  return tokens.every((_, index) => covered.has(index));
}

const MULTI_WORD_HEADS = new Set([
  'click & collect',
  'click and collect',
  'how it works',
  'size guide',
  'opening times',
  'price list',
]);

/** The name's head: its last word, or its last words when they are one ("click & collect"). */
function lastWords(nameWords: string[]): string {
  for (const size of [3, 2]) {
    const tail = nameWords.slice(-size).join(' ');
    if (nameWords.length >= size && MULTI_WORD_HEADS.has(tail)) return tail;
  }
  return nameWords[nameWords.length - 1] ?? '';
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|&/gu) ?? [];
}
