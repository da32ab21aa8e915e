import type { SuggestedSearchTerm } from '../../brief/brief-draft.js';
import { wasteWords, type WasteIntentId } from '../../classifier/local/waste-intents.js';
import type { BusinessProfile } from './business-profile.js';

/**
 * Common ways a search looks relevant and still wastes an advertiser's money, as the brief
 * drafter writes them. The intents are the classifier's catalogue (classifier/local/waste-
 * intents.ts), by the same ids, and the rules list the words the classifier finds them by; two
 * entries are no word list there: the market (the classifier's place reading) and the consumers
 * of a business offer (its audience words). Each entry decides from the business profile whether
 * it applies, writes its rule for the advertiser (naming the brand and what it sells) and proposes
 * example searches built only from the profile's words.
 */
export interface WasteIntent {
  id: WasteIntentId | 'wrong-market' | 'consumers-of-a-business-offer';
  applies(profile: BusinessProfile): boolean;
  describeRule(profile: BusinessProfile): string;
  exampleSearches(profile: BusinessProfile): SuggestedSearchTerm[];
}

export const WASTE_INTENTS: WasteIntent[] = [
  {
    id: 'job-seekers',
    applies: () => true,
    describeRule: (profile) => {
      const brand = profile.brandName;
      const careers = profile.hasCareersPage
        ? ` Job seekers find ${possessive(brand)} careers page without an ad.`
        : ` ${brand} does not recruit through its ads.`;
      return `Exclude searches from job seekers (${wasteWords('job-seekers', 10).join(', ')}), whether or not they name ${brand}. ${brand} ${describeOffer(profile)}; people looking for work are not customers.${careers}`;
    },
    exampleSearches: (profile) => [
      brandTerm(`${profile.brandName} jobs`),
      brandTerm(`${profile.brandName} careers`),
      ...productTerms(firstCategory(profile), (category) => `${category} jobs`),
    ],
  },
  {
    id: 'free-or-pirated',
    applies: () => true,
    describeRule: (profile) => {
      const brand = profile.brandName;
      const pirated = profile.isSoftware
        ? wasteWords('free-or-pirated', 6).join(', ')
        : 'free, giveaway, freebie, for nothing';
      const offers = profile.freeOffers.slice(0, 4);
      const qualities = profile.freeFromPhrases.slice(0, 4);
      const keepOffers = offers.length
        ? ` Keep searches for ${quoteList(offers)}: ${brand} offers them itself.`
        : '';
      const keepQualities = qualities.length
        ? ` Keep ${quoteList(qualities)} searches: there "free" describes what ${brand} sells, not its price.`
        : '';
      return `Exclude searches for free or pirated versions of what ${brand} sells (${pirated}).${keepOffers}${keepQualities}`;
    },
    exampleSearches: (profile) =>
      productTerms(firstCategory(profile), (category) =>
        profile.isSoftware ? `${category} free download` : `free ${category}`,
      ),
  },
  {
    id: 'do-it-yourself',
    applies: () => true,
    describeRule: (profile) => {
      const brand = profile.brandName;
      const keep = profile.teachingOffers.length
        ? ` Keep searches for the ${joinWords(profile.teachingOffers)} ${brand} offers.`
        : '';
      const examples = profile.sellsFood
        ? 'recipe, how to make, homemade'
        : wasteWords('do-it-yourself', 8).join(', ');
      return `Exclude do-it-yourself and how-to searches (${examples}) from people who want to do it themselves rather than buy from ${brand}.${keep}`;
    },
    exampleSearches: (profile) =>
      profile.isSoftware
        ? productTerms(firstCategory(profile), (category) => `${category} template`)
        : productTerms(firstProduct(profile), (product) =>
            profile.sellsFood ? `${product} recipe` : `diy ${product}`,
          ),
  },
  {
    id: 'definitions',
    applies: () => true,
    describeRule: (profile) =>
      `Exclude searches for definitions, meanings, homework and general knowledge about ${describeCategory(profile)} (${wasteWords('definitions', 7).join(', ')}): they come from people researching a word or a school task, not from buyers of ${possessive(profile.brandName)} products.`,
    exampleSearches: (profile) =>
      productTerms(firstCategory(profile), (category) => `${category} meaning`),
  },
  {
    id: 'other-companies-accounts',
    applies: () => true,
    describeRule: (profile) => {
      const own = profile.hasCustomerLogin
        ? ` ${possessive(profile.brandName)} own login and account searches come from existing customers who reach the site without an ad: exclude them too.`
        : '';
      return `Exclude searches for other companies' logins, accounts, customer service numbers, support and complaints: people reaching their current provider are not shopping for ${describeCategory(profile)}. Keep comparisons such as "X vs ${profile.brandName}" or "alternative to X".${own}`;
    },
    exampleSearches: (profile) => [
      ...(profile.hasCustomerLogin ? [brandTerm(`${profile.brandName} login`)] : []),
      ...profile.competitors.slice(0, 3).map((competitor) => brandTerm(`${competitor} login`)),
    ],
  },
  {
    id: 'wrong-market',
    applies: (profile) => profile.areasServed.length > 0,
    describeRule: (profile) =>
      `${profile.brandName} serves ${joinWords(profile.areasServed)}. Exclude searches that name a country, region or town outside ${joinWords(profile.areasServed)}; keep searches that name no place or a place inside it.`,
    // Naming other places would invent them: the classifier applies the rule instead.
    exampleSearches: () => [],
  },
  {
    id: 'used-or-fake',
    applies: (profile) =>
      profile.sellsGoods && !profile.sellsSecondHand && !profile.sellsFood && !profile.isSoftware,
    describeRule: (profile) =>
      `Exclude searches for ${wasteWords('used-or-fake', 7).join(', ')} ${describeCategory(profile)}: ${profile.brandName} sells new goods only.`,
    exampleSearches: (profile) =>
      productTerms(firstProduct(profile), (product) => `used ${product}`),
  },
  {
    id: 'consumers-of-a-business-offer',
    applies: (profile) => profile.sellsToBusinesses,
    describeRule: (profile) =>
      `${profile.brandName} sells to businesses. Exclude searches for personal, home or student use of ${describeCategory(profile)} (for students, personal, home use, school project).`,
    exampleSearches: (profile) =>
      productTerms(firstCategory(profile), (category) => `${category} for students`),
  },
  {
    id: 'trade-buyers',
    applies: (profile) =>
      !profile.sellsToBusinesses &&
      !profile.sellsWholesale &&
      (profile.sellsGoods || profile.sellsFood),
    describeRule: (profile) =>
      `${profile.brandName} sells to individual customers, not to the trade. Exclude ${wasteWords('trade-buyers', 6).join(', ')} and bulk searches for ${describeCategory(profile)}.`,
    exampleSearches: (profile) =>
      productTerms(firstCategory(profile), (category) => `wholesale ${category}`),
  },
];

