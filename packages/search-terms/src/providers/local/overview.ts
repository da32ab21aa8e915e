import { BriefDraftError } from '../../brief/brief-draft-error.js';
import { BRIEF_LIMITS } from '../../brief/brief-limits.js';
import type { SiteSnapshot } from '../../site/site-snapshot.js';
import { describeNonProduct, tellsFoundingStory } from './not-a-product.js';
import {
  AUDIENCE_NOUNS,
  collectSiteSentences,
  contentWords,
  type SiteSentence,
  tokenize,
  wordCoverage,
} from './site-text.js';

/** Sentences that say nothing about the business: consent banners, legal lines, account chrome. */
const BOILERPLATE =
  /\b(cookies?|privacy|terms (?:of|and) (?:use|service|conditions)|all rights reserved|copyright|javascript|newsletter|(?:un)?subscribe|gdpr|sign up|log ?in|sign in|password|add to (?:cart|basket|bag)|checkout|click here|read more|learn more|this website)\b|©/i;

/** A call to action on its own ("Order your cake today.") asks, it does not inform. */
const CALL_TO_ACTION =
  /^(?:shop|order|buy|book|call|contact|get|start|try|discover|explore|browse|see|view|visit|find|join|download|request|find out|sign|email|follow|don't miss|hurry)\b/i;

const OFFERING =
  /\b(?:sells?|selling|offers?|offering|provides?|providing|makes?|making|bakes?|baking|builds?|deliver(?:s|y|ing)?|suppl(?:y|ies|ying)|designs?|helps?|speciali[sz]e[sd]?|speciali[sz]ing|serves?|serving|manufactur\w*|creates?|install\w*|repairs?|compares?|rents?|produces?|crafts?|runs?)\b/i;

/** "in Dublin", "across the UK", "based in Leeds": a stated place, capitalised in the site's text. */
const PLACE = /\b(?:in|across|throughout|around|near|from|serving|to)\s+(?:the\s+)?\p{Lu}\p{L}+/u;

const SOURCE_WEIGHT: Record<SiteSentence['source'], number> = {
  'meta-description': 1.5,
  organization: 1.5,
  paragraph: 0,
};

/** Enough for what, for whom and where; the rest of the 1000 characters would be repetition. */
const TARGET_LENGTH = 600;
const MAX_SENTENCES = 6;
const MIN_INFORMATIVE_SCORE = 2;
/** A sentence whose content words are mostly in a chosen one adds nothing (hero text repeating the meta description). */
const REPEAT_COVERAGE = 0.55;

/**
 * A company overview made only of the site's own sentences, the most informative first:
 * what is sold, to whom, where. Near-duplicates (the meta description repeated in the hero
 * paragraph) are kept once; whole sentences only, never more than 1000 characters.
 */
export function draftOverview(input: {
  site: SiteSnapshot;
  brandName: string;
  productNames: string[];
}): string {
  const productWords = input.productNames.map((name) => new Set(contentWords(name)));
  const candidates = collectSiteSentences(input.site)
    .filter(isDescriptive)
    .filter((sentence) => !isOnFeatureOrPlanPage(sentence, input.brandName))
    .map((sentence) => ({
      sentence,
      score: scoreSentence(sentence, input.brandName, productWords),
    }))
    .sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);

  const informative = pickSentences(
    candidates.filter((candidate) => candidate.score >= MIN_INFORMATIVE_SCORE),
  );
  const overview =
    informative.length >= BRIEF_LIMITS.overviewMinLength ? informative : pickSentences(candidates);
  if (overview.length < BRIEF_LIMITS.overviewMinLength) {
    throw new BriefDraftError(
      'site_text_too_thin',
      `The website has too little descriptive text for a company overview of at least ${BRIEF_LIMITS.overviewMinLength} characters`,
    );
  }
  return overview;
}

function pickSentences(candidates: { sentence: SiteSentence }[]): string {
  const chosen: string[] = [];
  let length = 0;
  for (const { sentence } of candidates) {
    if (chosen.length >= MAX_SENTENCES || length >= TARGET_LENGTH) break;
    const addedLength = sentence.text.length + (chosen.length ? 1 : 0);
    if (length + addedLength > BRIEF_LIMITS.overviewMaxLength) continue;
    const isRepeat = chosen.some(
      (text) =>
        wordCoverage(sentence.text, text) >= REPEAT_COVERAGE ||
        wordCoverage(text, sentence.text) >= REPEAT_COVERAGE,
    );
    if (isRepeat) continue;
    chosen.push(sentence.text);
    length += addedLength;
  }
  return chosen.join(' ');
}

/**
 * A page named for a feature or a plan ("Flavors | …", "Subscribe & Save 15% | …") talks about how
 * to buy, not what the business is: its sentences stay out of the overview.
 */
function isOnFeatureOrPlanPage(sentence: SiteSentence, brandName: string): boolean {
  if (sentence.pageKind === 'home' || !sentence.pageTitle) return false;
  const pageName = sentence.pageTitle.split(/\s+[|–—:·•-]\s+/u)[0] ?? '';
  const kind = describeNonProduct(pageName, brandName);
  return kind === 'feature' || kind === 'plan';
}

function isDescriptive({ text }: SiteSentence): boolean {
  const words = text.split(' ').length;
  if (words < 6 || text.length > 350 || text.endsWith('?')) return false;
  // A list item or a tagline without its full stop is a fragment: the overview ends on sentences.
  if (!/[.!…]["'’”)]?$/u.test(text)) return false;
  if (BOILERPLATE.test(text)) return false;
  if (CALL_TO_ACTION.test(text) && words < 12) return false;
  if (tellsFoundingStory(text)) return false; // its places would read as the market or the product
  return /\p{Ll}/u.test(text); // ALL-CAPS banners are slogans
}

function scoreSentence(
  sentence: SiteSentence,
  brandName: string,
  productWords: Set<string>[],
): number {
  const { text } = sentence;
  const words = new Set(contentWords(text));
  // A meta description speaks for the whole site only on the home page.
  let score = SOURCE_WEIGHT[sentence.source] * (sentence.pageKind === 'home' ? 1 : 0.5);
  score += sentence.pageKind === 'home' ? 1 : sentence.pageKind === 'about' ? 0.75 : 0.25;
  const lowerText = text.toLowerCase();
  const lowerBrand = brandName.toLowerCase();
  if (lowerBrand && lowerText.includes(lowerBrand)) score += 1.5;
  // "Ledgerloop is accounts payable software…": the sentence an overview should open with.
  if (
    lowerBrand &&
    new RegExp(String.raw`^${escapeRegExp(lowerBrand)}\s+(?:is|are)\b`).test(lowerText)
  ) {
    score += 2;
  }
  if (/\b(?:is an?|we are|we're)\b/i.test(text)) score += 0.5;
  if (OFFERING.test(text)) score += 2;
  if (tokenize(text).some((word) => AUDIENCE_NOUNS.test(word))) score += 1;
  if (PLACE.test(text)) score += 1;
  if (/\d/.test(text)) score += 0.5;
  const mentionedProducts = productWords.filter((product) =>
    [...product].some((word) => words.has(word)),
  ).length;
  score += Math.min(mentionedProducts, 3) * 0.5;
  if (text.includes('!')) score -= 1; // exclamations are slogans more often than facts
  return score;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
