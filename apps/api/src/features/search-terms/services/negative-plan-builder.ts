import type { components } from '@utmost/ads-sdk';
import type { PlatformKeywordInventory } from '@utmost/platforms';
import {
  checkNegatives,
  createNegativeContext,
  isCommonEnglishWord,
  monthlySaving,
  NEGATIVE_ISSUE_CODES,
  NEGATIVE_LIST_LIMITS,
  planNegatives,
  queryNgrams,
  type GramInput,
  type NegativeKeyword,
  type NegativeIssueCode,
  type NegativeMatchType,
  type NegativeSuggestion,
  type PositiveKeyword,
} from '@utmost/search-terms';

// The planner over one run's stored terms and the account's keywords and negatives as Google has
// them now (issue 28 items 2–3): suggestions for the account-level list, each checked at that
// scope, largest saving first. Pure: the service reads, this decides.

type Suggestion = components['schemas']['NegativeKeywordSuggestion'];

export interface PlannerTerm {
  searchTerm: string;
  impressions: number;
  clicks: number;
  costMicros: number;
  conversions: number;
  isExclude: boolean;
  reason: string;
}

export interface AccountNegativePlan {
  suggestions: Suggestion[];
  list: components['schemas']['NegativeKeywordList'];
  notices: components['schemas']['NegativeKeywordIssue'][];
  skipped: { searchTerm: string; message: string }[];
  thresholdMicros: number | null;
}

/** Terms listed per suggestion; the count and the totals cover them all. */
const BLOCKED_TERMS_SHOWN = 20;
/** Zero-conversion grams the planner weighs, the costliest first. */
const GRAMS_WEIGHED = 1_000;

const REFUSAL_CODES = new Set<NegativeIssueCode>([
  NEGATIVE_ISSUE_CODES.blocksKeyword,
  NEGATIVE_ISSUE_CODES.blocksConvertingTerm,
]);

const toMicros = (value: number) => Math.round(value * 1_000_000);

export function listExistingNegatives(inventory: PlatformKeywordInventory): NegativeKeyword[] {
  const matchTypeOf = (matchType: string) => matchType as NegativeMatchType;
  return [
    ...inventory.adGroupNegatives.map((negative) => ({
      text: negative.text,
      matchType: matchTypeOf(negative.matchType),
      scope: {
        level: 'adGroup' as const,
        campaignId: negative.campaign.id,
        adGroupId: negative.adGroup.id,
      },
    })),
    ...inventory.campaignNegatives.map((negative) => ({
      text: negative.text,
      matchType: matchTypeOf(negative.matchType),
      scope: { level: 'campaign' as const, campaignId: negative.campaign.id },
    })),
    ...inventory.negativeLists.flatMap((list) =>
      list.keywords.map((negative): NegativeKeyword => ({
        text: negative.text,
        matchType: matchTypeOf(negative.matchType),
        scope: list.isAccountLevel
          ? { level: 'account' }
          : {
              level: 'sharedList',
              listId: list.id,
              listName: list.name,
              campaignIds: list.campaignIds,
            },
      })),
    ),
  ];
}

/** The account's positive keywords as the conflict check reads them. */
export function listPositiveKeywords(inventory: PlatformKeywordInventory): PositiveKeyword[] {
  return inventory.keywords.map((keyword) => ({
    text: keyword.text,
    matchType: keyword.matchType,
    campaignId: keyword.campaign.id,
    adGroupId: keyword.adGroup.id,
    ...(keyword.campaign.name !== null && { campaignName: keyword.campaign.name }),
    ...(keyword.adGroup.name !== null && { adGroupName: keyword.adGroup.name }),
    status: keyword.status,
    criterionId: keyword.criterionId,
  }));
}

