import type { PlatformAd } from '@utmost/platforms';

// Ads as the platform clients produce them, for the engine's tests.

type AdOverrides = Partial<Omit<PlatformAd, 'hierarchy'>> & {
  campaign?: Partial<PlatformAd['hierarchy']['campaign']>;
  adGroup?: PlatformAd['hierarchy']['adGroup'];
  campaignGroup?: PlatformAd['hierarchy']['campaignGroup'];
};

export function buildGoogleAd(overrides: AdOverrides = {}): PlatformAd {
  const { campaign, adGroup, campaignGroup: _ignored, ...ad } = overrides;
  return {
    platform: 'google',
    adAccountId: '1234567890',
    id: '333',
    resourceName: 'customers/1234567890/ads/333',
    name: null,
    status: 'ENABLED',
    type: 'RESPONSIVE_SEARCH_AD',
    hierarchy: {
      campaign: {
        id: '111',
        name: 'Brand Search – DE',
        status: 'ENABLED',
        type: 'SEARCH',
        format: null,
        ...campaign,
      },
      adGroup:
        adGroup === undefined ? { id: '222', name: 'Shoes & Boots', status: 'ENABLED' } : adGroup,
      campaignGroup: null,
    },
    landingPages: ['https://shop.example/shoes?color=red#reviews'],
    finalUrlSuffix: null,
    trackingUrlTemplate: null,
    urlCustomParameters: [],
    postUrn: null,
    readError: null,
    ...ad,
  };
}

export function buildLinkedInAd(overrides: AdOverrides = {}): PlatformAd {
  const { campaign, campaignGroup, adGroup: _ignored, ...ad } = overrides;
  return {
    platform: 'linkedin',
    adAccountId: '508900001',
    id: '808900101',
    resourceName: 'urn:li:sponsoredCreative:808900101',
    name: 'Text – clean',
    status: 'ACTIVE',
    type: 'textAd',
    hierarchy: {
      campaign: {
        id: '708900101',
        name: 'Text ads',
        status: 'ACTIVE',
        type: 'TEXT_AD',
        format: 'TEXT_AD',
        ...campaign,
      },
      adGroup: null,
      campaignGroup:
        campaignGroup === undefined
          ? { id: '608900101', name: 'Always on', status: 'ACTIVE' }
          : campaignGroup,
    },
    landingPages: ['https://apollo-guidance.example/'],
    finalUrlSuffix: null,
    trackingUrlTemplate: null,
    urlCustomParameters: [],
    postUrn: null,
    readError: null,
    campaignTrackingParameters: { dynamic: {}, custom: {} },
    postKind: null,
    ...ad,
  };
}

/** The ad as the platform holds it once a decision's change is applied. */
export function applyFields(
  ad: PlatformAd,
  after: {
    finalUrlSuffix: string | null;
    trackingUrlTemplate: string | null;
    landingPages: string[];
    campaignTrackingParameters?: PlatformAd['campaignTrackingParameters'];
  },
): PlatformAd {
  return { ...ad, ...after };
}
