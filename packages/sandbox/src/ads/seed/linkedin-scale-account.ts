import type { LinkedInAccountData } from './linkedin-account-data.js';
import {
  defineCampaignGroup,
  defineCreative,
  defineLinkedInAccount,
  defineLinkedInCampaign,
  definePost,
  defineTextAd,
} from './linkedin-builders.js';
import type { LinkedInCampaign, LinkedInCreative, LinkedInPost } from './linkedin-types.js';

// "Scale test" on LinkedIn: as many creatives as SandboxOptions.scale asks for, 100 a campaign
// (LinkedIn's own per-campaign cap), generated from their position. Even campaigns run text ads,
// odd ones single-image sponsored content whose post is generated on demand too.

export const SCALE_LINKEDIN_ACCOUNT = defineLinkedInAccount({
  id: 508999999,
  name: 'Scale test',
  currency: 'USD',
  organizationId: 10459999,
});

export const CREATIVES_PER_SCALE_CAMPAIGN = 100;
const CAMPAIGN_BASE = 709_000_000_000;
const CREATIVE_BASE = 809_000_000_000;
const POST_PREFIX = 'urn:li:share:79';
const MAX_SCALE_CREATIVES = 9_999_999;

const group = defineCampaignGroup(SCALE_LINKEDIN_ACCOUNT.id, 608999901, 'Scale group');

function buildCampaign(position: number): LinkedInCampaign {
  return defineLinkedInCampaign(
    group,
    CAMPAIGN_BASE + position,
    `Scale campaign ${position + 1}`,
    position % 2 === 0 ? 'TEXT_AD' : 'STANDARD_UPDATE',
  );
}

function buildPostUrn(index: number): string {
  return `${POST_PREFIX}${String(index).padStart(17, '0')}`;
}

function buildPost(index: number): LinkedInPost {
  return definePost(
    SCALE_LINKEDIN_ACCOUNT,
    buildPostUrn(index),
    `https://scale.example/li/${index}`,
    {
      media: { id: `urn:li:image:SCALE${index}`, title: `Scale image ${index}` },
    },
  );
}

function buildCreative(index: number): LinkedInCreative {
  const campaign = buildCampaign(Math.floor(index / CREATIVES_PER_SCALE_CAMPAIGN));
  const content =
    campaign.format === 'TEXT_AD'
      ? defineTextAd(`https://scale.example/li/text/${index}`)
      : { reference: buildPostUrn(index) };
  return defineCreative(campaign, CREATIVE_BASE + index, `Scale creative ${index + 1}`, content, {
    intendedStatus: index % 50 === 49 ? 'PAUSED' : 'ACTIVE',
  });
}

export function createLinkedInScaleAccount(creativeCount: number): LinkedInAccountData {
  if (!Number.isInteger(creativeCount) || creativeCount < 0 || creativeCount > MAX_SCALE_CREATIVES)
    throw new Error(
      `Sandbox: adsPerScaleAccount must be a whole number from 0 to ${MAX_SCALE_CREATIVES}`,
    );
  const campaignCount = Math.ceil(creativeCount / CREATIVES_PER_SCALE_CAMPAIGN);
  let campaigns: LinkedInCampaign[] | null = null;
  const isCreativeIndex = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < creativeCount;
  return {
    account: SCALE_LINKEDIN_ACCOUNT,
    campaignGroups: [group],
    get campaigns() {
      campaigns ??= Array.from({ length: campaignCount }, (_, position) => buildCampaign(position));
      return campaigns;
    },
    creativeCount,
    creativeAt: (index) => {
      if (!isCreativeIndex(index)) throw new RangeError(`No creative at ${index}`);
      return buildCreative(index);
    },
    listCreativePositions: (campaignId) => {
      const position = campaignId - CAMPAIGN_BASE;
      if (!Number.isInteger(position) || position < 0 || position >= campaignCount) return [];
      const first = position * CREATIVES_PER_SCALE_CAMPAIGN;
      const last = Math.min(creativeCount, first + CREATIVES_PER_SCALE_CAMPAIGN);
      return Array.from({ length: last - first }, (_, offset) => first + offset);
    },
    findCreative: (creativeId) => {
      const index = creativeId - CREATIVE_BASE;
      return isCreativeIndex(index) ? buildCreative(index) : undefined;
    },
    findPost: (urn) => {
      if (!urn.startsWith(POST_PREFIX) || urn.length !== POST_PREFIX.length + 17) return undefined;
      const index = Number(urn.slice(POST_PREFIX.length));
      if (!isCreativeIndex(index)) return undefined;
      const campaign = buildCampaign(Math.floor(index / CREATIVES_PER_SCALE_CAMPAIGN));
      return campaign.format === 'STANDARD_UPDATE' ? buildPost(index) : undefined;
    },
  };
}
