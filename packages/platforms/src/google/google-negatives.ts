import type {
  PlatformCredentials,
  PlatformErrorDetails,
  PlatformNegativeCreate,
  PlatformNegativeKeywords,
  PlatformNegativeKind,
  PlatformNegativeRemoveResult,
  PlatformNegativeWriteResult,
} from '../ad-platform.js';
import { CONNECTION_WIDE_ERROR_CODES, describeThrown } from '../platform-error.js';
import type {
  GoogleAdsApi,
  GoogleAdsRow,
  GoogleCustomerRef,
  GoogleMutateServicePath,
  MutateResponse,
} from './google-api.js';
import { normalizeCustomerId } from './google-api.js';
import { describeGoogleAdsError, listGoogleAdsErrors } from './google-errors.js';
import { GOOGLE_MUTATE_LIMIT } from './google-mutate.js';
import { buildNegativeLookupQuery } from './gaql.js';

// Negative keywords, lists and attachments written and removed through the services of
// platform-apis.md addendum §2.2, on the REST wire format (enums as names, resource names as
// strings). Creates are not idempotent: a 5xx or a dropped connection is never retried here, the
// result says `unknown` and the caller re-reads with `find` before anything is sent again.

const SERVICE_BY_KIND: Record<PlatformNegativeKind, GoogleMutateServicePath> = {
  sharedSet: 'sharedSets',
  customerNegativeCriterion: 'customerNegativeCriteria',
  campaignSharedSet: 'campaignSharedSets',
  sharedCriterion: 'sharedCriteria',
  campaignCriterion: 'campaignCriteria',
  adGroupCriterion: 'adGroupCriteria',
};

/** The `create` body of one operation (addendum §2.2 examples 1–5 and the account-list attach). */
export function buildNegativeCreate(
  customerId: string,
  create: PlatformNegativeCreate,
): Record<string, unknown> {
  const customer = `customers/${normalizeCustomerId(customerId)}`;
  const sharedSet = (id: string) => `${customer}/sharedSets/${id}`;
  const campaign = (id: string) => `${customer}/campaigns/${id}`;
  switch (create.kind) {
    case 'sharedSet':
      return { name: create.name, type: create.type };
    case 'customerNegativeCriterion':
      return { negativeKeywordList: { sharedSet: sharedSet(create.sharedSetId) } };
    case 'campaignSharedSet':
      return { campaign: campaign(create.campaignId), sharedSet: sharedSet(create.sharedSetId) };
    case 'sharedCriterion':
      return {
        sharedSet: sharedSet(create.sharedSetId),
        keyword: { text: create.text, matchType: create.matchType },
      };
    case 'campaignCriterion':
      return {
        campaign: campaign(create.campaignId),
        negative: true,
        keyword: { text: create.text, matchType: create.matchType },
      };
    case 'adGroupCriterion':
      return {
        adGroup: `${customer}/adGroups/${create.adGroupId}`,
        negative: true,
        keyword: { text: create.text, matchType: create.matchType },
      };
  }
}

/** Items of one kind, with where each sits in the caller's list, in requests of Google's limit. */
function groupByService<T extends { kind: PlatformNegativeKind }>(items: readonly T[]) {
  const groups = new Map<GoogleMutateServicePath, { item: T; index: number }[]>();
  items.forEach((item, index) => {
    const service = SERVICE_BY_KIND[item.kind];
    groups.set(service, [...(groups.get(service) ?? []), { item, index }]);
  });
  const requests: { service: GoogleMutateServicePath; entries: { item: T; index: number }[] }[] =
    [];
  for (const [service, entries] of groups) {
    for (let start = 0; start < entries.length; start += GOOGLE_MUTATE_LIMIT) {
      requests.push({ service, entries: entries.slice(start, start + GOOGLE_MUTATE_LIMIT) });
    }
  }
  return requests;
}

