import { EMPTY_RUN_COUNTS, type RunErrorCode } from '@utmost/ads-sdk';
import { createSeededRandom } from '@utmost/sandbox';
import type { StoredRunCounts } from '../src/features/tagging-runs/schema.js';
import type { NewRunResult } from '../src/features/tagging-runs/repositories/run-result-repository.js';

// 100,000 results of a Google run shaped like a large, mature account: campaigns of several
// types (some not supported), uneven ad groups, named and unnamed ads, a quarter already tagged
// (skipped), a few percent of errors of several codes. Seeded, so every database gets the same.

export const GOOGLE_CAMPAIGN_TYPES = [
  { type: 'SEARCH', weight: 60, isSupported: true },
  { type: 'DISPLAY', weight: 15, isSupported: true },
  { type: 'DEMAND_GEN', weight: 8, isSupported: true },
  { type: 'PERFORMANCE_MAX', weight: 6, isSupported: false },
  { type: 'SHOPPING', weight: 6, isSupported: false },
  { type: 'VIDEO', weight: 5, isSupported: false },
] as const;

const ERROR_CODES: readonly { code: RunErrorCode; weight: number }[] = [
  { code: 'NO_LANDING_PAGE', weight: 35 },
  { code: 'NOT_PARSED_LANDING_PAGE', weight: 20 },
  { code: 'CONFLICT', weight: 10 },
  { code: 'SERVER_ERROR', weight: 10 },
  { code: 'UNKNOWN', weight: 10 },
  { code: 'NO_PERMISSIONS', weight: 8 },
  { code: 'INVALID_HREF', weight: 7 },
];

const BRANDS = ['Acme', 'Brightline', 'Cobalt', 'Driftwood', 'Evergreen', 'Foxglove', 'Granite'];
const THEMES = ['Brand', 'Generic', 'Competitor', 'Remarketing', 'Prospecting', 'Seasonal', 'DSA'];
const GEOS = ['US', 'UK', 'DE', 'FR', 'CA', 'AU', 'NL', 'ES', 'IT', 'Nordics'];
const MATCHES = ['Exact', 'Phrase', 'Broad', 'Audience', 'Placement'];
const PRODUCTS = ['shoes', 'jackets', 'bags', 'watches', 'hats', 'gloves', 'socks', 'belts'];

function pickWeighted<T extends { weight: number }>(random: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let target = random() * total;
  for (const item of items) {
    target -= item.weight;
    if (target < 0) return item;
  }
  return items[items.length - 1]!;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export interface SyntheticCampaign {
  id: string;
  name: string;
  type: string;
  isSupported: boolean;
  adGroups: { id: string; name: string; adIds: string[] }[];
}

export interface SyntheticAccount {
  customerId: string;
  campaigns: SyntheticCampaign[];
}

/** The account's hierarchy: ~150 campaigns, ~3,000 ad groups of 5 to 60 ads, `adCount` ads. */
export function createSyntheticAccount(customerId: string, adCount: number, seed: number) {
  const random = createSeededRandom(seed);
  const campaigns: SyntheticCampaign[] = [];
  let ads = 0;
  let nextId = 10_000_000_000;
  const newId = () => String((nextId += 1 + Math.floor(random() * 900)));
  while (ads < adCount) {
    const kind = pickWeighted(random, GOOGLE_CAMPAIGN_TYPES);
    const name = `${pick(random, BRANDS)} | ${pick(random, THEMES)} | ${pick(random, GEOS)} | ${pick(random, MATCHES)} ${campaigns.length + 1}`;
    const campaign: SyntheticCampaign = {
      id: newId(),
      name,
      type: kind.type,
      isSupported: kind.isSupported,
      adGroups: [],
    };
    const groupCount = 5 + Math.floor(random() * 35);
    for (let group = 0; group < groupCount && ads < adCount; group += 1) {
      const size = Math.min(adCount - ads, 5 + Math.floor(random() * 56));
      campaign.adGroups.push({
        id: newId(),
        name: `${pick(random, PRODUCTS)} ${pick(random, MATCHES).toLowerCase()} ${group + 1}`,
        adIds: Array.from({ length: size }, newId),
      });
      ads += size;
    }
    campaigns.push(campaign);
  }
  return { customerId, campaigns } satisfies SyntheticAccount;
}

/**
 * One run's results over the account. `isFirstRun`: a quarter already tagged, the rest updated or
 * failing; a later run finds everything tagged (all skipped, unsupported ones still not supported).
 */
export function buildRunResults(
  account: SyntheticAccount,
  runId: string,
  options: { isFirstRun: boolean; seed: number },
): { rows: NewRunResult[]; counts: StoredRunCounts } {
  const random = createSeededRandom(options.seed);
  const rows: NewRunResult[] = [];
  const counts: StoredRunCounts = { ...EMPTY_RUN_COUNTS };
  for (const campaign of account.campaigns) {
    const slug = campaign.name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    const toUtm = `utm_source=google&utm_medium=cpc&utm_campaign=${slug}`;
    for (const adGroup of campaign.adGroups) {
      for (const adId of adGroup.adIds) {
        const landingPage = `https://www.example.com/${pick(random, PRODUCTS)}/${adId}`;
        const before = {
          finalUrlSuffix: null,
          trackingUrlTemplate: null,
          landingPages: [landingPage],
        };
        const tagged = { ...before, finalUrlSuffix: toUtm };
        const isNamed = campaign.type !== 'SEARCH' && random() < 0.7;
        const roll = random();
        const common = {
          runId,
          resourceName: `customers/${account.customerId}/adGroupAds/${adGroup.id}~${adId}`,
          toUtm,
          level: 'creatives' as const,
          campaignId: campaign.id,
          campaignName: campaign.name,
          campaignType: campaign.type,
          campaignFormat: null,
          campaignGroupId: null,
          campaignGroupName: null,
          adGroupId: adGroup.id,
          adGroupName: adGroup.name,
          adId,
          // Responsive search ads have no name; the results show their id.
          adName: isNamed ? `${campaign.type.toLowerCase()} ad ${adId.slice(-4)}` : adId,
          ignoredParameters: [],
          deletedTrackingTemplateParams: null,
          change: null,
        };
        let row: NewRunResult;
        if (!campaign.isSupported) {
          row = {
            ...common,
            status: 'not_supported',
            errorType: null,
            notSupportedReason: campaign.type,
            before,
            after: before,
          };
        } else if (!options.isFirstRun || roll < 0.25) {
          row = {
            ...common,
            status: 'skipped',
            errorType: null,
            notSupportedReason: null,
            before: tagged,
            after: tagged,
          };
        } else if (roll < 0.29) {
          const { code } = pickWeighted(random, ERROR_CODES);
          row = {
            ...common,
            status: 'error',
            errorType: code,
            notSupportedReason: null,
            before,
            after: before,
          };
        } else {
          row = {
            ...common,
            status: 'updated',
            errorType: null,
            notSupportedReason: null,
            before,
            after: tagged,
          };
        }
        counts[row.status!] += 1;
        counts.total += 1;
        rows.push(row);
      }
    }
  }
  return { rows, counts };
}