export function buildAccountNegativePlan(input: {
  terms: readonly PlannerTerm[];
  inventory: PlatformKeywordInventory;
  matchType: NegativeMatchType;
  periodDays: number;
  currencyCode: string | null;
}): AccountNegativePlan {
  const { terms, inventory } = input;
  const keywords = listPositiveKeywords(inventory);
  const context = createNegativeContext({
    keywords,
    terms: terms.map((term) => ({
      text: term.searchTerm,
      cost: term.costMicros / 1_000_000,
      clicks: term.clicks,
      conversions: term.conversions,
    })),
    // The singular / plural offered beside a negative is a word people type, not "cheapests".
    isKnownWord: isCommonEnglishWord,
  });
  const existing = listExistingNegatives(inventory);
  const grams: GramInput[] = queryNgrams(
    terms,
    { zeroConversions: true },
    { sortBy: 'costMicros', sortDirection: 'desc' },
    { offset: 0, limit: GRAMS_WEIGHED },
  ).grams.map((gram) => ({
    text: gram.gram,
    words: gram.size,
    cost: gram.costMicros / 1_000_000,
    clicks: gram.clicks,
    conversions: gram.conversions,
    termCount: gram.termCount,
  }));
  const cost = terms.reduce((sum, term) => sum + term.costMicros, 0) / 1_000_000;
  const conversions = terms.reduce((sum, term) => sum + term.conversions, 0);
  const plan = planNegatives(context, {
    excluded: terms
      .filter((term) => term.isExclude)
      .map((term) => ({ text: term.searchTerm, reason: term.reason })),
    grams,
    // Utmost stores no target CPA yet: the account's own CPA over the period stands in.
    cpa: { campaignCpa: conversions > 0 ? cost / conversions : null },
    periodDays: input.periodDays,
    currencyCode: input.currencyCode,
    scope: { level: 'account' },
    matchType: input.matchType,
    existing,
  });
  // Excluded terms the planner would not suggest because they block a keyword or a converting
  // term are still listed, refused, so the user sees the conflict and may override it by name.
  const reasonOf = new Map(terms.map((term) => [term.searchTerm, term.reason]));
  const refused = plan.skipped.filter((skipped) => REFUSAL_CODES.has(skipped.issue.code));
  const rows = [
    ...plan.suggestions,
    ...refused.map((skipped) => ({
      negative: {
        text: skipped.text,
        matchType: input.matchType,
        scope: { level: 'account' as const },
      },
      source: 'excludedTerms' as const,
      reason: reasonOf.get(skipped.text) ?? skipped.issue.message,
      pluralVariant: null,
    })),
  ] satisfies Pick<NegativeSuggestion, 'negative' | 'source' | 'reason'>[];
  const checks = checkNegatives(context, {
    proposed: rows.map((row) => row.negative),
    existing,
  });
  const suggestions = rows.map((row, index): Suggestion => {
    const check = checks[index]!;
    const planned = 'totals' in row ? row : null;
    const blocked = planned?.terms ?? check.terms;
    const totals = planned?.totals ?? check.totals;
    return {
      text: row.negative.text,
      matchType: row.negative.matchType,
      level: 'account',
      source: row.source,
      reason: row.reason,
      blockedTerms: blocked.slice(0, BLOCKED_TERMS_SHOWN).map((term) => ({
        searchTerm: term.text,
        costMicros: toMicros(term.cost),
        clicks: term.clicks ?? 0,
        conversions: term.conversions,
      })),
      blockedTermCount: totals.terms,
      costMicros: toMicros(totals.cost),
      clicks: totals.clicks,
      conversions: totals.conversions,
      monthlySavingMicros: toMicros(
        planned?.monthlySaving ?? monthlySaving(totals.cost, input.periodDays),
      ),
      conflicts: check.keywords.map((keyword) => ({
        keyword: keyword.text,
        matchType: keyword.matchType,
        adGroupId: keyword.adGroupId,
        adGroupName: keyword.adGroupName ?? null,
        campaignId: keyword.campaignId,
        campaignName: keyword.campaignName ?? null,
      })),
      refusals: check.refusals,
      notices: check.notices,
      isRefused: check.refusals.length > 0,
      alreadyExists: check.alreadyExists,
      redundantWith: check.redundantWith
        ? { text: check.redundantWith.text, matchType: check.redundantWith.matchType }
        : null,
      pluralVariant: row.pluralVariant ?? check.pluralVariant,
    };
  });
  suggestions.sort(
    (left, right) =>
      right.monthlySavingMicros - left.monthlySavingMicros || left.text.localeCompare(right.text),
  );
  const accountList = inventory.negativeLists.find((list) => list.isAccountLevel);
  const used = accountList?.keywords.length ?? 0;
  const limit = NEGATIVE_LIST_LIMITS.keywordsInAccountList;
  return {
    suggestions,
    list: {
      level: 'account',
      name: accountList?.name ?? null,
      limit,
      used,
      roomLeft: Math.max(0, limit - used),
    },
    notices: plan.notices,
    skipped: plan.skipped
      .filter((skipped) => !REFUSAL_CODES.has(skipped.issue.code))
      .map((skipped) => ({
        searchTerm: skipped.text,
        message: skipped.issue.message,
      })),
    thresholdMicros: plan.threshold === null ? null : toMicros(plan.threshold),
  };
}
