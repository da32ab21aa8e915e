import type { LinkedInAccountData } from '../seed/linkedin-account-data.js';
import {
  LINKEDIN_TYPE_OF_FORMAT,
  type LinkedInAdAccount,
  type LinkedInCampaign,
  type LinkedInCampaignGroup,
  type LinkedInCreative,
  type LinkedInPost,
  type LinkedInRole,
} from '../seed/linkedin-types.js';

// The seed in LinkedIn's JSON: numeric ids for accounts, groups and campaigns, URNs for the
// references between them and for creatives and posts. Audit times are fixed so answers repeat.

const SEED_TIME = Date.UTC(2026, 0, 1);
const SEED_ACTOR = 'urn:li:person:sandboxSeed';

export const accountUrn = (id: number) => `urn:li:sponsoredAccount:${id}`;
export const campaignGroupUrn = (id: number) => `urn:li:sponsoredCampaignGroup:${id}`;
export const campaignUrn = (id: number) => `urn:li:sponsoredCampaign:${id}`;
export const creativeUrn = (id: number) => `urn:li:sponsoredCreative:${id}`;

function describeAudit(lastModifiedAt = SEED_TIME) {
  return {
    created: { actor: SEED_ACTOR, time: SEED_TIME },
    lastModified: { actor: SEED_ACTOR, time: lastModifiedAt },
  };
}

export function toAdAccountJson(account: LinkedInAdAccount): Record<string, unknown> {
  return {
    id: account.id,
    name: account.name,
    currency: account.currency,
    status: account.status,
    type: account.type,
    reference: `urn:li:organization:${account.organizationId}`,
    test: account.isTest,
    servingStatuses: account.status === 'ACTIVE' ? ['RUNNABLE'] : ['ACCOUNT_TOTAL_BUDGET_HOLD'],
    notifiedOnCampaignOptimization: true,
    notifiedOnCreativeApproval: false,
    notifiedOnCreativeRejection: true,
    notifiedOnEndOfCampaign: true,
    notifiedOnNewFeaturesEnabled: false,
    version: { versionTag: '1' },
    changeAuditStamps: describeAudit(),
  };
}

export function toAccountUserJson(
  accountId: number,
  memberSubject: string,
  role: LinkedInRole,
): Record<string, unknown> {
  return {
    account: accountUrn(accountId),
    user: `urn:li:person:${memberSubject}`,
    role,
    changeAuditStamps: describeAudit(),
  };
}

export function toCampaignGroupJson(group: LinkedInCampaignGroup): Record<string, unknown> {
  return {
    id: group.id,
    account: accountUrn(group.accountId),
    name: group.name,
    status: group.status,
    test: false,
    runSchedule: { start: SEED_TIME },
    servingStatuses: group.status === 'ACTIVE' ? ['RUNNABLE'] : ['CAMPAIGN_GROUP_STATUS_HOLD'],
    changeAuditStamps: describeAudit(),
  };
}

export function toCampaignJson(
  campaign: LinkedInCampaign,
  currency: string,
): Record<string, unknown> {
  return {
    id: campaign.id,
    account: accountUrn(campaign.accountId),
    campaignGroup: campaignGroupUrn(campaign.campaignGroupId),
    name: campaign.name,
    status: campaign.status,
    type: LINKEDIN_TYPE_OF_FORMAT[campaign.format],
    format: campaign.format,
    costType: 'CPM',
    dailyBudget: { amount: '100.00', currencyCode: currency },
    unitCost: { amount: '8.00', currencyCode: currency },
    locale: { country: 'US', language: 'en' },
    objectiveType: campaign.format === 'FOLLOW_COMPANY' ? 'ENGAGEMENT' : 'WEBSITE_VISIT',
    offsiteDeliveryEnabled: false,
    runSchedule: { start: SEED_TIME },
    test: false,
    servingStatuses: campaign.status === 'ACTIVE' ? ['RUNNABLE'] : ['CAMPAIGN_STATUS_HOLD'],
    version: { versionTag: '1' },
    changeAuditStamps: describeAudit(),
  };
}

