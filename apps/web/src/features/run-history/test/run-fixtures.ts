import type { components } from '@utmost/ads-sdk';

type Schemas = components['schemas'];

export const JOB_IDS = {
  previous: '00000000-0000-4000-8000-000000000001',
  current: '00000000-0000-4000-8000-000000000002',
  next: '00000000-0000-4000-8000-000000000003',
} as const;

export function buildCounts(counts: Partial<Schemas['RunCounts']> = {}): Schemas['RunCounts'] {
  const parts = {
    updated: 0,
    skipped: 0,
    not_supported: 0,
    partially_updated: 0,
    error: 0,
    ...counts,
  };
  return {
    total:
      parts.updated + parts.skipped + parts.not_supported + parts.partially_updated + parts.error,
    ...parts,
  };
}

export function buildHistoryRow(overrides: Partial<Schemas['RunHistoryRow']> = {}) {
  return {
    jobId: JOB_IDS.current,
    platform: 'google',
    accountId: '1234567890',
    accountName: 'Acme EU',
    createdAt: '2025-03-02T10:00:00.000Z',
    jobSource: 'auto',
    state: 'completed',
    resumesAt: null,
    counts: buildCounts({ updated: 12, skipped: 3, error: 1 }),
    ...overrides,
  } satisfies Schemas['RunHistoryRow'];
}

export function buildRunMetadata(
  overrides: Partial<Schemas['RunMetadata']> = {},
): Schemas['RunMetadata'] {
  return {
    jobId: JOB_IDS.current,
    createdAt: '2025-03-02T10:00:00.000Z',
    jobSource: 'auto',
    updateApi: 'direct',
    accountName: 'Acme EU',
    state: 'completed',
    resumesAt: null,
    meta: {
      summary: buildCounts({ updated: 30, skipped: 10, not_supported: 2, error: 3 }),
      uniqueCampaigns: [
        { id: '11', name: 'Brand' },
        { id: '12', name: 'Generic' },
      ],
      uniqueAdGroups: [{ id: '21', name: 'Exact' }],
      uniqueAds: [{ id: '31', name: 'Ad one' }],
      uniqueCampaignGroups: [],
      uniqueCreatives: [],
    },
    prevJobInfo: {
      jobId: JOB_IDS.previous,
      createdAt: '2025-03-01T10:00:00.000Z',
      jobSource: 'manual',
    },
    nextJobInfo: null,
    ...overrides,
  };
}

export function buildRunResult(
  index: number,
  overrides: Partial<Schemas['RunDetailResult']> = {},
): Schemas['RunDetailResult'] {
  return {
    id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
    status: 'updated',
    errorType: null,
    toUtm: 'utm_source=google&utm_medium=cpc',
    level: 'creatives',
    parsedAsset: {
      campaignId: '11',
      campaignName: 'Brand',
      campaignType: 'SEARCH',
      campaignFormat: null,
      campaignGroupId: null,
      campaignGroupName: null,
      adGroupId: '21',
      adGroupName: 'Exact',
      adId: String(100 + index),
      adName: `Ad ${index}`,
      creativeId: null,
      creativeName: null,
    },
    postUpdateMetadata: null,
    ignoredParameters: [],
    notSupportedReason: null,
    urlBefore: null,
    urlAfter: null,
    ...overrides,
  };
}
