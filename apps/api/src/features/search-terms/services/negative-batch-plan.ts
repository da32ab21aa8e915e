import { APPLY_NEGATIVES_MESSAGES, type components } from '@utmost/ads-sdk';
import type { PlatformKeywordInventory } from '@utmost/platforms';
import {
  checkNegatives,
  createNegativeContext,
  formatNegativeMessage,
  isCommonEnglishWord,
  NEGATIVE_ISSUE_CODES,
  NEGATIVE_LIST_LIMITS,
  roomForNegatives,
  sharedListsRoom,
  validateNegativeText,
  type NegativeKeyword,
  type NegativeScope,
} from '@utmost/search-terms';
import type {
  NewNegativeChange,
  NewNegativeBatch,
} from '../repositories/negative-batch-repository.js';
import {
  listExistingNegatives,
  listPositiveKeywords,
  type PlannerTerm,
} from './negative-plan-builder.js';

// What a request to apply negatives becomes (issue 28 item 5), decided before anything is queued:
// Google's text rules, the conflict gate at the scope each negative lands (refused unless
// overridden by name), the room in the list, and then every change in the order it is sent —
// the list first, its attachments, then the keywords. Pure: the service reads, this decides.

type ApplyInput = components['schemas']['ApplyNegativeKeywordsInput'];

/** Google requires a name for the account-level list too; Utmost's when it creates one. */
export const ACCOUNT_LIST_NAME = 'Account-level negative keywords';

export type BatchPlan =
  | { fieldErrors: Record<string, string> }
  | {
      batch: Pick<NewNegativeBatch, 'level' | 'sharedList' | 'campaignIds' | 'adGroupIds'>;
      changes: NewNegativeChange[];
    };

const keyOf = (text: string) => text.trim().replace(/\s+/g, ' ');

function resolveList(
  input: ApplyInput,
  inventory: PlatformKeywordInventory,
): { list: NewNegativeBatch['sharedList']; campaignIds: string[]; error?: [string, string] } {
  const requested = [...new Set(input.campaignIds ?? [])];
  if (input.level === 'account') {
    const existing = inventory.negativeLists.find((list) => list.isAccountLevel);
    return {
      list: {
        id: existing?.id ?? null,
        name: existing?.name ?? ACCOUNT_LIST_NAME,
        isCreated: !existing,
        isAccountLevel: true,
      },
      campaignIds: [],
    };
  }
  if (input.level !== 'sharedList') return { list: null, campaignIds: requested };
  const shared = inventory.negativeLists.filter((list) => !list.isAccountLevel);
  if (input.sharedListId !== undefined) {
    const existing = shared.find((list) => list.id === input.sharedListId);
    if (!existing)
      return {
        list: null,
        campaignIds: requested,
        error: [
          'sharedListId',
          formatNegativeMessage(NEGATIVE_ISSUE_CODES.listNotFound, { id: input.sharedListId }),
        ],
      };
    return {
      list: { id: existing.id, name: existing.name, isCreated: false, isAccountLevel: false },
      campaignIds: requested,
    };
  }
  const name = (input.sharedListName ?? '').trim();
  const taken = shared.some((list) => list.name === name);
  const room = sharedListsRoom(shared.length, 1);
  const error: [string, string] | undefined = taken
    ? ['sharedListName', formatNegativeMessage(NEGATIVE_ISSUE_CODES.listNameTaken, { name })]
    : room.issue
      ? ['sharedListName', room.issue.message]
      : undefined;
  return {
    list: { id: null, name, isCreated: true, isAccountLevel: false },
    campaignIds: requested,
    ...(error && { error }),
  };
}

