import { googleAdGroupKey, googleAdKey, googleCampaignKey, type AdsState } from '../ads-state.js';
import type { GoogleAccountData } from '../seed/google-account-data.js';
import {
  GOOGLE_AD_TYPES_NOT_UPDATABLE,
  type GoogleEntityStatus,
  type GoogleTrackingFields,
} from '../seed/google-types.js';
import {
  describeAdGroupResource,
  describeAdResource,
  describeCampaignResource,
} from './gaql/gaql-fields.js';
import type { FieldProblem } from './url-field-rules.js';

// What differs between AdService, CampaignService and AdGroupService for an update: the resource
// name, which fields may change, where changes are kept, and what MUTABLE_RESOURCE answers with.

export type MutableFieldName =
  | 'finalUrls'
  | 'finalMobileUrls'
  | 'finalUrlSuffix'
  | 'trackingUrlTemplate'
  | 'urlCustomParameters';

interface MutableEntity extends GoogleTrackingFields {
  id: string;
  status: GoogleEntityStatus;
}

export interface MutateService {
  /** `ads`, `campaigns`, `adGroups`: the path segment before `:mutate`. */
  path: string;
  /** Key of the resource in a MUTABLE_RESOURCE result. */
  resultKey: string;
  resourcePattern: RegExp;
  mutableFields: readonly MutableFieldName[];
  /** Fields that exist on the resource but an update may not touch. */
  immutableFields: readonly string[];
  find(account: GoogleAccountData, state: AdsState, id: string): MutableEntity | undefined;
  key(customerId: string, id: string): string;
  describeResource(customerId: string, id: string): string;
  /**
   * A reason this item cannot be updated at all (ad types AdService refuses, a paused ad), with the
   * error's trigger when it is not the operation's resource name.
   */
  checkUpdatable(
    entity: MutableEntity,
    customerId: string,
  ): { problem: FieldProblem; trigger?: string } | null;
  toJson(customerId: string, entity: MutableEntity): Record<string, unknown>;
}

const TRACKING_FIELDS = ['finalUrlSuffix', 'trackingUrlTemplate', 'urlCustomParameters'] as const;

function describeTracking(entity: GoogleTrackingFields): Record<string, unknown> {
  return {
    ...(entity.trackingUrlTemplate ? { trackingUrlTemplate: entity.trackingUrlTemplate } : {}),
    ...(entity.finalUrlSuffix ? { finalUrlSuffix: entity.finalUrlSuffix } : {}),
    ...(entity.urlCustomParameters.length > 0
      ? { urlCustomParameters: entity.urlCustomParameters }
      : {}),
  };
}

export const AD_SERVICE: MutateService = {
  path: 'ads',
  resultKey: 'ad',
  resourcePattern: /^customers\/(\d+)\/ads\/(\d+)$/,
  mutableFields: ['finalUrls', 'finalMobileUrls', ...TRACKING_FIELDS],
  immutableFields: ['id', 'type', 'resourceName'],
  find: (account, state, id) => {
    const ad = account.findAd(id);
    return ad && state.readGoogleAd(account.customer.id, ad);
  },
  key: googleAdKey,
  describeResource: describeAdResource,
  checkUpdatable: (entity, customerId) => {
    const type = (entity as MutableEntity & { type?: string }).type ?? '';
    if ((GOOGLE_AD_TYPES_NOT_UPDATABLE as readonly string[]).includes(type))
      return {
        problem: [
          'mutateError',
          'MUTATE_NOT_ALLOWED',
          `Ads of type ${type} cannot be updated through AdService.`,
        ],
      };
    // AdError.UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION (139), googleapis
    // google/ads/googleads/v25/errors/ad_error.proto. Whether Google counts a PAUSED ad group ad as
    // "not enabled" is our literal reading of the enum's comment (unconfirmed); a removed one is
    // answered by the generic removed-resource check. The trigger names the ad group ad that is
    // not enabled [unconfirmed: what Google puts in the trigger of this error].
    if (entity.status === 'PAUSED') {
      const adGroupId = (entity as MutableEntity & { adGroupId?: string }).adGroupId;
      return {
        problem: [
          'adError',
          'UPDATING_AD_WITH_NO_ENABLED_ASSOCIATION',
          'The ad is not associated with any enabled AdGroupAd, and cannot be updated.',
        ],
        ...(adGroupId === undefined
          ? {}
          : { trigger: `customers/${customerId}/adGroupAds/${adGroupId}~${entity.id}` }),
      };
    }
    return null;
  },
  toJson: (customerId, entity) => {
    const ad = entity as MutableEntity & {
      type: string;
      name: string | null;
      finalUrls: string[];
      finalMobileUrls: string[];
    };
    return {
      resourceName: describeAdResource(customerId, ad.id),
      id: ad.id,
      type: ad.type,
      ...(ad.name ? { name: ad.name } : {}),
      ...(ad.finalUrls.length > 0 ? { finalUrls: ad.finalUrls } : {}),
      ...(ad.finalMobileUrls.length > 0 ? { finalMobileUrls: ad.finalMobileUrls } : {}),
      ...describeTracking(ad),
    };
  },
};

export const CAMPAIGN_SERVICE: MutateService = {
  path: 'campaigns',
  resultKey: 'campaign',
  resourcePattern: /^customers\/(\d+)\/campaigns\/(\d+)$/,
  mutableFields: TRACKING_FIELDS,
  immutableFields: ['id', 'resourceName', 'advertisingChannelType'],
  find: (account, state, id) => {
    const campaign = account.findCampaign(id);
    return campaign && state.readGoogleCampaign(account.customer.id, campaign);
  },
  key: googleCampaignKey,
  describeResource: describeCampaignResource,
  checkUpdatable: () => null,
  toJson: (customerId, entity) => {
    const campaign = entity as MutableEntity & { name: string; advertisingChannelType: string };
    return {
      resourceName: describeCampaignResource(customerId, campaign.id),
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      advertisingChannelType: campaign.advertisingChannelType,
      ...describeTracking(campaign),
    };
  },
};

export const AD_GROUP_SERVICE: MutateService = {
  path: 'adGroups',
  resultKey: 'adGroup',
  resourcePattern: /^customers\/(\d+)\/adGroups\/(\d+)$/,
  mutableFields: TRACKING_FIELDS,
  immutableFields: ['id', 'resourceName', 'campaign'],
  find: (account, state, id) => {
    const adGroup = account.findAdGroup(id);
    return adGroup && state.readGoogleAdGroup(account.customer.id, adGroup);
  },
  key: googleAdGroupKey,
  describeResource: describeAdGroupResource,
  checkUpdatable: () => null,
  toJson: (customerId, entity) => {
    const adGroup = entity as MutableEntity & { name: string };
    return {
      resourceName: describeAdGroupResource(customerId, adGroup.id),
      id: adGroup.id,
      name: adGroup.name,
      status: adGroup.status,
      ...describeTracking(adGroup),
    };
  },
};

export const MUTATE_SERVICES: readonly MutateService[] = [
  AD_SERVICE,
  CAMPAIGN_SERVICE,
  AD_GROUP_SERVICE,
];
