import { NO_READING_CORRECTIONS, type components } from '@utmost/ads-sdk';
import { answerContent, type FakeRoutes } from '../../../test/fake-api';

type Schemas = components['schemas'];

export const BRIEF_ID = '7c0a4d2e-0000-4000-8000-0000000000b1';

/** A saved brief as the API answers it; valid under every spec §5 rule. */
export function buildBrief(overrides: Partial<Schemas['Brief']> = {}): Schemas['Brief'] {
  return {
    id: BRIEF_ID,
    briefName: 'Hearthly stoves',
    name: 'Hearthly',
    website: 'https://www.hearthly.example/',
    shortDescription:
      'Hearthly designs and sells wood-burning stoves, flues and fireplace accessories across the UK.',
    competitorsList: ['Stovax', 'Morsø', 'Charnwood', 'Contura', 'Jøtul'],
    products: [{ name: 'Wood-burning stoves', description: 'Clean-burning stoves for homes.' }],
    readingCorrections: NO_READING_CORRECTIONS,
    adAccounts: [],
    organizationId: 'org-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function buildExample(
  overrides: Partial<Schemas['SearchTermRule']> = {},
): Schemas['SearchTermRule'] {
  return {
    id: 'ex-1',
    searchTerm: 'hearthly jobs',
    isExclude: true,
    category: 'brand',
    source: 'AIAssistant',
    updatedAt: '2026-11-02T10:00:00.000Z',
    inUse: true,
    ...overrides,
  };
}

export function buildAiRules(overrides: Partial<Schemas['AiRules']> = {}): Schemas['AiRules'] {
  return {
    brandId: BRIEF_ID,
    organizationId: 'org-1',
    general_rules: [],
    search_terms: [],
    learned_examples: [],
    updatedAt: null,
    ...overrides,
  };
}

/** How Utmost reads `buildBrief()`'s stove maker with a rule excluding Dublin and trade courses. */
export function buildReading(
  overrides: Partial<Schemas['BriefReading']> = {},
): Schemas['BriefReading'] {
  const rule = 'We sell across the UK. Exclude Dublin and stove fitting courses.';
  return {
    ownBrand: [
      { name: 'Hearthly', words: ['hearthly'] },
      { name: 'hearthly', words: ['hearthly'] },
    ],
    competitors: [
      { name: 'Stovax', words: ['stovax'], inContextOnly: false },
      { name: 'Contura', words: ['contura'], inContextOnly: false },
    ],
    offer: ['stoves', 'flues'],
    market: {
      countries: ['United Kingdom'],
      regions: [],
      sellsWorldwide: false,
      serviceArea: null,
      servedPlaces: [],
    },
    excluded: {
      places: [{ text: 'Dublin', sentence: rule }],
      countries: ['Ireland'],
      regions: [],
      topics: [{ text: 'stove fitting courses', sentence: rule }],
    },
    kept: [{ text: 'free quote', sentence: 'Keep free quote searches.' }],
    notes: [],
    ...overrides,
  };
}

/** What the brief pages ask for, with one saved brief and no rules yet. */
export function buildBriefRoutes(
  {
    brief = buildBrief(),
    rules = buildAiRules(),
  }: { brief?: Schemas['Brief']; rules?: Schemas['AiRules'] } = {},
  overrides: FakeRoutes = {},
): FakeRoutes {
  return {
    'GET /api/v1/searchTerms/brands': () => answerContent([brief]),
    'GET /api/v1/searchTerms/brands/{id}': () => answerContent(brief),
    'GET /api/v1/searchTerms/ai-rules/{brandId}': () => answerContent(rules),
    'GET /api/v1/searchTerms/brands/{id}/reading': () => answerContent(buildReading()),
    ...overrides,
  };
}
