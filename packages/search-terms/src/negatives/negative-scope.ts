import type { HistoricalTerm, NegativeScope, PositiveKeyword } from './negative-types.js';

/**
 * What a negative at a scope reaches. The account-level list reaches every campaign, a shared list
 * the campaigns it is attached to, a campaign its own ad groups, an ad group itself. A term row
 * that does not say where it served is counted at every scope: over-counting what a negative would
 * have blocked is the safe error for a gate that refuses conflicts.
 */
export function scopeReachesKeyword(scope: NegativeScope, keyword: PositiveKeyword): boolean {
  switch (scope.level) {
    case 'account':
      return true;
    case 'sharedList':
      return scope.campaignIds.includes(keyword.campaignId);
    case 'campaign':
      return keyword.campaignId === scope.campaignId;
    case 'adGroup':
      return keyword.adGroupId === scope.adGroupId;
  }
}

export function scopeReachesTerm(scope: NegativeScope, term: HistoricalTerm): boolean {
  switch (scope.level) {
    case 'account':
      return true;
    case 'sharedList':
      return term.campaignId === undefined || scope.campaignIds.includes(term.campaignId);
    case 'campaign':
      return term.campaignId === undefined || term.campaignId === scope.campaignId;
    case 'adGroup':
      if (term.adGroupId !== undefined) return term.adGroupId === scope.adGroupId;
      return term.campaignId === undefined || term.campaignId === scope.campaignId;
  }
}

/** The campaigns a scope reaches, or 'all'. */
function campaignsOf(scope: NegativeScope): 'all' | readonly string[] {
  switch (scope.level) {
    case 'account':
      return 'all';
    case 'sharedList':
      return scope.campaignIds;
    case 'campaign':
    case 'adGroup':
      return [scope.campaignId];
  }
}

/** Whether everything `inner` reaches, `outer` reaches too (an existing wider negative covers). */
export function scopeContains(outer: NegativeScope, inner: NegativeScope): boolean {
  if (outer.level === 'account') return true;
  if (outer.level === 'adGroup') {
    return inner.level === 'adGroup' && inner.adGroupId === outer.adGroupId;
  }
  if (
    outer.level === 'sharedList' &&
    inner.level === 'sharedList' &&
    inner.listId === outer.listId
  ) {
    return true;
  }
  const reached = campaignsOf(outer) as readonly string[];
  const needed = campaignsOf(inner);
  if (needed === 'all') return false;
  // A list attached to no campaign reaches nothing, so nothing inside it needs covering.
  return needed.every((campaignId) => reached.includes(campaignId));
}

/** Whether two scopes are the same place (the same list, campaign or ad group). */
export function sameScope(left: NegativeScope, right: NegativeScope): boolean {
  switch (left.level) {
    case 'account':
      return right.level === 'account';
    case 'sharedList':
      return right.level === 'sharedList' && right.listId === left.listId;
    case 'campaign':
      return right.level === 'campaign' && right.campaignId === left.campaignId;
    case 'adGroup':
      return right.level === 'adGroup' && right.adGroupId === left.adGroupId;
  }
}
