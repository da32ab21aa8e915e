import type { NegativeKeywordPlan, NegativeKeywordSuggestion } from '@utmost/ads-sdk/query';
import { buildSearchTermRun } from './search-term-fixtures';

/** A phrase negative standing for two excluded terms, blocking no keyword. */
export function buildSuggestion(
  overrides: Partial<NegativeKeywordSuggestion> = {},
): NegativeKeywordSuggestion {
  return {
    text: 'lantern wick',
    matchType: 'PHRASE',
    level: 'account',
    source: 'excludedTerms',
    reason: 'Stands for 2 excluded search terms, such as “lantern wick kindling”: not sold here.',
    blockedTerms: [
      { searchTerm: 'lantern wick kindling', costMicros: 12_000_000, clicks: 6, conversions: 0 },
      { searchTerm: 'lantern wick plinth', costMicros: 3_000_000, clicks: 2, conversions: 0 },
    ],
    blockedTermCount: 2,
    costMicros: 15_000_000,
    clicks: 8,
    conversions: 0,
    monthlySavingMicros: 15_500_000,
    conflicts: [],
    refusals: [],
    notices: [],
    isRefused: false,
    alreadyExists: false,
    redundantWith: null,
    pluralVariant: 'lantern wicks',
    ...overrides,
  };
}

/** A negative the check refuses: it would block an enabled exact keyword. */
export function buildRefusedSuggestion(): NegativeKeywordSuggestion {
  return buildSuggestion({
    text: 'zorbel',
    source: 'gram',
    reason:
      'Search terms holding “zorbel” spent €40.00 with no conversion, past 3× the CPA (€12.00).',
    blockedTerms: [
      { searchTerm: 'zorbel snorkel', costMicros: 40_000_000, clicks: 20, conversions: 0 },
    ],
    blockedTermCount: 1,
    costMicros: 40_000_000,
    clicks: 20,
    monthlySavingMicros: 41_000_000,
    conflicts: [
      {
        keyword: 'zorbel quillet',
        matchType: 'EXACT',
        adGroupId: '222',
        adGroupName: 'Quillets',
        campaignId: '111',
        campaignName: 'Tinder - Search',
      },
    ],
    refusals: [
      {
        code: 'NEGATIVE_BLOCKS_KEYWORD',
        message:
          '“zorbel” would block the keyword “zorbel quillet” (Quillets, Tinder - Search). Override it by name to add it anyway.',
      },
    ],
    isRefused: true,
    pluralVariant: 'zorbels',
  });
}

/** The plan of Hearthly's latest run: three suggestions, one refused, in a list with room. */
export function buildNegativePlan(
  overrides: Partial<NegativeKeywordPlan> = {},
): NegativeKeywordPlan {
  const suggestions = [
    buildRefusedSuggestion(),
    buildSuggestion(),
    buildSuggestion({
      text: 'snorkel velcro',
      reason: 'not sold here.',
      blockedTerms: [
        { searchTerm: 'snorkel velcro', costMicros: 4_000_000, clicks: 3, conversions: 0 },
      ],
      blockedTermCount: 1,
      costMicros: 4_000_000,
      clicks: 3,
      monthlySavingMicros: 4_250_000,
      redundantWith: { text: 'velcro', matchType: 'BROAD' },
      notices: [
        {
          code: 'NEGATIVE_REDUNDANT',
          message: '“velcro” already blocks every search “snorkel velcro” would block.',
        },
      ],
      pluralVariant: null,
    }),
  ];
  return {
    run: buildSearchTermRun(),
    currencyCode: 'EUR',
    suggestions,
    total: suggestions.length,
    offset: 0,
    limit: 1000,
    list: { level: 'account', name: 'Account negatives', limit: 1000, used: 998, roomLeft: 2 },
    notices: [],
    skipped: [],
    thresholdMicros: 12_000_000,
    ...overrides,
  };
}
