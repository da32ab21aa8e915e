import type { ListAdsOptions, PlatformAd, PlatformCredentials } from '../ad-platform.js';
import { mapWithConcurrency } from '../http/map-with-concurrency.js';
import { collectPages } from '../http/paginate.js';
import { PlatformError } from '../platform-error.js';
import type { LinkedInApi, LinkedInElement } from './linkedin-api.js';
import { readCreativeContent, readPostLandingPages } from './linkedin-creative-content.js';
import { readUrnId } from './restli.js';

// The LinkedIn hierarchy walk: campaign groups -> their campaigns -> the campaigns' creatives, each
// finder paged by cursor. Urn lists go into the query in chunks to keep URLs short. Sponsored
// content keeps its landing page on a post, read per creative with a concurrency cap.

export interface LinkedInWalkSettings {
  pageSize: number;
  /** Urns per `List(…)` in a finder's query. */
  urnChunkSize: number;
  /** Posts read at once while resolving sponsored content. */
  postConcurrency: number;
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

async function readPostLandingPagesOrNone(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  postUrn: string,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  try {
    const post = await api.get(credentials, `posts/${encodeURIComponent(postUrn)}`, signal);
    return readPostLandingPages(post);
  } catch (error) {
    // A deleted post leaves the creative without a landing page, which tagging reports per ad.
    if (error instanceof PlatformError && error.code === 'NO_CREATIVE_FOUND') return [];
    throw error;
  }
}

async function toPlatformAd(
  api: LinkedInApi,
  credentials: PlatformCredentials,
  accountId: string,
  creative: LinkedInElement,
  campaign: CampaignNode | undefined,
  signal: AbortSignal | undefined,
): Promise<PlatformAd> {
  const urn = readString(creative.id) ?? '';
  const content = readCreativeContent(creative);
  const landingPages = content.postUrn
    ? await readPostLandingPagesOrNone(api, credentials, content.postUrn, signal)
    : content.landingPages;
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
        id: campaign?.id ?? readId(creative.campaign),
        name: campaign?.name ?? '',
        status: campaign?.status ?? 'UNKNOWN',
        type: campaign?.type ?? null,
        format: campaign?.format ?? null,
      },
      adGroup: null,
      campaignGroup: campaign?.group ?? null,
    },
    landingPages,
    finalUrlSuffix: null,
    trackingUrlTemplate: null,
    urlCustomParameters: [],
    postUrn: content.postUrn,
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
        const ads = await mapWithConcurrency(visible, settings.postConcurrency, (creative) =>
          toPlatformAd(
            api,
            credentials,
            accountId,
            creative,
            campaignById.get(readId(creative.campaign)),
            signal,
          ),
        );
        if (ads.length > 0) yield ads;
      }
    }
  }
}
