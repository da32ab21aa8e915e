import type {
  PlatformCredentials,
  PlatformKeyword,
  PlatformKeywordInventory,
  PlatformKeywordText,
  PlatformNegativeList,
} from '../ad-platform.js';
import {
  ACCOUNT_NEGATIVE_LIST_QUERY,
  AD_GROUP_KEYWORDS_QUERY,
  CAMPAIGN_NEGATIVES_QUERY,
  NEGATIVE_LIST_CAMPAIGNS_QUERY,
  NEGATIVE_LIST_MEMBERS_QUERY,
  NEGATIVE_LISTS_QUERY,
} from './gaql.js';
import type { GoogleAdsApi, GoogleAdsRow, GoogleCustomerRef } from './google-api.js';

// An account's keywords and existing negatives at every level, read with six GAQL queries over
// the REST wire format (int64 ids as strings, enums as names, fields left out when unset).

function readObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `customers/1/sharedSets/555` -> `555`. */
function lastId(resourceName: unknown): string | null {
  const name = readText(resourceName);
  return name === null ? null : (name.split('/').pop() ?? null);
}

function readKeywordText(criterion: Record<string, unknown>, idField: string): PlatformKeywordText {
  const keyword = readObject(criterion.keyword);
  return {
    text: readText(keyword.text) ?? '',
    matchType: readText(keyword.matchType) ?? 'UNKNOWN',
    criterionId: readText(criterion[idField]) ?? '',
  };
}

function readPlace(row: GoogleAdsRow, of: 'campaign' | 'adGroup') {
  const item = readObject(row[of]);
  return { id: readText(item.id) ?? '', name: readText(item.name) };
}

async function collect(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  account: GoogleCustomerRef,
  query: string,
  signal: AbortSignal | undefined,
): Promise<GoogleAdsRow[]> {
  const rows: GoogleAdsRow[] = [];
  for await (const page of api.search(credentials, account, query, signal)) rows.push(...page);
  return rows;
}

export async function readGoogleKeywordInventory(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  account: GoogleCustomerRef,
  options: { signal?: AbortSignal } = {},
): Promise<PlatformKeywordInventory> {
  const read = (query: string) => collect(api, credentials, account, query, options.signal);
  // One after another: a login's requests share Google's per-customer rate.
  const criteria = await read(AD_GROUP_KEYWORDS_QUERY);
  const campaignCriteria = await read(CAMPAIGN_NEGATIVES_QUERY);
  const sharedSets = await read(NEGATIVE_LISTS_QUERY);
  const members = await read(NEGATIVE_LIST_MEMBERS_QUERY);
  const attachments = await read(NEGATIVE_LIST_CAMPAIGNS_QUERY);
  const accountCriteria = await read(ACCOUNT_NEGATIVE_LIST_QUERY);

  const keywords: PlatformKeyword[] = [];
  const adGroupNegatives: PlatformKeywordInventory['adGroupNegatives'] = [];
  for (const row of criteria) {
    const criterion = readObject(row.adGroupCriterion);
    const place = { campaign: readPlace(row, 'campaign'), adGroup: readPlace(row, 'adGroup') };
    const keyword = readKeywordText(criterion, 'criterionId');
    if (criterion.negative === true) {
      adGroupNegatives.push({ ...keyword, ...place });
      continue;
    }
    const serving = [
      criterion.status,
      readObject(row.adGroup).status,
      readObject(row.campaign).status,
    ];
    keywords.push({
      ...keyword,
      ...place,
      status: serving.every((status) => status === 'ENABLED') ? 'ENABLED' : 'PAUSED',
    });
  }

  const campaignNegatives = campaignCriteria.map((row) => ({
    ...readKeywordText(readObject(row.campaignCriterion), 'criterionId'),
    campaign: readPlace(row, 'campaign'),
  }));

  const accountListIds = new Set(
    accountCriteria.flatMap((row) => {
      const id = lastId(
        readObject(readObject(row.customerNegativeCriterion).negativeKeywordList).sharedSet,
      );
      return id === null ? [] : [id];
    }),
  );
  const lists = new Map<string, PlatformNegativeList>();
  for (const row of sharedSets) {
    const set = readObject(row.sharedSet);
    const id = readText(set.id);
    if (id === null) continue;
    const isAccountLevel = set.type === 'ACCOUNT_LEVEL_NEGATIVE_KEYWORDS';
    // An account-level set no customer negative criterion attaches blocks nothing.
    if (isAccountLevel && !accountListIds.has(id)) continue;
    lists.set(id, {
      id,
      name: readText(set.name) ?? '',
      isAccountLevel,
      campaignIds: [],
      keywords: [],
    });
  }
  for (const row of members) {
    const list = lists.get(readText(readObject(row.sharedSet).id) ?? '');
    list?.keywords.push(readKeywordText(readObject(row.sharedCriterion), 'criterionId'));
  }
  for (const row of attachments) {
    const list = lists.get(readText(readObject(row.sharedSet).id) ?? '');
    const campaignId = readText(readObject(row.campaign).id);
    if (list && !list.isAccountLevel && campaignId !== null) list.campaignIds.push(campaignId);
  }
  const negativeLists = [...lists.values()].sort(
    (left, right) => Number(left.isAccountLevel) - Number(right.isAccountLevel),
  );
  return { keywords, adGroupNegatives, campaignNegatives, negativeLists };
}
