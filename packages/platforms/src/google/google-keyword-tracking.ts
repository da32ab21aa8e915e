import type { PlatformAd, PlatformCredentials, PlatformKeywordTracking } from '../ad-platform.js';
import { buildKeywordTrackingQuery, KEYWORD_TRACKING_AD_GROUPS_PER_QUERY } from './gaql.js';
import type { GoogleAdsApi, GoogleAdsRow, GoogleCustomerRef } from './google-api.js';

// The keyword-level URL fields of the ad groups a listing meets, read once per ad group set (one
// query per page of ads and per 1,000 new ad groups), never once per ad: every ad of an ad group
// serves through the same keywords.

function readObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readCustomParameters(value: unknown): PlatformKeywordTracking['urlCustomParameters'] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const parameter = readObject(entry);
    return { key: readText(parameter.key) ?? '', value: readText(parameter.value) ?? '' };
  });
}

/** One `ad_group_criterion` row; null when the keyword sets none of the three fields. */
function readKeywordTracking(
  row: GoogleAdsRow,
): { adGroupId: string; keyword: PlatformKeywordTracking } | null {
  const criterion = readObject(row.adGroupCriterion);
  const keyword = readObject(criterion.keyword);
  const tracking: PlatformKeywordTracking = {
    criterionId: readText(criterion.criterionId) ?? '',
    text: readText(keyword.text) ?? '',
    matchType: readText(keyword.matchType) ?? 'UNKNOWN',
    finalUrlSuffix: readText(criterion.finalUrlSuffix),
    trackingUrlTemplate: readText(criterion.trackingUrlTemplate),
    urlCustomParameters: readCustomParameters(criterion.urlCustomParameters),
  };
  const setsAny =
    tracking.finalUrlSuffix !== null ||
    tracking.trackingUrlTemplate !== null ||
    tracking.urlCustomParameters.length > 0;
  const adGroupId = readText(readObject(row.adGroup).id);
  return setsAny && adGroupId !== null ? { adGroupId, keyword: tracking } : null;
}

/**
 * Attaches `keywordTracking` to each page of one account's ads. Ad groups already read are
 * remembered for the rest of the listing, so an ad group whose ads span pages is read once; only
 * keywords that set a URL field are kept.
 */
export function createKeywordTrackingReader(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  account: GoogleCustomerRef,
  signal?: AbortSignal,
) {
  const byAdGroup = new Map<string, PlatformKeywordTracking[]>();
  const readAdGroups = new Set<string>();

  async function readChunk(adGroupIds: string[]): Promise<void> {
    const query = buildKeywordTrackingQuery(adGroupIds);
    for await (const rows of api.search(credentials, account, query, signal)) {
      for (const row of rows) {
        const found = readKeywordTracking(row);
        if (!found) continue;
        const list = byAdGroup.get(found.adGroupId) ?? [];
        list.push(found.keyword);
        byAdGroup.set(found.adGroupId, list);
      }
    }
    for (const id of adGroupIds) readAdGroups.add(id);
  }

  return async function attachKeywordTracking(ads: PlatformAd[]): Promise<PlatformAd[]> {
    const unread = [
      ...new Set(
        ads
          .map((ad) => ad.hierarchy.adGroup?.id ?? '')
          .filter((id) => id !== '' && !readAdGroups.has(id)),
      ),
    ];
    for (let start = 0; start < unread.length; start += KEYWORD_TRACKING_AD_GROUPS_PER_QUERY) {
      await readChunk(unread.slice(start, start + KEYWORD_TRACKING_AD_GROUPS_PER_QUERY));
    }
    return ads.map((ad) => ({
      ...ad,
      keywordTracking: byAdGroup.get(ad.hierarchy.adGroup?.id ?? '') ?? [],
    }));
  };
}
