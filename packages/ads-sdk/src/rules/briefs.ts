// Spec §3/§5 AI brief rules, written once: the brief editor's form and the API check briefs with
// these, so a message never differs between the browser and the server. Where the spec gives a
// limit without a message (product descriptions, AI rules, examples) the wording follows its style.
import type { components } from '../generated/schema.js';

export type Brief = components['schemas']['Brief'];
export type BriefInput = components['schemas']['BriefInput'];
export type BriefProduct = components['schemas']['BriefProduct'];
export type AiRules = components['schemas']['AiRules'];
export type AiRulesInput = components['schemas']['AiRulesInput'];
export type SearchTermRule = components['schemas']['SearchTermRule'];
export type SearchTermRuleInput = components['schemas']['SearchTermRuleInput'];
export type GeneratedBriefContent = components['schemas']['GeneratedBriefContent'];
export type SuggestedBriefRules = components['schemas']['SuggestedBriefRules'];
export type BrandType = components['schemas']['BrandType'];
export type ExampleSource = components['schemas']['ExampleSource'];

export const BRIEF_NAME_MAX_LENGTH = 50;
export const COMPANY_NAME_MIN_LENGTH = 2;
export const OVERVIEW_MIN_LENGTH = 50;
export const OVERVIEW_MAX_LENGTH = 1000;
export const COMPETITORS_MIN = 5;
export const COMPETITORS_MAX = 15;
export const PRODUCTS_MAX = 15;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 150;
export const AI_RULE_MAX_LENGTH = 500;
/** Spec §5: at most 50 search-term examples for save. */
export const EXAMPLES_MAX = 50;

export const BRIEF_NAME_REQUIRED = 'AI brief name is required';
export const BRIEF_NAME_TOO_LONG = 'AI brief name must be within 50 characters';
export const BRIEF_NAME_NOT_UNIQUE = 'AI brief name must be unique';
export const WEBSITE_REQUIRED = 'Website URL is required';
export const WEBSITE_INVALID = 'Website URL is not valid';
export const COMPANY_NAME_REQUIRED = 'Company name is required';
export const COMPANY_NAME_TOO_SHORT = 'Company name should be at least 2 characters long';
export const OVERVIEW_REQUIRED = 'Company overview is required';
export const OVERVIEW_TOO_SHORT = 'Company overview must be at least 50 characters long';
export const OVERVIEW_TOO_LONG = 'Company overview must be within 1000 characters';
/** Spec §5: an empty competitors or products list. */
export const ACTION_REQUIRED = 'Action required';
export const COMPETITORS_TOO_FEW = 'At least 5 competitor names are needed';
export const COMPETITORS_TOO_MANY =
  'A maximum of 15 competitors is allowed. Please make sure to keep only the key competitors in the list';
export const PRODUCTS_TOO_MANY =
  'A maximum of 15 services or products is allowed. Please make sure to keep only the key services or products in the list';
export const PRODUCT_NAME_REQUIRED = 'Service or product name is required';
export const PRODUCT_DESCRIPTION_TOO_LONG =
  'Service or product description must be within 150 characters';
export const AI_RULE_TOO_LONG = 'AI rule description must be within 500 characters';
export const AI_RULE_REQUIRED = 'AI rule description is required';
export const SEARCH_TERM_REQUIRED = 'Search term is required';
export const TOO_MANY_EXAMPLES =
  'A maximum of 50 search term examples is allowed. Please make sure to keep only the key examples in the list';
/** Spec §8 brief editor: saving with a required field empty. */
export const REQUIRED_FIELDS_MISSING = 'Required fields are missing';
/** Spec §8 brief editor: generation failed, or its result has no website. */
export const WEBSITE_NOT_REACHABLE =
  'Website URL is not reachable. Please check the URL and try again';
/** A brief assigned to ad accounts is deleted only when the caller confirms it. */
export const BRIEF_IN_USE = 'This AI brief is used by ad accounts';

/** The sources as the editor shows them (spec §3). */
export const EXAMPLE_SOURCE_LABELS: Record<ExampleSource, string> = {
  AIAssistant: 'AI Assistant',
  User: 'User',
};

/** The fields the magic button may overwrite (spec §2), in the popup's order. */
export const GENERATED_FIELDS = [
  'shortDescription',
  'competitorsList',
  'products',
  'rules',
  'searchTerms',
] as const;
export type GeneratedField = (typeof GENERATED_FIELDS)[number];

/** Brief names compare trimmed and without regard to case, so "Acme" and " acme " collide. */
export function isSameBriefName(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}

/**
 * The website as stored: a typed "acme.com" gains https://, and the result must be an http(s) URL
 * whose host has a dot (a domain a browser would reach). Null when it is not one.
 */
export function normalizeWebsite(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return null;
  url.hash = '';
  return url.toString();
}

/** Suggested examples (spec §3): excluded map to isExclude true, perfect to false. */
export function toSuggestedExamples(
  suggestion: Pick<SuggestedBriefRules, 'excluded_search_terms' | 'perfect_search_terms'>,
  createId: () => string,
  now: Date,
): SearchTermRule[] {
  const toRule = (
    term: SuggestedBriefRules['excluded_search_terms'][number],
    isExclude: boolean,
  ): SearchTermRule => ({
    id: createId(),
    searchTerm: term.search_term,
    isExclude,
    category: term.category,
    source: 'AIAssistant',
    updatedAt: now.toISOString(),
    inUse: true,
  });
  return [
    ...suggestion.excluded_search_terms.map((term) => toRule(term, true)),
    ...suggestion.perfect_search_terms.map((term) => toRule(term, false)),
  ];
}
