import type {
  LinkedInAdAccount,
  LinkedInCampaign,
  LinkedInCampaignGroup,
  LinkedInCreative,
  LinkedInPost,
} from './linkedin-types.js';

/**
 * One LinkedIn ad account's seeded content. Creatives are read by position (and listed per
 * campaign as positions) so that the scale account can generate them on demand.
 */
export interface LinkedInAccountData {
  readonly account: LinkedInAdAccount;
  readonly campaignGroups: readonly LinkedInCampaignGroup[];
  readonly campaigns: readonly LinkedInCampaign[];
  readonly creativeCount: number;
  creativeAt(index: number): LinkedInCreative;
  /** Positions of the campaign's creatives, in order. */
  listCreativePositions(campaignId: number): readonly number[];
  findCreative(creativeId: number): LinkedInCreative | undefined;
  findPost(urn: string): LinkedInPost | undefined;
}

export interface StaticLinkedInAccountInput {
  account: LinkedInAdAccount;
  campaignGroups?: LinkedInCampaignGroup[];
  campaigns?: LinkedInCampaign[];
  creatives?: LinkedInCreative[];
  posts?: LinkedInPost[];
}

export function createStaticLinkedInAccount(
  input: StaticLinkedInAccountInput,
): LinkedInAccountData {
  const campaignGroups = input.campaignGroups ?? [];
  const campaigns = input.campaigns ?? [];
  const creatives = input.creatives ?? [];
  const groupIds = new Set(campaignGroups.map((group) => group.id));
  const positionsByCampaign = new Map<number, number[]>(
    campaigns.map((campaign) => [campaign.id, []]),
  );
  const creativesById = new Map<number, LinkedInCreative>();
  const postsByUrn = new Map((input.posts ?? []).map((post) => [post.urn, post]));
  for (const campaign of campaigns) {
    if (!groupIds.has(campaign.campaignGroupId))
      throw new Error(
        `Sandbox seed: campaign ${campaign.id} has no group ${campaign.campaignGroupId}`,
      );
  }
  creatives.forEach((creative, position) => {
    const positions = positionsByCampaign.get(creative.campaignId);
    if (!positions)
      throw new Error(
        `Sandbox seed: creative ${creative.id} has no campaign ${creative.campaignId}`,
      );
    if (creativesById.has(creative.id))
      throw new Error(`Sandbox seed: duplicate creative id ${creative.id}`);
    const reference = 'reference' in creative.content ? creative.content.reference : null;
    if (reference?.match(/^urn:li:(share|ugcPost):/) && !postsByUrn.has(reference))
      throw new Error(
        `Sandbox seed: creative ${creative.id} points at a missing post ${reference}`,
      );
    positions.push(position);
    creativesById.set(creative.id, creative);
  });
  return {
    account: input.account,
    campaignGroups,
    campaigns,
    creativeCount: creatives.length,
    creativeAt: (index) => {
      const creative = creatives[index];
      if (!creative) throw new RangeError(`No creative at ${index}`);
      return creative;
    },
    listCreativePositions: (campaignId) => positionsByCampaign.get(campaignId) ?? [],
    findCreative: (creativeId) => creativesById.get(creativeId),
    findPost: (urn) => postsByUrn.get(urn),
  };
}
