import type { GoogleKeywordLists, GoogleSharedSet } from '../seed/google-keyword-types.js';
import type { GoogleAccountData } from '../seed/google-account-data.js';
import type { SearchTermMatchType } from '../seed/google-types.js';
import type { FieldProblem } from './url-field-rules.js';
import {
  REFUSED_KEYWORD_CHARACTERS,
  SANDBOX_NEGATIVE_LIMITS as LIMITS,
} from './negative-limits.js';

// One create or remove of the negative-keyword services (platform-apis.md addendum §2.1–§2.2),
// checked as Google checks it and applied to a working copy of the account's lists, so later
// operations of the same request see earlier ones (and their limits count them).

export const NEGATIVE_SERVICE_PATHS = [
  'sharedSets',
  'sharedCriteria',
  'campaignSharedSets',
  'campaignCriteria',
  'adGroupCriteria',
  'customerNegativeCriteria',
] as const;
export type NegativeServicePath = (typeof NEGATIVE_SERVICE_PATHS)[number];

/** A mutable copy of the lists a request works on. */
export interface WorkingLists {
  adGroupKeywords: GoogleKeywordLists['adGroupKeywords'][number][];
  campaignNegatives: GoogleKeywordLists['campaignNegatives'][number][];
  sharedSets: GoogleSharedSet[];
  accountList: GoogleKeywordLists['accountList'];
  nextId: () => string;
}

export function copyLists(lists: GoogleKeywordLists): WorkingLists {
  const ids = [
    ...lists.adGroupKeywords.map((item) => item.criterionId),
    ...lists.campaignNegatives.map((item) => item.criterionId),
    ...lists.sharedSets.flatMap((set) => [set.id, ...set.members.map((item) => item.criterionId)]),
    lists.accountList?.criterionId ?? '0',
  ];
  let last = ids.reduce((max, id) => Math.max(max, Number(id) || 0), 900_000_000);
  return {
    adGroupKeywords: [...lists.adGroupKeywords],
    campaignNegatives: [...lists.campaignNegatives],
    sharedSets: lists.sharedSets.map((set) => ({
      ...set,
      members: [...set.members],
      campaignIds: [...set.campaignIds],
    })),
    accountList: lists.accountList,
    nextId: () => String((last += 1)),
  };
}

export function freezeLists(working: WorkingLists): GoogleKeywordLists {
  const { nextId, ...lists } = working;
  void nextId;
  return lists;
}

/** What an operation did: its new resource's name, or why Google refused it (and where). */
export type NegativeOutcome =
  { resourceName: string } | { problem: FieldProblem; field: string; trigger?: string };

const NOT_FOUND: FieldProblem = ['mutateError', 'RESOURCE_NOT_FOUND', 'Resource was not found.'];
const ALREADY_EXISTS: FieldProblem = [
  'mutateError',
  'RESOURCE_ALREADY_EXISTS',
  'The resource already exists.',
];

const refuse = (problem: FieldProblem, field: string, trigger?: string): NegativeOutcome => ({
  problem,
  field,
  ...(trigger === undefined ? {} : { trigger }),
});

interface Call {
  account: GoogleAccountData;
  lists: WorkingLists;
}

function readId(resourceName: unknown, customerId: string, collection: string): string | null {
  if (typeof resourceName !== 'string') return null;
  const match = new RegExp(`^customers/${customerId}/${collection}/([\\d~]+)$`).exec(resourceName);
  return match?.[1] ?? null;
}

const keyOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** KeywordInfo checks (addendum §1.4, §2.4): CriterionError names. */
function checkKeyword(
  keyword: unknown,
): { text: string; matchType: SearchTermMatchType } | FieldProblem {
  const info = (keyword ?? {}) as Record<string, unknown>;
  const text = typeof info.text === 'string' ? info.text.trim().replace(/\s+/g, ' ') : '';
  if (text === '')
    return ['criterionError', 'KEYWORD_TEXT_TOO_SHORT', 'The keyword text is too short.'];
  if ([...text].length > LIMITS.keywordCharacters)
    return ['criterionError', 'KEYWORD_TEXT_TOO_LONG', 'The keyword text is too long.'];
  if (text.split(' ').length > LIMITS.keywordWords)
    return ['criterionError', 'KEYWORD_HAS_TOO_MANY_WORDS', 'The keyword has too many words.'];
  if (REFUSED_KEYWORD_CHARACTERS.test(text))
    return ['criterionError', 'KEYWORD_HAS_INVALID_CHARS', 'Keyword has invalid characters.'];
  const matchType = info.matchType;
  if (matchType !== 'EXACT' && matchType !== 'PHRASE' && matchType !== 'BROAD')
    return ['criterionError', 'INVALID_KEYWORD_MATCH_TYPE', 'The keyword match type is not valid.'];
  return { text, matchType };
}

function findSet(call: Call, resourceName: unknown): GoogleSharedSet | null {
  const id = readId(resourceName, call.account.customer.id, 'sharedSets');
  return call.lists.sharedSets.find((set) => set.id === id && set.status === 'ENABLED') ?? null;
}

function isLiveCampaign(call: Call, campaignId: string | null): campaignId is string {
  const campaign = campaignId === null ? undefined : call.account.findCampaign(campaignId);
  return campaign !== undefined && campaign.status !== 'REMOVED';
}

