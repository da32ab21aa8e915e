import type {
  GoogleAd,
  GoogleAdGroup,
  GoogleAdType,
  GoogleCampaign,
  GoogleCampaignType,
  GoogleCustomer,
} from './google-types.js';

// Small constructors that fill the defaults, so the seed files list only what makes each item
// interesting (its URL, its status, its type).

export function defineCustomer(
  fields: Pick<GoogleCustomer, 'id' | 'descriptiveName' | 'currencyCode' | 'timeZone'> &
    Partial<GoogleCustomer>,
): GoogleCustomer {
  return {
    isManager: false,
    isTestAccount: false,
    status: 'ENABLED',
    trackingUrlTemplate: null,
    finalUrlSuffix: null,
    clientIds: [],
    ...fields,
  };
}

export function defineCampaign(
  customerId: string,
  id: string,
  name: string,
  advertisingChannelType: GoogleCampaignType,
  extra: Partial<GoogleCampaign> = {},
): GoogleCampaign {
  return {
    id,
    customerId,
    name,
    status: 'ENABLED',
    advertisingChannelType,
    trackingUrlTemplate: null,
    finalUrlSuffix: null,
    urlCustomParameters: [],
    ...extra,
  };
}

export function defineAdGroup(
  campaignId: string,
  id: string,
  name: string,
  extra: Partial<GoogleAdGroup> = {},
): GoogleAdGroup {
  return {
    id,
    campaignId,
    name,
    status: 'ENABLED',
    trackingUrlTemplate: null,
    finalUrlSuffix: null,
    urlCustomParameters: [],
    ...extra,
  };
}

export function defineAd(
  adGroupId: string,
  id: string,
  type: GoogleAdType,
  finalUrls: string[],
  extra: Partial<GoogleAd> = {},
): GoogleAd {
  return {
    id,
    adGroupId,
    status: 'ENABLED',
    type,
    name: null,
    finalUrls,
    finalMobileUrls: [],
    trackingUrlTemplate: null,
    finalUrlSuffix: null,
    urlCustomParameters: [],
    ...extra,
  };
}