export function planNegativeBatch(input: {
  request: ApplyInput;
  inventory: PlatformKeywordInventory;
  terms: readonly PlannerTerm[];
}): BatchPlan {
  const { request, inventory } = input;
  const fieldErrors: Record<string, string> = {};
  request.negatives.forEach((negative, index) => {
    const [issue] = validateNegativeText(negative.text);
    if (issue) fieldErrors[`negatives.${index}.text`] = issue.message;
  });
  const { list, campaignIds, error } = resolveList(request, inventory);
  if (error) fieldErrors[error[0]] = error[1];
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };

  const existingList = inventory.negativeLists.find((item) => item.id === list?.id);
  const scopes: NegativeScope[] =
    request.level === 'account'
      ? [{ level: 'account' }]
      : request.level === 'sharedList'
        ? [
            {
              level: 'sharedList',
              listId: list?.id ?? 'new',
              listName: list?.name ?? '',
              // What the list will reach once attached: its campaigns and the ones chosen now.
              campaignIds: [...new Set([...(existingList?.campaignIds ?? []), ...campaignIds])],
            },
          ]
        : request.level === 'campaign'
          ? campaignIds.map((campaignId) => ({ level: 'campaign' as const, campaignId }))
          : (request.adGroups ?? []).map((adGroup) => ({ level: 'adGroup' as const, ...adGroup }));
  const proposed: (NegativeKeyword & { index: number })[] = request.negatives.flatMap(
    (negative, index) =>
      scopes.map((scope) => ({
        text: keyOf(negative.text),
        matchType: negative.matchType,
        scope,
        index,
      })),
  );
  const context = createNegativeContext({
    keywords: listPositiveKeywords(inventory),
    terms: input.terms.map((term) => ({
      text: term.searchTerm,
      cost: term.costMicros / 1_000_000,
      clicks: term.clicks,
      conversions: term.conversions,
    })),
    isKnownWord: isCommonEnglishWord,
  });
  const checks = checkNegatives(context, {
    proposed,
    existing: listExistingNegatives(inventory),
    overrides: request.overrides ?? [],
  });
  checks.forEach((check, position) => {
    const field = `negatives.${proposed[position]!.index}.text`;
    if (!check.overridden && check.refusals.length > 0 && !(field in fieldErrors))
      fieldErrors[field] = check.refusals[0]!.message;
  });
  const adding = proposed.filter((_, position) => !checks[position]!.alreadyExists);
  const room = roomForNegatives(
    adding,
    {
      accountList: list?.isAccountLevel ? (existingList?.keywords.length ?? 0) : 0,
      sharedLists:
        list && !list.isAccountLevel
          ? { [list.id ?? 'new']: existingList?.keywords.length ?? 0 }
          : {},
    },
    NEGATIVE_LIST_LIMITS,
  );
  const full = room.account?.issue ?? room.sharedLists.find((item) => item.room.issue)?.room.issue;
  if (full) fieldErrors.negatives = full.message;
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };

  const changes: NewNegativeChange[] = [];
  if (list?.isCreated) {
    changes.push({
      kind: 'sharedSet',
      text: null,
      matchType: null,
      campaignId: null,
      adGroupId: null,
    });
    if (list.isAccountLevel)
      changes.push({
        kind: 'customerNegativeCriterion',
        text: null,
        matchType: null,
        campaignId: null,
        adGroupId: null,
      });
  }
  if (request.level === 'sharedList') {
    for (const campaignId of campaignIds) {
      if (existingList?.campaignIds.includes(campaignId)) continue;
      changes.push({
        kind: 'campaignSharedSet',
        text: null,
        matchType: null,
        campaignId,
        adGroupId: null,
      });
    }
  }
  proposed.forEach((negative, position) => {
    const check = checks[position]!;
    const scope = negative.scope;
    changes.push({
      kind:
        scope.level === 'campaign'
          ? 'campaignCriterion'
          : scope.level === 'adGroup'
            ? 'adGroupCriterion'
            : 'sharedCriterion',
      text: negative.text,
      matchType: negative.matchType,
      campaignId: scope.level === 'campaign' || scope.level === 'adGroup' ? scope.campaignId : null,
      adGroupId: scope.level === 'adGroup' ? scope.adGroupId : null,
      isOverridden: check.overridden && check.refusals.length > 0,
      ...(check.alreadyExists && {
        state: 'skipped' as const,
        code: NEGATIVE_ISSUE_CODES.alreadyExists,
        message: formatNegativeMessage(NEGATIVE_ISSUE_CODES.alreadyExists, { text: negative.text }),
      }),
    });
  });
  return {
    batch: {
      level: request.level,
      sharedList: list,
      campaignIds,
      adGroupIds: (request.adGroups ?? []).map((adGroup) => adGroup.adGroupId),
    },
    changes,
  };
}

export { APPLY_NEGATIVES_MESSAGES };
