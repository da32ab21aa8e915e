import { EMPTY_RUN_COUNTS, type components } from '@utmost/ads-sdk';
import { appendServedParameters } from '@utmost/tagging';
import type { StoredUrlFields } from '../schema.js';
import type { RunResultRow } from '../repositories/run-result-repository.js';
import { readInheritedStillApplying } from '../runs/inherited-still-applies.js';
import type { TaggingRunRow } from '../repositories/tagging-run-repository.js';
import type { JobRunView, TaggingRunOutcome } from '../services/tagging-run-service.js';
import type { RunMetadataView } from '../services/run-history-service.js';

type Schemas = components['schemas'];

export function presentRunOutcome(outcome: TaggingRunOutcome): Schemas['TaggingRunOutcome'] {
  return outcome;
}

export function presentJobRun(view: JobRunView): Schemas['JobRun'] {
  const { run } = view;
  return {
    jobId: run.id,
    platform: run.platform,
    resourceName: view.resourceName,
    accountName: run.accountName,
    jobSource: run.source,
    updateApi: run.updateMode,
    state: run.state,
    resumesAt: run.resumesAt?.toISOString() ?? null,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    counts: view.counts,
  };
}

/** A run by id, with the state vocabulary shared by all run kinds (tagging maps one to one). */
export function presentTaggingRunView(view: JobRunView): Schemas['TaggingRunView'] {
  return { kind: 'tagging', state: view.run.state, run: presentJobRun(view) };
}

/** Spec §3 run history row. */
export function presentRunHistoryRow(run: TaggingRunRow): Schemas['RunHistoryRow'] {
  return {
    jobId: run.id,
    platform: run.platform,
    accountId: run.platformAdAccountId,
    accountName: run.accountName,
    createdAt: run.createdAt.toISOString(),
    jobSource: run.source,
    state: run.state,
    resumesAt: run.resumesAt?.toISOString() ?? null,
    counts: run.counts ?? EMPTY_RUN_COUNTS,
  };
}

/**
 * The URL a person compares before and after: on Google the field the run writes (the tracking
 * template when that changed, else the final URL suffix), on LinkedIn the landing page.
 */
function describeUrl(
  fields: StoredUrlFields,
  other: StoredUrlFields,
  platform: 'google' | 'linkedin',
): string | null {
  if (platform === 'linkedin') return fields.landingPages.find((page) => page !== '') ?? null;
  if (fields.trackingUrlTemplate !== other.trackingUrlTemplate) return fields.trackingUrlTemplate;
  return fields.finalUrlSuffix;
}

/**
 * LinkedIn tagging through the campaign leaves the landing page as it is: what changes is the URL
 * a click reaches, the landing page with the campaign's parameters appended by LinkedIn.
 */
function describeServedUrl(row: RunResultRow): string | null {
  const isApplied = row.status === 'updated' || row.status === 'partially_updated';
  if (row.level !== 'campaign' || !isApplied || row.toUtm === '') return null;
  const landingPage = row.after.landingPages.find((page) => page !== '');
  return landingPage === undefined ? null : appendServedParameters(landingPage, row.toUtm);
}

/** Spec §3 run detail result. Google names ads; LinkedIn the same columns hold creatives. */
export function presentRunDetail(
  row: RunResultRow,
  platform: 'google' | 'linkedin',
): Schemas['RunDetailResult'] {
  const isGoogle = platform === 'google';
  return {
    id: row.id,
    status: row.status ?? 'error',
    errorType: row.errorType,
    toUtm: row.toUtm,
    level: row.level,
    parsedAsset: {
      campaignId: row.campaignId,
      campaignName: row.campaignName,
      campaignType: row.campaignType,
      campaignFormat: row.campaignFormat,
      campaignGroupId: row.campaignGroupId,
      campaignGroupName: row.campaignGroupName,
      adGroupId: row.adGroupId,
      adGroupName: row.adGroupName,
      adId: isGoogle ? row.adId : null,
      adName: isGoogle ? row.adName : null,
      creativeId: isGoogle ? null : row.adId,
      creativeName: isGoogle ? null : row.adName,
    },
    postUpdateMetadata: row.deletedTrackingTemplateParams
      ? { deletedTrackingTemplateParams: row.deletedTrackingTemplateParams }
      : null,
    ignoredParameters: row.ignoredParameters,
    notSupportedReason: row.notSupportedReason,
    urlBefore: describeUrl(row.before, row.after, platform),
    urlAfter: describeServedUrl(row) ?? describeUrl(row.after, row.before, platform),
    inheritedTracking: isGoogle
      ? readInheritedStillApplying(row.inheritedTracking, row.after)
      : null,
    keywordOverrides: isGoogle ? (row.inheritedTracking?.keywordOverrides ?? []) : [],
  };
}

function presentJobInfo(run: TaggingRunRow | null): Schemas['JobInfo'] | null {
  return run
    ? { jobId: run.id, createdAt: run.createdAt.toISOString(), jobSource: run.source }
    : null;
}

export function presentRunMetadata(view: RunMetadataView): Schemas['RunMetadata'] {
  const { run } = view;
  return {
    jobId: run.id,
    createdAt: run.createdAt.toISOString(),
    jobSource: run.source,
    updateApi: run.updateMode,
    accountName: run.accountName,
    state: run.state,
    resumesAt: run.resumesAt?.toISOString() ?? null,
    meta: {
      summary: run.counts ?? EMPTY_RUN_COUNTS,
      uniqueCampaigns: view.uniqueCampaigns,
      uniqueAdGroups: view.uniqueAdGroups,
      uniqueAds: view.uniqueAds,
      uniqueCampaignGroups: view.uniqueCampaignGroups,
      uniqueCreatives: view.uniqueCreatives,
    },
    prevJobInfo: presentJobInfo(view.previous),
    nextJobInfo: presentJobInfo(view.next),
  };
}
