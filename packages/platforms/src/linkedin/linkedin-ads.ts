import type { ListAdsOptions, PlatformAd, PlatformCredentials } from '../ad-platform.js';
import { collectPages } from '../http/paginate.js';
import type { LinkedInApi, LinkedInElement } from './linkedin-api.js';
import { readCreativeContent, type CreativeContent } from './linkedin-creative-content.js';
import {
  readPostLandingPagesInBatches,
  type PostRead,
  type PostReadSettings,
} from './linkedin-posts.js';
import {
  readAccountTrackingParameters,
  readTrackingParametersOfCampaigns,
  type TrackingParametersRead,
} from './linkedin-tracking-parameters.js';
import { readUrnId } from './restli.js';

// The LinkedIn hierarchy walk: campaign groups -> their campaigns -> the campaigns' creatives, each
// finder paged by cursor. Urn lists go into the query in chunks to keep URLs short. Sponsored
// content keeps its landing page on a post: each page's posts are read with batch reads.

export interface LinkedInWalkSettings {
  pageSize: number;
  /** Urns per `List(…)` in a finder's query. */
  urnChunkSize: number;
  /** How sponsored content's posts are read. */
  posts: PostReadSettings;
  /** Campaign tracking-parameter GETs in flight. */
  trackingConcurrency: number;
  /** Whether the API version has account-level tracking parameters (202608+) to read. */
  readsAccountTracking: boolean;
}

interface HierarchyNode {
  id: string;
  name: string;
  status: string;
}

interface CampaignNode extends HierarchyNode {
  type: string | null;
  format: string | null;
  group: HierarchyNode | null;
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readId(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? readUrnId(String(value)) : '';
}

function toNode(element: LinkedInElement): HierarchyNode {
  return {
    id: readId(element.id),
    name: readString(element.name) ?? '',
    status: readString(element.status) ?? 'UNKNOWN',
  };
}

/** The batch reader answers for every urn it is given; this only stands in if one went missing. */
const UNREAD_POST: PostRead = {
  landingPages: [],
  readError: {
    code: 'UNKNOWN',
    message: 'The post was not read',
    httpStatus: null,
    platformCode: null,
  },
};

function toPlatformAd(
  accountId: string,
  creative: LinkedInElement,
  content: CreativeContent,
  campaign: CampaignNode | undefined,
  posts: ReadonlyMap<string, PostRead>,
  tracking: ReadonlyMap<string, TrackingParametersRead>,
  accountTracking: TrackingParametersRead | null,
): PlatformAd {
  const urn = readString(creative.id) ?? '';
  const post = content.postUrn ? (posts.get(content.postUrn) ?? UNREAD_POST) : null;
  const campaignId = campaign?.id ?? readId(creative.campaign);
  return {
    platform: 'linkedin',
    adAccountId: accountId,
    id: readUrnId(urn),
    resourceName: urn,
    name: readString(creative.name),
    status: readString(creative.intendedStatus) ?? 'UNKNOWN',
    type: content.type,
    hierarchy: {
      campaign: {
        id: campaignId,
        name: campaign?.name ?? '',
        status: campaign?.status ?? 'UNKNOWN',
        type: campaign?.type ?? null,
        format: campaign?.format ?? null,
      },
      adGroup: null,
      campaignGroup: campaign?.group ?? null,
    },
    landingPages: post ? post.landingPages : content.landingPages,
    finalUrlSuffix: null,
    trackingUrlTemplate: null,
    urlCustomParameters: [],
    postUrn: content.postUrn,
    readError: post ? post.readError : null,
    campaignTrackingParameters: tracking.get(campaignId)?.parameters ?? null,
    accountTrackingParameters: accountTracking?.parameters ?? null,
    postKind: post?.kind ?? null,
  };
}

export async function* listLinkedInAds(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  accountId: string,
  options: ListAdsOptions,
  settings: LinkedInWalkSettings,
): AsyncGenerator<PlatformAd[]> {
  const { signal } = options;
  const statuses = (options.includePaused ?? true) ? ['ACTIVE', 'PAUSED'] : ['ACTIVE'];
  const accountPath = `adAccounts/${encodeURIComponent(accountId)}`;
  const findOptions = { pageSize: settings.pageSize, signal };
  // Read once, before any campaign's parameters are written by the run that lists these ads.
  const accountTracking = settings.readsAccountTracking
    ? await readAccountTrackingParameters(api, credentials, accountId, signal)
    : null;

  const groups = (
    await collectPages(
      api.find(
        credentials,
        `${accountPath}/adCampaignGroups`,
        { q: 'search', search: { status: { values: statuses } } },
        findOptions,
      ),
    )
  ).map(toNode);
  const groupById = new Map(groups.map((group) => [group.id, group]));

  for (const groupChunk of chunk(groups, settings.urnChunkSize)) {
    const campaignElements = await collectPages(
      api.find(
        credentials,
        `${accountPath}/adCampaigns`,
        {
          q: 'search',
          search: {
            campaignGroup: {
              values: groupChunk.map((group) => `urn:li:sponsoredCampaignGroup:${group.id}`),
            },
            status: { values: statuses },
          },
        },
        findOptions,
      ),
    );
    const campaigns: CampaignNode[] = campaignElements.map((element) => ({
      ...toNode(element),
      type: readString(element.type),
      format: readString(element.format),
      group: groupById.get(readId(element.campaignGroup)) ?? null,
    }));
    const campaignById = new Map(campaigns.map((campaign) => [campaign.id, campaign]));

    for (const campaignChunk of chunk(campaigns, settings.urnChunkSize)) {
      const pages = api.find(
        credentials,
        `${accountPath}/creatives`,
        {
          q: 'criteria',
          campaigns: campaignChunk.map((campaign) => `urn:li:sponsoredCampaign:${campaign.id}`),
          intendedStatuses: statuses,
        },
        findOptions,
      );
      for await (const creatives of pages) {
        // The finder filters by status already; the check keeps an unexpected one out regardless.
        const visible = creatives.filter((creative) =>
          statuses.includes(readString(creative.intendedStatus) ?? ''),
        );
        const contents = visible.map(readCreativeContent);
        const postUrns = contents.flatMap((content) => (content.postUrn ? [content.postUrn] : []));
        const posts =
          postUrns.length === 0
            ? new Map<string, PostRead>()
            : await readPostLandingPagesInBatches(
                api,
                credentials,
                postUrns,
                settings.posts,
                signal,
              );
        // Read per page, not once per campaign: a campaign whose creatives span pages is read
        // again after the run changed it on an earlier page, so its later ads see the change.
        const tracking = await readTrackingParametersOfCampaigns(
          api,
          credentials,
          visible.map((creative) => readId(creative.campaign)),
          settings.trackingConcurrency,
          signal,
        );
        const ads = visible.map((creative, index) =>
          toPlatformAd(
            accountId,
            creative,
            contents[index] as CreativeContent,
            campaignById.get(readId(creative.campaign)),
            posts,
            tracking,
            accountTracking,
          ),
        );
        if (ads.length > 0) yield ads;
      }
    }
  }
}