/** "sells sourdough loaves, celebration cakes and gluten-free bakes" */
export function describeOffer(profile: BusinessProfile): string {
  const brand = profile.brandName.toLowerCase();
  const products = profile.productNames
    .filter((name) => !name.toLowerCase().includes(brand))
    .slice(0, 3)
    .map(lowerCaseCommonName);
  if (products.length) return `sells ${joinWords(products)}`;
  const category = profile.categoryPhrases[0];
  return category ? `sells ${category}` : 'sells its own products and services';
}

function describeCategory(profile: BusinessProfile): string {
  return firstCategory(profile) ?? 'what it sells';
}

/**
 * What the rules name as sold: the site's most repeated category phrase that shares a word with a
 * product ("vegan protein" for "Vegan Protein Bars"), else the first product ("neck pain" is what
 * a clinic treats, not what it sells), else the first phrase when the site names no product.
 */
function firstCategory(profile: BusinessProfile): string | null {
  const productWords = new Set(
    profile.productNames.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u)),
  );
  const sharingAWord = profile.categoryPhrases.find((phrase) =>
    phrase.split(' ').some((word) => productWords.has(word)),
  );
  return sharingAWord ?? firstProduct(profile) ?? profile.categoryPhrases[0] ?? null;
}

/** The first product that is not just the brand's own name for its offer ("Ledgerloop AP Platform"). */
function firstProduct(profile: BusinessProfile): string | null {
  const brand = profile.brandName.toLowerCase();
  const product = profile.productNames.find((name) => !name.toLowerCase().includes(brand));
  return product ? product.toLowerCase() : null;
}

/** "Sourdough loaves" → "sourdough loaves", but "CRM Suite" and "iPhone" keep their capitals. */
export function lowerCaseCommonName(name: string): string {
  return /^\p{Lu}[\p{Ll}\s'-]*$/u.test(name) ? name.toLowerCase() : name;
}

/** "Sproutstrong's", but "Cobol Coffee Roasters'". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function quoteList(phrases: string[]): string {
  return joinWords(phrases.map((phrase) => `"${phrase}"`));
}

function brandTerm(searchTerm: string): SuggestedSearchTerm {
  return { searchTerm: searchTerm.toLowerCase(), category: 'brand' };
}

function productTerms(
  subject: string | null,
  build: (subject: string) => string,
): SuggestedSearchTerm[] {
  return subject ? [{ searchTerm: build(subject).toLowerCase(), category: 'product' }] : [];
}
