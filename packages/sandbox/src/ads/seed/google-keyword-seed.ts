import type { GoogleKeywordLists, GoogleSharedSet } from './google-keyword-types.js';
import type { GoogleKeyword, SearchTermMatchType } from './google-types.js';

// The seeded accounts' keyword lists: the positive keywords their search terms name as matched,
// plus a few existing negatives at each level (made-up words, so they block none of the data
// set's terms and only show up as existing negatives and room used in the lists).

interface NegativeText {
  text: string;
  matchType: SearchTermMatchType;
}

export interface NegativeSeed {
  /** Criterion id of the first negative; each further one takes the next. */
  firstCriterionId: number;
  adGroup: (NegativeText & { adGroupId: string })[];
  campaign: (NegativeText & { campaignId: string })[];
  sharedLists: { id: string; name: string; members: NegativeText[]; campaignIds: string[] }[];
  accountList: { id: string; name: string; members: NegativeText[] } | null;
}

export function buildKeywordLists(
  keywords: (GoogleKeyword & { adGroupId: string; campaignId: string })[],
  seed: NegativeSeed,
  campaignOf: ReadonlyMap<string, string>,
): GoogleKeywordLists {
  let nextId = seed.firstCriterionId;
  const takeId = () => String(nextId++);
  const members = (texts: NegativeText[]) =>
    texts.map((negative) => ({ ...negative, criterionId: takeId() }));
  const sharedSets: GoogleSharedSet[] = seed.sharedLists.map((list) => ({
    id: list.id,
    name: list.name,
    type: 'NEGATIVE_KEYWORDS',
    status: 'ENABLED',
    members: members(list.members),
    campaignIds: list.campaignIds,
  }));
  if (seed.accountList) {
    sharedSets.push({
      id: seed.accountList.id,
      name: seed.accountList.name,
      type: 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS',
      status: 'ENABLED',
      members: members(seed.accountList.members),
      campaignIds: [],
    });
  }
  return {
    adGroupKeywords: [
      ...keywords.map((keyword) => ({ ...keyword, negative: false, status: 'ENABLED' as const })),
      ...seed.adGroup.map((negative) => ({
        ...negative,
        criterionId: takeId(),
        campaignId: campaignOf.get(negative.adGroupId) ?? '',
        negative: true,
        status: 'ENABLED' as const,
      })),
    ],
    campaignNegatives: seed.campaign.map((negative) => ({ ...negative, criterionId: takeId() })),
    sharedSets,
    accountList: seed.accountList
      ? { criterionId: takeId(), sharedSetId: seed.accountList.id }
      : null,
  };
}
