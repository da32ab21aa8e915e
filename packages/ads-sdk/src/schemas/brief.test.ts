import { describe, expect, it } from 'vitest';
import {
  ACTION_REQUIRED,
  AI_RULE_TOO_LONG,
  BRIEF_NAME_NOT_UNIQUE,
  BRIEF_NAME_REQUIRED,
  BRIEF_NAME_TOO_LONG,
  COMPANY_NAME_REQUIRED,
  COMPANY_NAME_TOO_SHORT,
  COMPETITORS_TOO_FEW,
  COMPETITORS_TOO_MANY,
  OVERVIEW_REQUIRED,
  OVERVIEW_TOO_LONG,
  OVERVIEW_TOO_SHORT,
  PRODUCT_DESCRIPTION_TOO_LONG,
  PRODUCTS_TOO_MANY,
  TOO_MANY_EXAMPLES,
  WEBSITE_INVALID,
  WEBSITE_REQUIRED,
  normalizeWebsite,
  toSuggestedExamples,
} from '../rules/briefs.js';
import { aiRulesSchema, createBriefSchema } from './brief.js';
import { toFieldErrors } from './field-errors.js';

const schema = createBriefSchema({ otherBriefNames: ['Spring catalogue'] });

const valid = {
  briefName: 'Bakery – Dublin',
  name: 'Crumb & Co',
  website: 'https://www.crumb.example',
  shortDescription:
    'Crumb & Co is a family bakery in Dublin baking sourdough, pastries and celebration cakes for delivery.',
  competitorsList: ['Loaf One', 'Bread Two', 'Cake Three', 'Oven Four', 'Flour Five'],
  products: [{ name: 'Sourdough', description: 'Slow-fermented loaves baked daily.' }],
};

function errorsOf(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('createBriefSchema', () => {
  it('accepts a full brief', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('names every missing required field with its own message', () => {
    expect(
      errorsOf({
        briefName: ' ',
        name: '',
        website: '',
        shortDescription: '',
        competitorsList: [],
        products: [],
      }),
    ).toEqual({
      briefName: BRIEF_NAME_REQUIRED,
      name: COMPANY_NAME_REQUIRED,
      website: WEBSITE_REQUIRED,
      shortDescription: OVERVIEW_REQUIRED,
      competitorsList: ACTION_REQUIRED,
      products: ACTION_REQUIRED,
    });
  });

  it('keeps the spec §5 bounds', () => {
    expect(
      errorsOf({
        ...valid,
        briefName: 'x'.repeat(51),
        name: 'C',
        shortDescription: 'Too short to say anything useful.',
      }),
    ).toEqual({
      briefName: BRIEF_NAME_TOO_LONG,
      name: COMPANY_NAME_TOO_SHORT,
      shortDescription: OVERVIEW_TOO_SHORT,
    });
    expect(errorsOf({ ...valid, briefName: 'x'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, shortDescription: 'x'.repeat(1001) })).toEqual({
      shortDescription: OVERVIEW_TOO_LONG,
    });
    expect(errorsOf({ ...valid, shortDescription: 'x'.repeat(1000) })).toEqual({});
  });

  it('refuses a name another brief of the organization has, regardless of case and spaces', () => {
    expect(errorsOf({ ...valid, briefName: '  spring CATALOGUE ' })).toEqual({
      briefName: BRIEF_NAME_NOT_UNIQUE,
    });
  });

  it('counts competitors after dropping blanks and repeats', () => {
    expect(errorsOf({ ...valid, competitorsList: ['A', 'a ', 'B', ' ', 'C', 'D'] })).toEqual({
      competitorsList: COMPETITORS_TOO_FEW,
    });
    const sixteen = Array.from({ length: 16 }, (_, index) => `Rival ${String(index)}`);
    expect(errorsOf({ ...valid, competitorsList: sixteen })).toEqual({
      competitorsList: COMPETITORS_TOO_MANY,
    });
    expect(errorsOf({ ...valid, competitorsList: sixteen.slice(0, 15) })).toEqual({});
  });

  it('allows 15 products with descriptions of 150 characters, and no more', () => {
    const product = { name: 'Loaf', description: 'd'.repeat(150) };
    expect(errorsOf({ ...valid, products: Array.from({ length: 15 }, () => product) })).toEqual({});
    expect(errorsOf({ ...valid, products: Array.from({ length: 16 }, () => product) })).toEqual({
      products: PRODUCTS_TOO_MANY,
    });
    expect(
      errorsOf({ ...valid, products: [{ name: 'Loaf', description: 'd'.repeat(151) }] }),
    ).toEqual({ 'products.0.description': PRODUCT_DESCRIPTION_TOO_LONG });
  });

  it('stores the website normalised and refuses what is not one', () => {
    expect(schema.parse({ ...valid, website: 'crumb.example/shop#top' }).website).toBe(
      'https://crumb.example/shop',
    );
    for (const website of [
      'not a url',
      'ftp://crumb.example',
      'localhost',
      'https://user:pw@crumb.example',
    ])
      expect(errorsOf({ ...valid, website })).toEqual({ website: WEBSITE_INVALID });
  });
});

describe('normalizeWebsite', () => {
  it('adds https to a bare domain and keeps http', () => {
    expect(normalizeWebsite('Crumb.example')).toBe('https://crumb.example/');
    expect(normalizeWebsite('http://crumb.example/a?b=1')).toBe('http://crumb.example/a?b=1');
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
  });
});

describe('aiRulesSchema', () => {
  const example = {
    searchTerm: 'crumb jobs',
    isExclude: true,
    category: 'brand' as const,
    source: 'User' as const,
    inUse: true,
  };

  it('allows 50 examples and refuses 51 with the spec-style message', () => {
    const rules = (count: number) => ({
      general_rules: [],
      search_terms: Array.from({ length: count }, () => example),
    });
    expect(aiRulesSchema.safeParse(rules(50)).success).toBe(true);
    const result = aiRulesSchema.safeParse(rules(51));
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      search_terms: TOO_MANY_EXAMPLES,
    });
  });

  it('keeps rule descriptions within 500 characters', () => {
    const result = aiRulesSchema.safeParse({
      general_rules: [{ description: 'r'.repeat(500) }, { description: 'r'.repeat(501) }],
      search_terms: [],
    });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      'general_rules.1.description': AI_RULE_TOO_LONG,
    });
  });
});

describe('toSuggestedExamples', () => {
  it('maps excluded terms to isExclude true and perfect to false, as in use, from the assistant', () => {
    let next = 0;
    const examples = toSuggestedExamples(
      {
        excluded_search_terms: [{ search_term: 'crumb jobs', category: 'brand' }],
        perfect_search_terms: [{ search_term: 'sourdough delivery', category: 'product' }],
      },
      () => `tmp-${String((next += 1))}`,
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(examples).toEqual([
      expect.objectContaining({
        id: 'tmp-1',
        searchTerm: 'crumb jobs',
        isExclude: true,
        source: 'AIAssistant',
        inUse: true,
      }),
      expect.objectContaining({
        id: 'tmp-2',
        searchTerm: 'sourdough delivery',
        isExclude: false,
        category: 'product',
      }),
    ]);
  });
});
