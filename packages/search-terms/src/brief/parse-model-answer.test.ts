import { describe, expect, it } from 'vitest';

import {
  GENERATED_ELEMENTS_JSON_SCHEMA,
  parseGeneratedElements,
  parseSuggestionResponse,
  SUGGESTION_RESPONSE_JSON_SCHEMA,
} from './parse-model-answer.js';

const overview =
  'Northwind Optics sells prescription glasses and contact lenses online across Canada.';

const elements = {
  brand_name: ' Northwind Optics ',
  brand_website: 'https://northwind.example/',
  brand_competitors_list: Array.from({ length: 20 }, (_, index) => `Rival ${index}`),
  brand_short_description: `  ${overview}  `,
  products: [
    {
      name: 'Prescription glasses',
      description: `${'Frames with lenses made to your prescription. '.repeat(5)}`,
    },
    { name: '  ', description: 'Nameless' },
    { name: 'prescription GLASSES', description: 'A repeat in other case' },
    ...Array.from({ length: 20 }, (_, index) => ({
      name: `Lens ${index}`,
      description: 'Daily lenses.',
    })),
  ],
};

describe('parseGeneratedElements', () => {
  it('trims, clamps descriptions to 150, cuts lists to 15 and drops empty and repeated entries', () => {
    const draft = parseGeneratedElements(JSON.stringify(elements));

    expect(draft.brandName).toBe('Northwind Optics');
    expect(draft.shortDescription).toBe(overview);
    expect(draft.competitors).toHaveLength(15);
    expect(draft.products).toHaveLength(15);
    expect(draft.products[0]!.description.length).toBeLessThanOrEqual(150);
    expect(draft.products[0]!.description).toMatch(/prescription\.$/);
    expect(draft.products.map((product) => product.name)).not.toContain('prescription GLASSES');
  });

  it('accepts JSON in a code fence, as some local servers send it', () => {
    expect(parseGeneratedElements('```json\n' + JSON.stringify(elements) + '\n```').brandName).toBe(
      'Northwind Optics',
    );
  });

  it.each([
    ['too short', 'Glasses.'],
    ['too long', 'Glasses and lenses. '.repeat(60)],
  ])('refuses an overview that is %s', (_, description) => {
    expect(() =>
      parseGeneratedElements(JSON.stringify({ ...elements, brand_short_description: description })),
    ).toThrow(expect.objectContaining({ reason: 'limit_breach' }));
  });

  it.each([
    ['prose', 'Here is your brief!'],
    ['empty', ''],
    ['the wrong shape', JSON.stringify({ brand_name: 'Northwind Optics' })],
  ])('refuses an answer that is %s', (_, content) => {
    expect(() => parseGeneratedElements(content)).toThrow(
      expect.objectContaining({ reason: 'malformed_answer' }),
    );
  });
});

describe('parseSuggestionResponse', () => {
  it('clamps rules to 500 characters at a sentence, drops empties and keeps 50 examples in all', () => {
    const many = (prefix: string) =>
      Array.from({ length: 30 }, (_, index) => ({
        search_term: `${prefix} ${index}`,
        category: 'product',
      }));
    const draft = parseSuggestionResponse(
      JSON.stringify({
        general_rules: ['Exclude job seekers. '.repeat(40), '', 'Exclude free downloads.'],
        excluded_search_terms: [...many('bad'), { search_term: ' ', category: 'brand' }],
        perfect_search_terms: many('good'),
      }),
    );

    expect(draft.generalRules).toHaveLength(2);
    expect(draft.generalRules[0]!.length).toBeLessThanOrEqual(500);
    expect(draft.generalRules[0]).toMatch(/seekers\.$/);
    expect(draft.excludedSearchTerms).toHaveLength(25);
    expect(draft.perfectSearchTerms).toHaveLength(25);
    expect(draft.excludedSearchTerms[0]).toEqual({ searchTerm: 'bad 0', category: 'product' });
  });

  it('refuses a category outside product and brand', () => {
    const content = JSON.stringify({
      general_rules: [],
      excluded_search_terms: [{ search_term: 'x', category: 'competitor' }],
      perfect_search_terms: [],
    });
    expect(() => parseSuggestionResponse(content)).toThrow(
      expect.objectContaining({ reason: 'malformed_answer' }),
    );
  });
});

describe('JSON schemas for structured output', () => {
  it('are closed objects with every field required, as strict mode demands', () => {
    expect(GENERATED_ELEMENTS_JSON_SCHEMA).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: [
        'brand_name',
        'brand_website',
        'brand_competitors_list',
        'brand_short_description',
        'products',
      ],
    });
    expect(SUGGESTION_RESPONSE_JSON_SCHEMA).toMatchObject({
      additionalProperties: false,
      required: ['general_rules', 'excluded_search_terms', 'perfect_search_terms'],
    });
    expect(GENERATED_ELEMENTS_JSON_SCHEMA).not.toHaveProperty('$schema');
  });
});