const indexes = new WeakMap<
  LinkedInAccountData,
  { campaigns: Map<number, LinkedInCampaign>; groups: Map<number, LinkedInCampaignGroup> }
>();

/** Campaigns and groups by id, built once per account (the scale account has a thousand). */
export function indexAccount(data: LinkedInAccountData) {
  let index = indexes.get(data);
  if (!index) {
    index = {
      campaigns: new Map(data.campaigns.map((campaign) => [campaign.id, campaign])),
      groups: new Map(data.campaignGroups.map((group) => [group.id, group])),
    };
    indexes.set(data, index);
  }
  return index;
}

/** Serving needs the creative, its campaign, the campaign's group and the account all active. */
function isServing(data: LinkedInAccountData, creative: LinkedInCreative): boolean {
  const { campaigns, groups } = indexAccount(data);
  const campaign = campaigns.get(creative.campaignId);
  const group = campaign && groups.get(campaign.campaignGroupId);
  return (
    creative.intendedStatus === 'ACTIVE' &&
    campaign?.status === 'ACTIVE' &&
    group?.status === 'ACTIVE' &&
    data.account.status === 'ACTIVE'
  );
}

export function toCreativeJson(
  data: LinkedInAccountData,
  creative: LinkedInCreative & { lastModifiedAt?: number },
): Record<string, unknown> {
  const serving = isServing(data, creative);
  return {
    id: creativeUrn(creative.id),
    account: accountUrn(creative.accountId),
    campaign: campaignUrn(creative.campaignId),
    name: creative.name,
    intendedStatus: creative.intendedStatus,
    isServing: serving,
    ...(serving ? {} : { servingHoldReasons: ['STOPPED'] }),
    isTest: false,
    content: creative.content,
    ...(creative.leadgenCallToAction ? { leadgenCallToAction: creative.leadgenCallToAction } : {}),
    review: { status: 'APPROVED' },
    createdAt: SEED_TIME,
    createdBy: SEED_ACTOR,
    lastModifiedAt: creative.lastModifiedAt ?? SEED_TIME,
    lastModifiedBy: SEED_ACTOR,
  };
}

function describeAdType(post: LinkedInPost): string {
  if (post.content === null) return 'STANDARD';
  if ('carousel' in post.content) return 'CAROUSEL';
  if ('media' in post.content && post.content.media.id.startsWith('urn:li:video:')) return 'VIDEO';
  if ('media' in post.content && post.content.media.id.startsWith('urn:li:document:'))
    return 'DOCUMENT';
  return 'STANDARD';
}

export function toPostJson(
  post: LinkedInPost & { lastModifiedAt?: number; lifecycleState?: string },
): Record<string, unknown> {
  return {
    id: post.urn,
    author: `urn:li:organization:${post.organizationId}`,
    commentary: post.commentary,
    visibility: 'PUBLIC',
    // Dark posts are published with feedDistribution NONE (Posts API, "dark posts"); a boosted page
    // post went to the main feed first.
    distribution: {
      feedDistribution: post.isOrganic ? 'MAIN_FEED' : 'NONE',
      thirdPartyDistributionChannels: [],
    },
    ...(post.content === null ? {} : { content: post.content }),
    ...(post.contentLandingPage === null ? {} : { contentLandingPage: post.contentLandingPage }),
    ...(post.contentCallToActionLabel === null
      ? {}
      : { contentCallToActionLabel: post.contentCallToActionLabel }),
    lifecycleState: post.lifecycleState ?? 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    ...(post.isOrganic
      ? {}
      : {
          adContext: {
            dscAdAccount: accountUrn(post.accountId),
            dscAdType: describeAdType(post),
            dscStatus: 'ACTIVE',
            isDsc: true,
          },
        }),
    createdAt: SEED_TIME,
    publishedAt: SEED_TIME,
    lastModifiedAt: post.lastModifiedAt ?? SEED_TIME,
  };
}
