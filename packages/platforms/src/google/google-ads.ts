import type {
  InheritedTracking,
  InheritedTrackingLevel,
  InheritedTrackingValue,
  ListAdsOptions,
  PlatformAd,
  PlatformCredentials,
} from '../ad-platform.js';
import { buildAdsQuery } from './gaql.js';
import {
  normalizeCustomerId,
  type GoogleAdsApi,
  type GoogleAdsRow,
  type GoogleCustomerRef,
} from './google-api.js';
import { createKeywordTrackingReader } from './google-keyword-tracking.js';

// One `ad_group_ad` row (joined with its campaign and ad group) -> PlatformAd.

interface UrlFields {
  finalUrlSuffix?: string;
  trackingUrlTemplate?: string;
}

interface CampaignFields extends UrlFields {
  id?: string;
  name?: string;
  status?: string;
  advertisingChannelType?: string;
}

interface AdGroupFields extends UrlFields {
  id?: string;
  name?: string;
  status?: string;
}

interface AdFields {
  id?: string;
  resourceName?: string;
  name?: string;
  type?: string;
  finalUrls?: string[];
  finalUrlSuffix?: string;
  trackingUrlTemplate?: string;
  urlCustomParameters?: { key?: string; value?: string }[];
}

interface AdGroupAdFields {
  resourceName?: string;
  status?: string;
  ad?: AdFields;
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** The nearest level above the ad that sets the field: ad group, then campaign, then account. */
function findInherited(
  levels: [InheritedTrackingLevel, UrlFields][],
  field: keyof UrlFields,
): InheritedTrackingValue | null {
  for (const [level, fields] of levels) {
    const value = emptyToNull(fields[field]);
    if (value !== null) return { value, level };
  }
  return null;
}

export function readInheritedTracking(row: GoogleAdsRow): InheritedTracking {
  const levels: [InheritedTrackingLevel, UrlFields][] = [
    ['adGroup', (row.adGroup ?? {}) as UrlFields],
    ['campaign', (row.campaign ?? {}) as UrlFields],
    ['account', (row.customer ?? {}) as UrlFields],
  ];
  return {
    finalUrlSuffix: findInherited(levels, 'finalUrlSuffix'),
    trackingUrlTemplate: findInherited(levels, 'trackingUrlTemplate'),
  };
}

export function mapGoogleAdRow(row: GoogleAdsRow, customerId: string): PlatformAd {
  const campaign = (row.campaign ?? {}) as CampaignFields;
  const adGroup = (row.adGroup ?? {}) as AdGroupFields;
  const adGroupAd = (row.adGroupAd ?? {}) as AdGroupAdFields;
  const ad = adGroupAd.ad ?? {};
  const id = ad.id ?? '';
  return {
    platform: 'google',
    adAccountId: customerId,
    id,
    resourceName: ad.resourceName ?? `customers/${customerId}/ads/${id}`,
    name: emptyToNull(ad.name),
    status: adGroupAd.status ?? 'UNKNOWN',
    type: ad.type ?? 'UNKNOWN',
    hierarchy: {
      campaign: {
        id: campaign.id ?? '',
        name: campaign.name ?? '',
        status: campaign.status ?? 'UNKNOWN',
        type: campaign.advertisingChannelType ?? null,
        format: null,
      },
      adGroup: {
        id: adGroup.id ?? '',
        name: adGroup.name ?? '',
        status: adGroup.status ?? 'UNKNOWN',
      },
      campaignGroup: null,
    },
    landingPages: ad.finalUrls ?? [],
    finalUrlSuffix: emptyToNull(ad.finalUrlSuffix),
    trackingUrlTemplate: emptyToNull(ad.trackingUrlTemplate),
    urlCustomParameters: (ad.urlCustomParameters ?? []).map((parameter) => ({
      key: parameter.key ?? '',
      value: parameter.value ?? '',
    })),
    inheritedTracking: readInheritedTracking(row),
    postUrn: null,
    readError: null,
  };
}

export async function* listGoogleAds(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  account: GoogleCustomerRef,
  options: ListAdsOptions = {},
): AsyncGenerator<PlatformAd[]> {
  const customerId = normalizeCustomerId(account.id);
  const query = buildAdsQuery({ includePaused: options.includePaused ?? true });
  // Keyword-level URL fields win over the ad's for clicks through those keywords: read them for
  // each page's ad groups, so the engine can tell which ads they override.
  const attachKeywordTracking = createKeywordTrackingReader(
    api,
    credentials,
    account,
    options.signal,
  );
  for await (const rows of api.search(credentials, account, query, options.signal)) {
    yield await attachKeywordTracking(rows.map((row) => mapGoogleAdRow(row, customerId)));
  }
}