/** Each operation's error of a partial failure (`location.fieldPathElements[0].index`). */
function readOperationErrors(
  response: MutateResponse,
  count: number,
): (PlatformErrorDetails | null)[] {
  const failures = new Array<PlatformErrorDetails | null>(count).fill(null);
  for (const error of listGoogleAdsErrors(response.partialFailureError?.details)) {
    const index = error.location?.fieldPathElements?.[0]?.index;
    if (index === undefined || index < 0 || index >= count || failures[index]) continue;
    failures[index] = describeGoogleAdsError(error, null);
  }
  return failures;
}

const NO_RESULT: PlatformErrorDetails = {
  code: 'UNKNOWN',
  message: 'Google Ads returned no result for this operation',
  httpStatus: null,
  platformCode: null,
};

/** A failure that does not say whether the request took effect. */
function isOutcomeUnknown(details: PlatformErrorDetails): boolean {
  return details.code === 'SERVER_ERROR';
}

export async function createGoogleNegatives(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  customer: GoogleCustomerRef,
  creates: readonly PlatformNegativeCreate[],
  signal?: AbortSignal,
): Promise<PlatformNegativeWriteResult[]> {
  const results = new Array<PlatformNegativeWriteResult>(creates.length);
  let stoppedBy: PlatformErrorDetails | null = null;
  for (const { service, entries } of groupByService(creates)) {
    if (stoppedBy) {
      for (const { index } of entries) results[index] = { status: 'failed', error: stoppedBy };
      continue;
    }
    try {
      const response = await api.mutateResources(
        credentials,
        customer,
        service,
        entries.map(({ item }) => ({ create: buildNegativeCreate(customer.id, item) })),
        { isRetrySafe: false, ...(signal && { signal }) },
      );
      const failures = readOperationErrors(response, entries.length);
      entries.forEach(({ index }, position) => {
        const failure = failures[position];
        const resourceName = response.results?.[position]?.resourceName;
        results[index] = failure
          ? { status: 'failed', error: failure }
          : resourceName
            ? { status: 'added', resourceName }
            : { status: 'unknown', error: NO_RESULT };
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const details = describeThrown(error);
      if (CONNECTION_WIDE_ERROR_CODES.has(details.code)) stoppedBy = details;
      const status = isOutcomeUnknown(details) ? 'unknown' : 'failed';
      for (const { index } of entries) results[index] = { status, error: details };
    }
  }
  return results;
}

/** Google's answer for a resource that is not there (any more): nothing left to remove. */
function isGone(details: PlatformErrorDetails): boolean {
  return /RESOURCE_NOT_FOUND|REMOVED_RESOURCE|SHARED_SET_REMOVED/.test(details.platformCode ?? '');
}

export async function removeGoogleNegatives(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  customer: GoogleCustomerRef,
  removals: readonly { kind: PlatformNegativeKind; resourceName: string }[],
  signal?: AbortSignal,
): Promise<PlatformNegativeRemoveResult[]> {
  const results = new Array<PlatformNegativeRemoveResult>(removals.length);
  let stoppedBy: PlatformErrorDetails | null = null;
  for (const { service, entries } of groupByService(removals)) {
    if (stoppedBy) {
      for (const { index } of entries) results[index] = { status: 'failed', error: stoppedBy };
      continue;
    }
    try {
      // Removing is safe to repeat: a second remove of the same name answers "not found", gone.
      const response = await api.mutateResources(
        credentials,
        customer,
        service,
        entries.map(({ item }) => ({ remove: item.resourceName })),
        { isRetrySafe: true, ...(signal && { signal }) },
      );
      const failures = readOperationErrors(response, entries.length);
      entries.forEach(({ index }, position) => {
        const failure = failures[position];
        results[index] =
          failure === null || failure === undefined
            ? { status: 'removed', wasGone: false }
            : isGone(failure)
              ? { status: 'removed', wasGone: true }
              : { status: 'failed', error: failure };
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const details = describeThrown(error);
      if (CONNECTION_WIDE_ERROR_CODES.has(details.code)) stoppedBy = details;
      for (const { index } of entries) results[index] = { status: 'failed', error: details };
    }
  }
  return results;
}

function readObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function readString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Google matches a keyword's text without regard to case or runs of spaces. */
function keywordKey(text: string, matchType: string): string {
  return `${matchType} ${text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** The key a create and the row that would be its resource share; null for rows of no interest. */
function keyOfCreate(create: PlatformNegativeCreate): string {
  switch (create.kind) {
    case 'sharedSet':
      return `${create.type} ${create.name}`;
    case 'customerNegativeCriterion':
      return create.sharedSetId;
    case 'campaignSharedSet':
      return `${create.campaignId}~${create.sharedSetId}`;
    case 'sharedCriterion':
      return `${create.sharedSetId}~${keywordKey(create.text, create.matchType)}`;
    case 'campaignCriterion':
      return `${create.campaignId}~${keywordKey(create.text, create.matchType)}`;
    case 'adGroupCriterion':
      return `${create.adGroupId}~${keywordKey(create.text, create.matchType)}`;
  }
}

function lastId(resourceName: unknown): string {
  return readString(resourceName).split('/').pop() ?? '';
}

function keyOfRow(kind: PlatformNegativeKind, row: GoogleAdsRow): [string, string] {
  const keyword = (criterion: Record<string, unknown>) => {
    const info = readObject(criterion.keyword);
    return keywordKey(readString(info.text), readString(info.matchType));
  };
  const sharedSet = readObject(row.sharedSet);
  switch (kind) {
    case 'sharedSet':
      return [
        `${readString(sharedSet.type)} ${readString(sharedSet.name)}`,
        readString(sharedSet.resourceName),
      ];
    case 'customerNegativeCriterion': {
      const criterion = readObject(row.customerNegativeCriterion);
      return [
        lastId(readObject(criterion.negativeKeywordList).sharedSet),
        readString(criterion.resourceName),
      ];
    }
    case 'campaignSharedSet':
      return [
        `${readString(readObject(row.campaign).id)}~${readString(sharedSet.id)}`,
        readString(readObject(row.campaignSharedSet).resourceName),
      ];
    case 'sharedCriterion': {
      const criterion = readObject(row.sharedCriterion);
      return [
        `${readString(sharedSet.id)}~${keyword(criterion)}`,
        readString(criterion.resourceName),
      ];
    }
    case 'campaignCriterion': {
      const criterion = readObject(row.campaignCriterion);
      return [
        `${readString(readObject(row.campaign).id)}~${keyword(criterion)}`,
        readString(criterion.resourceName),
      ];
    }
    case 'adGroupCriterion': {
      const criterion = readObject(row.adGroupCriterion);
      return [
        `${readString(readObject(row.adGroup).id)}~${keyword(criterion)}`,
        readString(criterion.resourceName),
      ];
    }
  }
}

/** Reads, per kind asked about, what the account has now; one GAQL query per kind. */
export async function findGoogleNegatives(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  customer: GoogleCustomerRef,
  creates: readonly PlatformNegativeCreate[],
  signal?: AbortSignal,
): Promise<(string | null)[]> {
  const kinds = [...new Set(creates.map((create) => create.kind))];
  const existing = new Map<PlatformNegativeKind, Map<string, string>>();
  for (const kind of kinds) {
    const byKey = new Map<string, string>();
    for await (const page of api.search(
      credentials,
      customer,
      buildNegativeLookupQuery(kind),
      signal,
    )) {
      for (const row of page) {
        const [key, resourceName] = keyOfRow(kind, row);
        if (resourceName !== '' && !byKey.has(key)) byKey.set(key, resourceName);
      }
    }
    existing.set(kind, byKey);
  }
  return creates.map((create) => existing.get(create.kind)?.get(keyOfCreate(create)) ?? null);
}

export function createGoogleNegativeKeywords(
  api: GoogleAdsApi,
  customerOf: (account: { id: string; managerId: string | null }) => GoogleCustomerRef,
): PlatformNegativeKeywords {
  return {
    create: (credentials, account, creates, options) =>
      createGoogleNegatives(api, credentials, customerOf(account), creates, options?.signal),
    remove: (credentials, account, removals, options) =>
      removeGoogleNegatives(api, credentials, customerOf(account), removals, options?.signal),
    find: (credentials, account, creates, options) =>
      findGoogleNegatives(api, credentials, customerOf(account), creates, options?.signal),
  };
}
