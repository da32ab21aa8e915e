import type { Fault } from '../../faults/fault-store.js';
import type { WireError } from '../../oauth/provider-profile.js';
import { linkedinProfile } from '../../providers/linkedin-profile.js';

// api.linkedin.com's error bodies: {status, serviceErrorCode, code, message}, plus the input-error
// details its validation failures carry.

export function describeLinkedInError(
  status: number,
  code: string,
  message: string,
  serviceErrorCode = status === 403 ? 100 : 0,
  extra: Record<string, unknown> = {},
): WireError {
  return { status, body: { status, serviceErrorCode, code, message, ...extra } };
}

export interface InputError {
  fieldPath: string;
  code: string;
  description: string;
}

/** A 400 naming each refused input, as LinkedIn's validation answers. */
export function describeInputErrors(errors: InputError[]): WireError {
  return describeLinkedInError(
    400,
    'INVALID_INPUT',
    errors.length === 1
      ? (errors[0]?.description ?? 'Invalid input')
      : 'Multiple errors occurred during the input validation. Please refer to errorDetails for more information.',
    100,
    {
      errorDetailType: 'com.linkedin.common.error.BadRequest',
      errorDetails: {
        inputErrors: errors.map((error) => ({
          description: error.description,
          input: { inputPath: { fieldPath: error.fieldPath } },
          code: error.code,
        })),
      },
    },
  );
}

export function describeAccessDenied(resource: string): WireError {
  return describeLinkedInError(
    403,
    'ACCESS_DENIED',
    `Not enough permissions to access: ${resource}`,
  );
}

export function describeNotFound(message: string): WireError {
  return describeLinkedInError(404, 'NOT_FOUND', message);
}

export function describeIllegalArgument(message: string): WireError {
  return describeLinkedInError(400, 'ILLEGAL_ARGUMENT', message);
}

export function describeLinkedInFault(fault: Fault, resource: string): WireError {
  switch (fault.kind) {
    case 'rate_limited':
      return linkedinProfile.describeResourceError(
        'injected_rate_limited',
        fault.retryAfterSeconds,
      );
    case 'temporarily_unavailable':
      return linkedinProfile.describeResourceError('injected_temporarily_unavailable', 0);
    case 'permission_denied':
      return describeAccessDenied(resource);
    case 'conflict':
      return describeLinkedInError(
        409,
        'CONFLICT',
        'The entity was changed by another request. Fetch it again and retry.',
      );
    case 'expired_token':
      return linkedinProfile.describeResourceError('token_expired', 0);
    case 'revoked_token':
      return linkedinProfile.describeResourceError('token_revoked', 0);
    default:
      return linkedinProfile.describeResourceError('injected_server_error', 0);
  }
}
