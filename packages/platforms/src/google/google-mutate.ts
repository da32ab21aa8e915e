import type {
  PlatformChangeResult,
  PlatformCredentials,
  PlatformErrorDetails,
  PlatformUrlChange,
} from '../ad-platform.js';
import { CONNECTION_WIDE_ERROR_CODES, describeThrown } from '../platform-error.js';
import type {
  GoogleAdsApi,
  GoogleCustomerRef,
  MutateOperation,
  MutateResponse,
} from './google-api.js';
import { describeGoogleAdsError, listGoogleAdsErrors } from './google-errors.js';

// URL changes -> `ads:mutate` with an update mask per operation and partialFailure, in batches of
// Google's 10,000-operation limit. Every change gets exactly one result, in input order (DESIGN §5:
// never lose a per-ad result), whatever happens to its batch.

export const GOOGLE_MUTATE_LIMIT = 10_000;

/**
 * Sets a string field, or clears it the documented way: the path in `updateMask` and no value in
 * `update` ("to clear a field, add it to the field mask without setting it",
 * developers.google.com/google-ads/api/docs/client-libs/java/field-masks). An empty string is not
 * a documented clearing (the sandbox refuses it, see google-access contract tests).
 */
function setOrClear(
  update: MutateOperation['update'],
  mask: string[],
  name: 'finalUrlSuffix' | 'trackingUrlTemplate',
  value: string | undefined,
): void {
  if (value === undefined) return;
  if (value !== '') update[name] = value;
  mask.push(name);
}

export function buildMutateOperation(change: PlatformUrlChange): MutateOperation | null {
  const update: MutateOperation['update'] = { resourceName: change.resourceName };
  const mask: string[] = [];
  const finalUrls =
    change.landingPages ?? (change.landingPage === undefined ? undefined : [change.landingPage]);
  if (finalUrls !== undefined) {
    update.finalUrls = finalUrls;
    mask.push('finalUrls');
  }
  setOrClear(update, mask, 'finalUrlSuffix', change.finalUrlSuffix);
  setOrClear(update, mask, 'trackingUrlTemplate', change.trackingUrlTemplate);
  return mask.length === 0 ? null : { updateMask: mask.join(','), update };
}

/**
 * Reads which operations failed: each error's `location.fieldPathElements[0].index`, given the
 * resource name of each operation in order.
 */
export function mapPartialFailure(
  response: MutateResponse,
  resourceNames: readonly string[],
): (PlatformErrorDetails | null)[] {
  const operationCount = resourceNames.length;
  const failures = new Array<PlatformErrorDetails | null>(operationCount).fill(null);
  for (const error of listGoogleAdsErrors(response.partialFailureError?.details)) {
    const index = error.location?.fieldPathElements?.[0]?.index;
    // Several errors may name one operation; the first one explains it.
    if (index === undefined || index < 0 || index >= operationCount || failures[index]) continue;
    failures[index] = describeGoogleAdsError(error, null, resourceNames[index]);
  }
  return failures;
}

function collectBatchResults(
  changes: PlatformUrlChange[],
  response: MutateResponse,
): PlatformChangeResult[] {
  const failures = mapPartialFailure(
    response,
    changes.map((change) => change.resourceName),
  );
  return changes.map((change, index) => {
    const failure = failures[index];
    if (failure) return { resourceName: change.resourceName, isApplied: false, error: failure };
    const result = response.results?.[index];
    if (result?.resourceName) return { resourceName: change.resourceName, isApplied: true };
    return {
      resourceName: change.resourceName,
      isApplied: false,
      error: {
        code: 'UNKNOWN',
        message: 'Google Ads returned no result for this operation',
        httpStatus: null,
        platformCode: null,
      },
    };
  });
}

function failAll(
  changes: PlatformUrlChange[],
  error: PlatformErrorDetails,
): PlatformChangeResult[] {
  return changes.map((change) => ({ resourceName: change.resourceName, isApplied: false, error }));
}

export async function applyGoogleUrlChanges(
  api: GoogleAdsApi,
  credentials: PlatformCredentials,
  customer: GoogleCustomerRef,
  changes: PlatformUrlChange[],
  batchSize: number,
): Promise<PlatformChangeResult[]> {
  const results = new Array<PlatformChangeResult>(changes.length);
  const pending: { change: PlatformUrlChange; operation: MutateOperation; index: number }[] = [];
  changes.forEach((change, index) => {
    const operation = buildMutateOperation(change);
    if (operation) pending.push({ change, operation, index });
    else {
      results[index] = {
        resourceName: change.resourceName,
        isApplied: false,
        error: {
          code: 'UNKNOWN',
          message: 'The change sets no field',
          httpStatus: null,
          platformCode: null,
        },
      };
    }
  });

  let stoppedBy: PlatformErrorDetails | null = null;
  for (let start = 0; start < pending.length; start += batchSize) {
    const batch = pending.slice(start, start + batchSize);
    const batchChanges = batch.map((item) => item.change);
    let batchResults: PlatformChangeResult[];
    if (stoppedBy) batchResults = failAll(batchChanges, stoppedBy);
    else {
      try {
        // Setting URL fields is idempotent, so the HTTP layer may safely retry a failed batch.
        const response = await api.mutateAds(
          credentials,
          customer,
          batch.map((item) => item.operation),
        );
        batchResults = collectBatchResults(batchChanges, response);
      } catch (error) {
        const details = describeThrown(error);
        if (CONNECTION_WIDE_ERROR_CODES.has(details.code)) stoppedBy = details;
        batchResults = failAll(batchChanges, details);
      }
    }
    batch.forEach((item, position) => {
      results[item.index] = batchResults[position] as PlatformChangeResult;
    });
  }
  return results;
}
