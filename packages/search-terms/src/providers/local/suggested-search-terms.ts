import type { SuggestedSearchTerm } from '../../brief/brief-draft.js';
import { capSuggestedSearchTerms } from '../../brief/brief-limits.js';
import type { BusinessProfile } from './business-profile.js';
import { describeNonProduct } from './not-a-product.js';
import { WASTE_INTENTS } from './waste-intent-catalogue.js';

/**
 * Example searches for the brief's extra examples: wanted ones from the site's own category
 * phrases and product names (plain and with the brand), excluded ones from the waste intents
 * that apply. At most 50 together, best first, no repeats.
 */
export function suggestSearchTerms(profile: BusinessProfile): {
  excluded: SuggestedSearchTerm[];
  perfect: SuggestedSearchTerm[];
} {
  const brand = profile.brandName.toLowerCase();
  // A bare place, feature or plan ("north carolina", "free parking") is no search for what is sold.
  const products = profile.productNames
    .filter((name) => describeNonProduct(name, profile.brandName) === null)
    .map((name) => name.toLowerCase())
    .filter((name) => name.split(/\s+/).length <= 5);
  const categories = profile.categoryPhrases
    .filter((phrase) => describeNonProduct(phrase, profile.brandName) === null)
    .slice(0, 3);
  const area = profile.areasServed[0]?.replace(/^the\s+/i, '').toLowerCase();

  // A search naming a product carries the page the product was found on.
  const sourced = (term: SuggestedSearchTerm, subject: string | undefined): SuggestedSearchTerm => {
    const page = subject === undefined ? undefined : profile.productPages?.[subject];
    return page ? { ...term, sourceUrl: page } : term;
  };
  const productTerms = [
    ...categories,
    ...products,
    ...(area ? categories.slice(0, 2).map((category) => `${category} ${area}`) : []),
  ].map((searchTerm) => sourced({ searchTerm, category: 'product' }, searchTerm));
  const brandTerms = [
    { searchTerm: brand, category: 'brand' as const },
    ...[categories[0], ...products.filter((name) => !name.includes(brand)).slice(0, 3)]
      .filter((subject): subject is string => Boolean(subject))
      .map((subject) => sourced({ searchTerm: `${brand} ${subject}`, category: 'brand' }, subject)),
  ].filter((term) => term.searchTerm.trim().length > 0);

  const excluded = WASTE_INTENTS.filter((intent) => intent.applies(profile)).flatMap((intent) =>
    intent.exampleSearches(profile),
  );
  return capSuggestedSearchTerms(
    uniqueTerms(excluded),
    uniqueTerms([...brandTerms, ...productTerms]),
  );
}

function uniqueTerms(terms: SuggestedSearchTerm[]): SuggestedSearchTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.searchTerm.replace(/\s+/g, ' ').trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
