import { isCommonEnglishWord, isEverydayEnglishWord } from '../places/index.js';
import { FUNCTION_WORDS, stemOf } from '../text/fold-text.js';
import { findBrand, type BrandMatch } from './brand-matcher.js';
import type { BriefModel } from './brief-model.js';
import type { TermView } from './term-view.js';

// Who a search is about: the advertiser's own name or a competitor's, as the brief names them.

/** Words that go with a brand name when people look for that company (not for a product). */
export const BRAND_NAVIGATION = new Set(
  'login log in sign account app coupon coupons promo code codes discount voucher review reviews price prices pricing near me store stores shop official website site contact number phone customer service uk ie us com complaint complaints portal client clients support help status email address hours opening location locations directions invoice invoices billing careers'.split(
    ' ',
  ),
);

/**
 * The advertiser's own name in the term: typed whole (joined, split or with a typo), or its
 * distinctive word where the rest of the search is about its offer ("<name> gutter repair"). A
 * typo that is an everyday word ("ledger" for a "Ledgery") needs that context too.
 */
export function findOwnBrand(model: BriefModel, term: TermView): BrandMatch | null {
  for (const pattern of model.ownBrand) {
    const match = findBrand(term.tokens, pattern, (token) => isOfferWord(model, token));
    if (!match) continue;
    const typed = term.tokens[match.start]!;
    const isEverydayWord =
      match.end - match.start === 1 && typed !== pattern.joined && isCommonEnglishWord(typed);
    if (match.isFullName && !isEverydayWord) return match;
    // A rare word of the own name, typed exactly, is the brand whatever else the search says
    // ("<name> status page", "<name> partner programme").
    if (!match.isFullName && !isCommonEnglishWord(typed)) return match;
    if (isUsedAsBrand(model, term, match)) return match;
  }
  return null;
}

export function findCompetitors(
  model: BriefModel,
  term: TermView,
  ownBrand: BrandMatch | null,
): BrandMatch[] {
  const found: BrandMatch[] = [];
  const isWord = (token: string) => isOfferWord(model, token) || isCommonEnglishWord(token);
  for (const pattern of model.competitors) {
    const match = findBrand(term.tokens, pattern, isWord);
    if (!match) continue;
    if (ownBrand && match.start < ownBrand.end && match.end > ownBrand.start) continue;
    // A name that is one everyday word or a place ("Tangent", "Hamar") is that competitor
    // only where the rest of the search is about the trade or the company, as a lone word is.
    const needsContext = !match.isFullName || isOrdinaryName(model, term, match);
    if (needsContext && !isUsedAsBrand(model, term, match)) continue;
    if (pattern.inContextOnly && !term.tokens.some((token) => BRAND_NAVIGATION.has(token)))
      continue;
    found.push(match);
  }
  return found;
}

function isOfferWord(model: BriefModel, token: string): boolean {
  return model.offerStems.has(stemOf(token));
}

function isOrdinaryName(model: BriefModel, term: TermView, match: BrandMatch): boolean {
  if (match.end - match.start !== 1) return false;
  const typed = term.tokens[match.start]!;
  return isEverydayEnglishWord(typed) || model.isPlaceWord(typed);
}

/**
 * A competitor's distinctive word typed alone is that competitor only when the rest of the
 * search is about the trade or the company ("loafsmith sourdough", "birch login"); "birch
 * trees near me" uses the word in its ordinary meaning.
 */
function isUsedAsBrand(model: BriefModel, term: TermView, match: BrandMatch): boolean {
  return term.tokens.every((token, index) => {
    if (index >= match.start && index < match.end) return true;
    return (
      FUNCTION_WORDS.has(token) ||
      BRAND_NAVIGATION.has(token) ||
      model.offerStems.has(term.stems[index]!) ||
      /^\d+$/.test(token)
    );
  });
}