export function createNegative(
  call: Call,
  service: NegativeServicePath,
  create: Record<string, unknown>,
): NegativeOutcome {
  const customer = `customers/${call.account.customer.id}`;
  const { lists } = call;
  switch (service) {
    case 'sharedSets': {
      const name = typeof create.name === 'string' ? create.name : '';
      if (name.trim() === '')
        return refuse(['fieldError', 'REQUIRED', 'The required field was not present.'], 'name');
      if (new TextEncoder().encode(name).length > LIMITS.sharedSetNameBytes)
        return refuse(['stringLengthError', 'TOO_LONG', 'Too long.'], 'name');
      const type = create.type;
      if (type !== 'NEGATIVE_KEYWORDS' && type !== 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS')
        return refuse(
          [
            'sharedSetError',
            'CUSTOMER_CANNOT_CREATE_SHARED_SET_OF_THIS_TYPE',
            'The customer cannot create this type of shared set.',
          ],
          'type',
        );
      const live = lists.sharedSets.filter((set) => set.status === 'ENABLED' && set.type === type);
      if (live.some((set) => set.name === name))
        return refuse(
          ['sharedSetError', 'DUPLICATE_NAME', 'Shared set names must be unique.'],
          'name',
          name,
        );
      const limit = type === 'NEGATIVE_KEYWORDS' ? LIMITS.sharedListsPerAccount : 1;
      if (live.length >= limit)
        return refuse(
          [
            'resourceCountLimitExceededError',
            'ACCOUNT_LIMIT',
            'The account has reached the limit of shared sets of this type.',
          ],
          'type',
        );
      const id = lists.nextId();
      lists.sharedSets.push({ id, name, type, status: 'ENABLED', members: [], campaignIds: [] });
      return { resourceName: `${customer}/sharedSets/${id}` };
    }
    case 'sharedCriteria': {
      const set = findSet(call, create.sharedSet);
      if (!set) return refuse(NOT_FOUND, 'shared_set', String(create.sharedSet));
      const keyword = checkKeyword(create.keyword);
      if (Array.isArray(keyword)) return refuse(keyword, 'keyword');
      if (
        set.members.some(
          (m) => m.matchType === keyword.matchType && keyOf(m.text) === keyOf(keyword.text),
        )
      )
        return refuse(ALREADY_EXISTS, 'keyword', keyword.text);
      const limit =
        set.type === 'NEGATIVE_KEYWORDS'
          ? LIMITS.keywordsPerSharedList
          : LIMITS.keywordsInAccountList;
      if (set.members.length >= limit)
        return refuse(
          [
            'resourceCountLimitExceededError',
            'SHARED_SET_LIMIT',
            `The shared set holds its limit of ${limit} criteria.`,
          ],
          'shared_set',
        );
      const criterionId = lists.nextId();
      set.members.push({ criterionId, ...keyword });
      return { resourceName: `${customer}/sharedCriteria/${set.id}~${criterionId}` };
    }
    case 'campaignSharedSets': {
      const campaignId = readId(create.campaign, call.account.customer.id, 'campaigns');
      if (!isLiveCampaign(call, campaignId))
        return refuse(NOT_FOUND, 'campaign', String(create.campaign));
      const set = findSet(call, create.sharedSet);
      if (!set) return refuse(NOT_FOUND, 'shared_set', String(create.sharedSet));
      // The account-level list is attached by a customer negative criterion, not to campaigns.
      if (set.type !== 'NEGATIVE_KEYWORDS')
        return refuse(
          [
            'campaignSharedSetError',
            'SHARED_SET_ACCESS_DENIED',
            'This shared set cannot be attached to a campaign.',
          ],
          'shared_set',
        );
      if (set.campaignIds.includes(campaignId)) return refuse(ALREADY_EXISTS, 'campaign');
      set.campaignIds.push(campaignId);
      return { resourceName: `${customer}/campaignSharedSets/${campaignId}~${set.id}` };
    }
    case 'campaignCriteria': {
      const campaignId = readId(create.campaign, call.account.customer.id, 'campaigns');
      if (!isLiveCampaign(call, campaignId))
        return refuse(NOT_FOUND, 'campaign', String(create.campaign));
      if (create.negative !== true) return refuse(SANDBOX_ONLY_NEGATIVES, 'negative');
      const keyword = checkKeyword(create.keyword);
      if (Array.isArray(keyword)) return refuse(keyword, 'keyword');
      const existing = lists.campaignNegatives.some(
        (item) =>
          item.campaignId === campaignId &&
          item.matchType === keyword.matchType &&
          keyOf(item.text) === keyOf(keyword.text),
      );
      if (existing) return refuse(ALREADY_EXISTS, 'keyword', keyword.text);
      const criterionId = lists.nextId();
      lists.campaignNegatives.push({ criterionId, campaignId, ...keyword });
      return { resourceName: `${customer}/campaignCriteria/${campaignId}~${criterionId}` };
    }
    case 'adGroupCriteria': {
      const adGroupId = readId(create.adGroup, call.account.customer.id, 'adGroups');
      const adGroup = adGroupId === null ? undefined : call.account.findAdGroup(adGroupId);
      if (!adGroup || adGroup.status === 'REMOVED' || adGroupId === null)
        return refuse(NOT_FOUND, 'ad_group', String(create.adGroup));
      if (create.negative !== true) return refuse(SANDBOX_ONLY_NEGATIVES, 'negative');
      const keyword = checkKeyword(create.keyword);
      if (Array.isArray(keyword)) return refuse(keyword, 'keyword');
      const existing = lists.adGroupKeywords.some(
        (item) =>
          item.adGroupId === adGroupId &&
          item.negative &&
          item.status !== 'REMOVED' &&
          item.matchType === keyword.matchType &&
          keyOf(item.text) === keyOf(keyword.text),
      );
      if (existing) return refuse(ALREADY_EXISTS, 'keyword', keyword.text);
      const criterionId = lists.nextId();
      lists.adGroupKeywords.push({
        criterionId,
        campaignId: adGroup.campaignId,
        adGroupId,
        ...keyword,
        negative: true,
        status: 'ENABLED',
      });
      return { resourceName: `${customer}/adGroupCriteria/${adGroupId}~${criterionId}` };
    }
    case 'customerNegativeCriteria': {
      const list = (create.negativeKeywordList ?? {}) as Record<string, unknown>;
      const set = findSet(call, list.sharedSet);
      if (!set) return refuse(NOT_FOUND, 'negative_keyword_list', String(list.sharedSet));
      if (set.type !== 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS')
        return refuse(
          [
            'criterionError',
            'INVALID_SHARED_SET_TYPE',
            'Only an account-level negative keyword list can be attached to the account.',
          ],
          'negative_keyword_list',
        );
      // "Only one negative keyword list criterion can be attached per account" (NegativeKeywordListInfo).
      if (lists.accountList)
        return refuse(
          [
            'resourceCountLimitExceededError',
            'ACCOUNT_LIMIT',
            'Only one negative keyword list can be attached to the account.',
          ],
          'negative_keyword_list',
        );
      const criterionId = lists.nextId();
      lists.accountList = { criterionId, sharedSetId: set.id };
      return { resourceName: `${customer}/customerNegativeCriteria/${criterionId}` };
    }
  }
}

/** Positive keywords are not created through the sandbox (it models only what negatives need). */
const SANDBOX_ONLY_NEGATIVES: FieldProblem = [
  'mutateError',
  'MUTATE_NOT_ALLOWED',
  'The sandbox creates negative keyword criteria only (negative: true).',
];

export function removeNegative(
  call: Call,
  service: NegativeServicePath,
  resourceName: string,
): NegativeOutcome {
  const { lists } = call;
  const customerId = call.account.customer.id;
  const gone = refuse(NOT_FOUND, 'remove', resourceName);
  const pair = (collection: string) =>
    readId(resourceName, customerId, collection)?.split('~') ?? [];
  switch (service) {
    case 'sharedSets': {
      const set = findSet(call, resourceName);
      if (!set) return gone;
      set.status = 'REMOVED';
      set.campaignIds = [];
      if (lists.accountList?.sharedSetId === set.id) lists.accountList = null;
      return { resourceName };
    }
    case 'sharedCriteria': {
      const [setId, criterionId] = pair('sharedCriteria');
      const set = lists.sharedSets.find((item) => item.id === setId && item.status === 'ENABLED');
      const index = set?.members.findIndex((member) => member.criterionId === criterionId) ?? -1;
      if (!set || index < 0) return gone;
      set.members.splice(index, 1);
      return { resourceName };
    }
    case 'campaignSharedSets': {
      const [campaignId, setId] = pair('campaignSharedSets');
      const set = lists.sharedSets.find((item) => item.id === setId && item.status === 'ENABLED');
      const index = set?.campaignIds.indexOf(campaignId ?? '') ?? -1;
      if (!set || index < 0) return gone;
      set.campaignIds.splice(index, 1);
      return { resourceName };
    }
    case 'campaignCriteria': {
      const [campaignId, criterionId] = pair('campaignCriteria');
      const index = lists.campaignNegatives.findIndex(
        (item) => item.campaignId === campaignId && item.criterionId === criterionId,
      );
      if (index < 0) return gone;
      lists.campaignNegatives.splice(index, 1);
      return { resourceName };
    }
    case 'adGroupCriteria': {
      const [adGroupId, criterionId] = pair('adGroupCriteria');
      const index = lists.adGroupKeywords.findIndex(
        (item) =>
          item.adGroupId === adGroupId &&
          item.criterionId === criterionId &&
          item.status !== 'REMOVED',
      );
      if (index < 0) return gone;
      lists.adGroupKeywords.splice(index, 1);
      return { resourceName };
    }
    case 'customerNegativeCriteria': {
      const criterionId = readId(resourceName, customerId, 'customerNegativeCriteria');
      if (!lists.accountList || lists.accountList.criterionId !== criterionId) return gone;
      lists.accountList = null;
      return { resourceName };
    }
  }
}
