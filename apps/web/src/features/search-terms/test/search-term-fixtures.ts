import type { components } from '@utmost/ads-sdk';

type SearchTermJobRun = components['schemas']['SearchTermJobRun'];
type SearchTermResult = components['schemas']['SearchTermResult'];
type SearchTermResultsPage = components['schemas']['SearchTermResultsPage'];

export function buildSearchTermRun(overrides: Partial<SearchTermJobRun> = {}): SearchTermJobRun {
  return {
    jobId: '0b9d1c1e-0000-4000-8000-00000000aa01',
    resourceName: 'customers/4120000001',
    accountName: 'Hearthly',
    state: 'completed',
    failureReason: null,
    periodStart: '2026-10-27',
    periodEnd: '2026-11-25',
    createdAt: '2026-11-26T09:00:00.000Z',
    startedAt: '2026-11-26T09:00:01.000Z',
    finishedAt: '2026-11-26T09:00:05.000Z',
    progress: null,
    summary: {
      terms: 120,
      excludedTerms: 30,
      impressions: 10_000,
      excludedImpressions: 2_500,
      costMicros: 400_000_000,
      excludedCostMicros: 100_000_000,
      excludedCostWithConversionsMicros: 0,
      excludedConversions: 0,
      decidedBy: { examples: 2, rules: 118, model: 0 },
      changedByExamples: 0,
      needsReview: 0,
      model: null,
    },
    ...overrides,
  };
}

export function buildSearchTermResult(overrides: Partial<SearchTermResult> = {}): SearchTermResult {
  return {
    id: '5c7e2a10-0000-4000-8000-000000000001',
    searchTerm: 'wood stove jobs',
    matchedKeyword: 'wood stove',
    matchType: 'BROAD',
    needsReview: false,
    localDecision: null,
    rulesDecision: null,
    previousDecision: null,
    isExclude: true,
    category: 'product',
    reason: 'Job seekers: the term asks for work, not for a stove.',
    confidence: 0.92,
    signal: 'job_seeker',
    impressions: 340,
    clicks: 12,
    costMicros: 18_450_000,
    conversions: 0,
    cpaMicros: null,
    ...overrides,
  };
}

export function buildResultsPage(
  overrides: Partial<SearchTermResultsPage> = {},
): SearchTermResultsPage {
  return {
    run: buildSearchTermRun(),
    previousRun: null,
    currencyCode: 'EUR',
    byCategory: [
      { category: 'product', keptCostMicros: 250_000_000, excludedCostMicros: 80_000_000 },
      { category: 'brand', keptCostMicros: 50_000_000, excludedCostMicros: 20_000_000 },
    ],
    results: [
      buildSearchTermResult(),
      buildSearchTermResult({
        id: '5c7e2a10-0000-4000-8000-000000000002',
        searchTerm: 'hearthly wood stove',
        matchedKeyword: 'hearthly',
        matchType: 'PHRASE',
        isExclude: false,
        category: 'brand',
        reason: 'Your own brand with a product you sell.',
        confidence: 0.98,
        signal: 'own_brand',
        impressions: 900,
        clicks: 80,
        costMicros: 45_000_000,
        conversions: 3,
        cpaMicros: 15_000_000,
      }),
    ],
    total: 2,
    offset: 0,
    limit: 50,
    ...overrides,
  };
}
