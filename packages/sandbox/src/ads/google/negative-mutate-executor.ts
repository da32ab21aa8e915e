import type { WireError } from '../../oauth/provider-profile.js';
import type { AdsState } from '../ads-state.js';
import type { GoogleAccountData } from '../seed/google-account-data.js';
import {
  buildGoogleAdsFailure,
  describeEntry,
  describeGoogleAdsError,
  describeInvalidPayload,
  INVALID_ARGUMENT,
  type GoogleAdsErrorEntry,
} from './google-ads-errors.js';
import { MAX_MUTATE_OPERATIONS } from './mutate-executor.js';
import {
  copyLists,
  createNegative,
  freezeLists,
  removeNegative,
  type NegativeServicePath,
} from './negative-mutate-services.js';

// `…/{sharedSets|sharedCriteria|campaignSharedSets|campaignCriteria|adGroupCriteria|
// customerNegativeCriteria}:mutate` with create and remove operations (platform-apis.md addendum
// §2.2): partialFailure (default false: all or nothing), validateOnly, the 10,000-operation cap.
// Operations apply in order to a working copy; nothing is kept when the request fails as a whole.
// Updates are not simulated: SharedCriterion, CampaignSharedSet and CustomerNegativeCriterion have
// none, and a negative keyword's text and match type are immutable (remove and create instead).

const BODY_KEYS = new Set(['operations', 'partialFailure', 'validateOnly', 'responseContentType']);

export interface NegativeMutateInput {
  state: AdsState;
  account: GoogleAccountData;
  service: NegativeServicePath;
  body: unknown;
  version: string;
  requestId: string;
}

function describePartialFailure(
  version: string,
  requestId: string,
  errors: GoogleAdsErrorEntry[],
): Record<string, unknown> {
  const first = errors[0];
  const index = first?.location?.fieldPathElements[0]?.index;
  const detail = `${first?.message ?? ''}${index === undefined ? '' : `, at operations[${index}]`}`;
  return {
    code: 3,
    message: errors.length === 1 ? detail : `Multiple errors in ‘details’. First error: ${detail}`,
    details: [buildGoogleAdsFailure(version, requestId, errors)],
  };
}

export function executeNegativeMutate(input: NegativeMutateInput): WireError {
  const { body, version, requestId, service, account, state } = input;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return describeInvalidPayload('Expected a JSON object.');
  const request = body as Record<string, unknown>;
  const unknownKey = Object.keys(request).find((key) => !BODY_KEYS.has(key));
  if (unknownKey !== undefined)
    return describeInvalidPayload(`Unknown name "${unknownKey}": Cannot find field.`, unknownKey);
  const { operations, partialFailure = false, validateOnly = false } = request;
  if (typeof partialFailure !== 'boolean' || typeof validateOnly !== 'boolean')
    return describeInvalidPayload('partialFailure and validateOnly must be booleans.');
  const refuseRequest = (code: string, message: string) =>
    describeGoogleAdsError(version, requestId, {
      ...INVALID_ARGUMENT,
      errors: [
        describeEntry('requestError', code, message, { path: [{ fieldName: 'operations' }] }),
      ],
    });
  if (!Array.isArray(operations) || operations.length === 0)
    return refuseRequest('OPERATION_REQUIRED', 'At least one operation is required.');
  if (operations.length > MAX_MUTATE_OPERATIONS)
    return refuseRequest(
      'TOO_MANY_MUTATE_OPERATIONS',
      `Too many mutate operations in a single request: ${operations.length}, at most ${MAX_MUTATE_OPERATIONS}.`,
    );

  const seed = state.readGoogleKeywordLists(account.customer.id, account.keywordLists);
  const lists = copyLists(seed);
  const call = { account, lists };
  const errors: GoogleAdsErrorEntry[] = [];
  const results: Record<string, unknown>[] = [];
  for (const [index, operation] of operations.entries()) {
    const { create, remove, update, ...rest } = (operation ?? {}) as Record<string, unknown>;
    const extra = Object.keys(rest)[0];
    if (extra !== undefined && extra !== 'updateMask')
      return describeInvalidPayload(
        `Unknown name "${extra}" at 'operations[${index}]': Cannot find field.`,
        extra,
      );
    const kinds = [create, remove, update].filter((value) => value !== undefined).length;
    if (kinds !== 1)
      return describeInvalidPayload(
        `operations[${index}] must set exactly one of create, update or remove.`,
        `operations[${index}]`,
      );
    const base = { fieldName: 'operations', index };
    let outcome;
    if (update !== undefined) {
      outcome = {
        problem: [
          'mutateError',
          'MUTATE_NOT_ALLOWED',
          'Mutates are not allowed for the requested resource.',
        ] as const,
        field: 'update',
      };
    } else if (create !== undefined) {
      if (create === null || typeof create !== 'object' || Array.isArray(create))
        return describeInvalidPayload(`Invalid value at 'operations[${index}].create'.`, 'create');
      outcome = createNegative(call, service, create as Record<string, unknown>);
    } else {
      if (typeof remove !== 'string')
        return describeInvalidPayload(
          `Invalid value at 'operations[${index}].remove' (TYPE_STRING).`,
          'remove',
        );
      outcome = removeNegative(call, service, remove);
    }
    if ('resourceName' in outcome) {
      results.push({ resourceName: outcome.resourceName });
      continue;
    }
    const [category, code, message] = outcome.problem;
    errors.push(
      describeEntry(category, code, message, {
        path: [
          base,
          {
            fieldName: create !== undefined ? 'create' : update !== undefined ? 'update' : 'remove',
          },
          ...(outcome.field === 'remove' || outcome.field === 'update'
            ? []
            : [{ fieldName: outcome.field }]),
        ],
        ...(outcome.trigger === undefined ? {} : { trigger: outcome.trigger }),
      }),
    );
    results.push({});
  }
  if (errors.length > 0 && !partialFailure)
    return describeGoogleAdsError(version, requestId, { ...INVALID_ARGUMENT, errors });
  if (validateOnly)
    return {
      status: 200,
      body:
        errors.length === 0
          ? {}
          : { partialFailureError: describePartialFailure(version, requestId, errors) },
    };
  if (results.some((result) => 'resourceName' in result))
    state.writeGoogleKeywordLists(account.customer.id, freezeLists(lists));
  return {
    status: 200,
    body: {
      results,
      ...(errors.length > 0
        ? { partialFailureError: describePartialFailure(version, requestId, errors) }
        : {}),
    },
  };
}
