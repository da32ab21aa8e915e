import {
  listStatusTiles,
  RUN_DETAIL_SORT_KEYS,
  RUN_DETAILS_PAGE_SIZE,
  SORT_DIRECTION_VALUE,
} from '@utmost/ads-sdk';
import type { StoredRunCounts } from '../src/features/tagging-runs/schema.js';
import type { SyntheticAccount } from './synthetic-results.js';

// What people do on a 100,000-result run-details page, as query kinds: the first page, each
// column sorted either way, each status tile, the column filters' id lists, random and deep pages,
// page jumps, and combinations. Each kind draws its parameters from a seeded random source.

export type DetailParameters = Record<string, string | number | string[]>;

export interface QueryKind {
  name: string;
  draw(random: () => number): DetailParameters;
}

const PAGE = RUN_DETAILS_PAGE_SIZE;
const DIRECTIONS = [
  ['asc', SORT_DIRECTION_VALUE.asc],
  ['desc', SORT_DIRECTION_VALUE.desc],
] as const;
/** Pages people jump to by typing a number: near the start, the middle, the end. */
const JUMP_PAGES = [2, 3, 10, 50, 100, 500, 1_000, 2_500] as const;

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickMany<T>(random: () => number, items: readonly T[], most: number): T[] {
  const wanted = 1 + Math.floor(random() * most);
  return Array.from({ length: wanted }, () => pick(random, items));
}

function randomOffset(random: () => number, total: number): number {
  return Math.floor(random() * Math.max(1, Math.ceil(total / PAGE))) * PAGE;
}

function randomSort(random: () => number): DetailParameters {
  return {
    sortBy: pick(random, RUN_DETAIL_SORT_KEYS.google),
    sortOrder: pick(random, DIRECTIONS)[1],
  };
}

export function listQueryKinds(counts: StoredRunCounts, account: SyntheticAccount): QueryKind[] {
  const campaignIds = account.campaigns.map((campaign) => campaign.id);
  const adGroups = account.campaigns.flatMap((campaign) => campaign.adGroups);
  const adGroupIds = adGroups.map((adGroup) => adGroup.id);
  const adIds = adGroups.flatMap((adGroup) => adGroup.adIds);
  const tiles = listStatusTiles('google');
  const lastOffset = (Math.ceil(counts.total / PAGE) - 1) * PAGE;
  const kinds: QueryKind[] = [{ name: 'first page, default sort', draw: () => ({}) }];
  for (const sortBy of RUN_DETAIL_SORT_KEYS.google) {
    for (const [label, sortOrder] of DIRECTIONS) {
      kinds.push({ name: `sort ${sortBy} ${label}`, draw: () => ({ sortBy, sortOrder }) });
    }
  }
  for (const status of tiles) {
    kinds.push({ name: `tile ${status}`, draw: () => ({ statuses: [status] }) });
  }
  kinds.push(
    {
      name: 'tile + sort + random page',
      draw: (random) => {
        const status = pick(random, tiles);
        return {
          statuses: [status],
          ...randomSort(random),
          offset: randomOffset(random, counts[status]),
        };
      },
    },
    {
      name: 'campaignIds (1-3)',
      draw: (random) => ({ campaignIds: pickMany(random, campaignIds, 3) }),
    },
    {
      name: 'adGroupIds (1-5)',
      draw: (random) => ({ adGroupIds: pickMany(random, adGroupIds, 5) }),
    },
    { name: 'adIds (1-20)', draw: (random) => ({ adIds: pickMany(random, adIds, 20) }) },
    {
      name: 'campaignIds + tile error + sort',
      draw: (random) => ({
        campaignIds: pickMany(random, campaignIds, 3),
        statuses: ['error'],
        ...randomSort(random),
      }),
    },
    {
      name: 'random page, random sort',
      draw: (random) => ({ ...randomSort(random), offset: randomOffset(random, counts.total) }),
    },
    {
      name: 'deep page (last 1%), random sort',
      draw: (random) => ({
        ...randomSort(random),
        offset: lastOffset - Math.floor(random() * (counts.total / 100 / PAGE)) * PAGE,
      }),
    },
    { name: 'last page, default sort', draw: () => ({ offset: lastOffset }) },
    {
      name: 'page jump, default sort',
      draw: (random) => ({ offset: (pick(random, JUMP_PAGES) - 1) * PAGE }),
    },
  );
  return kinds;
}
