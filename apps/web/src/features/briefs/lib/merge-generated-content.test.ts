import type { GeneratedBriefContent, SuggestedBriefRules } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_BRIEF_VALUES, toProductInput } from './brief-form-values';
import {
  findFieldsToFill,
  mergeBrandElements,
  mergeSuggestedRules,
} from './merge-generated-content';

const CONTENT: GeneratedBriefContent = {
  brand_name: 'Hearthly',
  brand_website: 'https://www.hearthly.example/',
  brand_competitors_list: [],
  brand_short_description: 'Hearthly makes wood-burning stoves and fireplace accessories.',
  products: [{ name: 'Stoves', description: 'Wood-burning stoves.' }],
};

const SUGGESTION: SuggestedBriefRules = {
  general_rules: [{ description: 'Exclude job searches.' }],
  excluded_search_terms: [{ search_term: 'hearthly jobs', category: 'brand' }],
  perfect_search_terms: [{ search_term: 'wood stove', category: 'product' }],
};

describe('findFieldsToFill', () => {
  it('fills every empty field and, of the filled ones, only those chosen', () => {
    const values = {
      ...EMPTY_BRIEF_VALUES,
      shortDescription: 'Written by hand',
      products: [{ name: 'Stoves', description: '' }],
    };
    expect([...findFieldsToFill(values, ['products'])].sort()).toEqual(
      ['competitorsList', 'products', 'rules', 'searchTerms'].sort(),
    );
    expect(findFieldsToFill(values, []).has('shortDescription')).toBe(false);
  });
});

describe('mergeBrandElements', () => {
  it('keeps the page a drafted product came from in the editor, and never sends it back', () => {
    const patch = mergeBrandElements(new Set(['products']), {
      ...CONTENT,
      products: [
        { name: 'Stoves', description: 'Wood-burning stoves.', source_url: 'https://h.example/s' },
      ],
    });
    expect(patch.products).toEqual([
      { name: 'Stoves', description: 'Wood-burning stoves.', sourceUrl: 'https://h.example/s' },
    ]);
    expect(patch.products?.map(toProductInput)).toEqual([
      { name: 'Stoves', description: 'Wood-burning stoves.' },
    ]);
  });

  it('writes only the fields to fill, and competitors only when the answer names some', () => {
    const patch = mergeBrandElements(new Set(['products', 'competitorsList']), CONTENT);
    expect(patch).toEqual({ products: CONTENT.products });
    const withCompetitors = mergeBrandElements(new Set(['competitorsList']), {
      ...CONTENT,
      brand_competitors_list: ['Stovax', 'Morsø'],
    });
    expect(withCompetitors).toEqual({ competitorsList: ['Stovax', 'Morsø'] });
  });
});

describe('mergeSuggestedRules', () => {
  it('maps excluded and perfect searches to examples with temporary ids, in use', () => {
    let next = 0;
    const now = new Date('2026-11-26T09:00:00.000Z');
    const patch = mergeSuggestedRules(
      new Set(['searchTerms']),
      SUGGESTION,
      () => `tmp-${String((next += 1))}`,
      now,
    );
    expect(patch.general_rules).toBeUndefined();
    expect(patch.search_terms).toEqual([
      {
        id: 'tmp-1',
        searchTerm: 'hearthly jobs',
        isExclude: true,
        category: 'brand',
        source: 'AIAssistant',
        updatedAt: now.toISOString(),
        inUse: true,
      },
      {
        id: 'tmp-2',
        searchTerm: 'wood stove',
        isExclude: false,
        category: 'product',
        source: 'AIAssistant',
        updatedAt: now.toISOString(),
        inUse: true,
      },
    ]);
    expect(mergeSuggestedRules(new Set(['rules']), SUGGESTION, () => 'x', now)).toEqual({
      general_rules: SUGGESTION.general_rules,
    });
  });
});
