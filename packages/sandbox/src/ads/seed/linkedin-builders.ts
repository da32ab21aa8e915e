import type {
  LinkedInAdAccount,
  LinkedInCampaign,
  LinkedInCampaignFormat,
  LinkedInCampaignGroup,
  LinkedInCreative,
  LinkedInCreativeContent,
  LinkedInPost,
  LinkedInPostContent,
} from './linkedin-types.js';

// Constructors with defaults for the LinkedIn seed files.

export function defineLinkedInAccount(
  fields: Pick<LinkedInAdAccount, 'id' | 'name' | 'currency' | 'organizationId'> &
    Partial<LinkedInAdAccount>,
): LinkedInAdAccount {
  return { status: 'ACTIVE', type: 'BUSINESS', isTest: false, ...fields };
}

export function defineCampaignGroup(
  accountId: number,
  id: number,
  name: string,
  extra: Partial<LinkedInCampaignGroup> = {},
): LinkedInCampaignGroup {
  return { id, accountId, name, status: 'ACTIVE', ...extra };
}

export function defineLinkedInCampaign(
  group: LinkedInCampaignGroup,
  id: number,
  name: string,
  format: LinkedInCampaignFormat,
  extra: Partial<LinkedInCampaign> = {},
): LinkedInCampaign {
  return {
    id,
    accountId: group.accountId,
    campaignGroupId: group.id,
    name,
    status: 'ACTIVE',
    format,
    ...extra,
  };
}

export function defineCreative(
  campaign: LinkedInCampaign,
  id: number,
  name: string,
  content: LinkedInCreativeContent,
  extra: Partial<LinkedInCreative> = {},
): LinkedInCreative {
  return {
    id,
    accountId: campaign.accountId,
    campaignId: campaign.id,
    name,
    intendedStatus: 'ACTIVE',
    content,
    leadgenCallToAction: null,
    ...extra,
  };
}

export function defineTextAd(landingPage: string | undefined): LinkedInCreativeContent {
  return {
    textAd: {
      headline: 'Reach the Moon on time',
      description: 'Guidance software that never gives up.',
      ...(landingPage === undefined ? {} : { landingPage }),
    },
  };
}

export function definePost(
  account: LinkedInAdAccount,
  urn: string,
  contentLandingPage: string | null,
  content: LinkedInPostContent,
  extra: Partial<LinkedInPost> = {},
): LinkedInPost {
  return {
    urn,
    organizationId: account.organizationId,
    accountId: account.id,
    commentary: 'Sponsored update',
    content,
    contentLandingPage,
    contentCallToActionLabel: contentLandingPage === null ? null : 'LEARN_MORE',
    ...extra,
  };
}
