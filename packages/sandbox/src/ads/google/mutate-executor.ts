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
import { evaluateOperation, PayloadError, type OperationOutcome } from './mutate-operation.js';
import type { MutateService } from './mutate-services.js';

// `…/{service}:mutate` with update operations: updateMask honoured (a masked field absent from
// `update` is cleared), partialFailure, validateOnly, responseContentType, the 10,000-operation
// cap. Changes go to the state overlay; nothing is written when the request fails as a whole.

export const MAX_MUTATE_OPERATIONS = 10_000;

const BODY_KEYS = new Set(['operations', 'partialFailure', 'validateOnly', 'responseContentType']);
const CONTENT_TYPES = new Set(['UNSPECIFIED', 'RESOURCE_NAME_ONLY', 'MUTABLE_RESOURCE']);

export interface MutateInput {
  state: AdsState;
  account: GoogleAccountData;
  service: MutateService;
  body: unknown;
  version: string;
  requestId: string;
}

function describePartialFailureMessage(errors: GoogleAdsErrorEntry[]): string {
  const first = errors[0];
  const index = first?.location?.fieldPathElements[0]?.index;
  const detail = `${first?.message ?? ''}${index === undefined ? '' : `, at operations[${index}]`}`;
  return errors.length === 1 ? detail : `Multiple errors in ‘details’. First error: ${detail}`;
}

/** The answer to send: 200 with results (and partialFailureError), or Google's error. */
export function executeMutate(input: MutateInput): WireError {
  const { body, version, requestId, service, account, state } = input;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return describeInvalidPayload('Expected a JSON object.');
  const request = body as Record<string, unknown>;
  const unknownKey = Object.keys(request).find((key) => !BODY_KEYS.has(key));
  if (unknownKey !== undefined)
    return describeInvalidPayload(`Unknown name "${unknownKey}": Cannot find field.`, unknownKey);
  const { operations, partialFailure = false, validateOnly = false } = request;
  const responseContentType = request.responseContentType ?? 'RESOURCE_NAME_ONLY';
  if (typeof partialFailure !== 'boolean' || typeof validateOnly !== 'boolean')
    return describeInvalidPayload('partialFailure and validateOnly must be booleans.');
  if (typeof responseContentType !== 'string' || !CONTENT_TYPES.has(responseContentType))
    return describeInvalidPayload(
      `Invalid value at 'response_content_type' (type.googleapis.com/google.ads.googleads.${version}.enums.ResponseContentTypeEnum.ResponseContentType), "${String(responseContentType)}"`,
      'response_content_type',
    );
  if (!Array.isArray(operations) || operations.length === 0)
    return describeGoogleAdsError(version, requestId, {
      ...INVALID_ARGUMENT,
      errors: [
        describeEntry('requestError', 'OPERATION_REQUIRED', 'At least one operation is required.', {
          path: [{ fieldName: 'operations' }],
        }),
      ],
    });
  if (operations.length > MAX_MUTATE_OPERATIONS)
    return describeGoogleAdsError(version, requestId, {
      ...INVALID_ARGUMENT,
      errors: [
        describeEntry(
          'requestError',
          'TOO_MANY_MUTATE_OPERATIONS',
          `Too many mutate operations in a single request: ${operations.length}, at most ${MAX_MUTATE_OPERATIONS}.`,
          { path: [{ fieldName: 'operations' }] },
        ),
      ],
    });

  let outcomes: OperationOutcome[];
  try {
    outcomes = operations.map((operation, index) => evaluateOperation(input, operation, index));
  } catch (error) {
    if (error instanceof PayloadError) return describeInvalidPayload(error.message, error.field);
    throw error;
  }
  const errors = outcomes.flatMap((outcome) => outcome.errors);
  if (errors.length > 0 && !partialFailure)
    return describeGoogleAdsError(version, requestId, { ...INVALID_ARGUMENT, errors });
  if (validateOnly) {
    return errors.length === 0
      ? { status: 200, body: {} }
      : {
          status: 200,
          body: {
            partialFailureError: {
              code: 3,
              message: describePartialFailureMessage(errors),
              details: [buildGoogleAdsFailure(version, requestId, errors)],
            },
          },
        };
  }
  const results = outcomes.map((outcome) => {
    if (!outcome.write) return {};
    state.writePatch(outcome.write.key, outcome.write.patch);
    const resourceName = service.describeResource(account.customer.id, outcome.write.id);
    if (responseContentType !== 'MUTABLE_RESOURCE') return { resourceName };
    const entity = service.find(account, state, outcome.write.id);
    return {
      resourceName,
      ...(entity ? { [service.resultKey]: service.toJson(account.customer.id, entity) } : {}),
    };
  });
  return {
    status: 200,
    body: {
      results,
      ...(errors.length > 0
        ? {
            partialFailureError: {
              code: 3,
              message: describePartialFailureMessage(errors),
              details: [buildGoogleAdsFailure(version, requestId, errors)],
            },
          }
        : {}),
    },
  };
}
