import {
  API_KEY_NOT_ACCEPTED_MESSAGE,
  DEFAULT_MESSAGE_BY_ERROR_CODE,
  findErrorCodeForStatus,
} from '@utmost/ads-sdk';
import type { ApiErrorCode, components } from '@utmost/ads-sdk';
import type { ErrorObject } from 'ajv';
import { AppError } from '../errors/app-error.js';
import { MalformedJsonError } from './json-body-parser.js';
import { formatValidationErrors } from './validation-messages.js';

type ErrorBody = components['schemas']['ErrorBody'];
type ValidationErrorBody = components['schemas']['ValidationErrorBody'];

export interface ErrorReply {
  status: number;
  body: ErrorBody | ValidationErrorBody;
  headers: Record<string, string>;
  /** A failure of ours rather than of the request: logged as an error with its details. */
  isUnexpected: boolean;
}

interface FrameworkError {
  statusCode?: number;
  code?: string;
  validation?: ErrorObject[];
  validationContext?: string;
}

/**
 * Maps anything thrown while answering a request to the contract's failure shapes (DESIGN §4).
 * Only AppError messages and a few framework messages reach the client; the rest is generic.
 */
export function describeError(error: unknown, contentType?: string): ErrorReply {
  if (error instanceof AppError) return describeAppError(error);
  if (error instanceof MalformedJsonError) {
    return fieldErrorsReply({ body: `Malformed JSON: ${error.detail}` });
  }
  if (isSecurityError(error)) return describeAppError(findTellingSecurityError(error.errors));
  const framework = (typeof error === 'object' && error !== null ? error : {}) as FrameworkError;
  if (Array.isArray(framework.validation) && framework.code !== RESPONSE_VALIDATION_FAILED) {
    return fieldErrorsReply(
      formatValidationErrors(framework.validation, framework.validationContext ?? 'body'),
    );
  }
  const status = framework.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return describeClientError(framework, status, contentType);
  }
  return errorReply('SERVER_ERROR', DEFAULT_MESSAGE_BY_ERROR_CODE.SERVER_ERROR, 500, true);
}

/**
 * fastify-openapi-glue's SecurityError, recognised by shape: its type declarations describe it
 * as an interface, not as the class the package exports at runtime.
 */
function isSecurityError(error: unknown): error is Error & { errors: unknown[] } {
  return (
    error instanceof Error &&
    error.name === 'Unauthorized' &&
    Array.isArray((error as { errors?: unknown }).errors)
  );
}

/**
 * An operation open to a cookie or an API key fails both checks; the answer explains the one that
 * says most: a refusal other than 401 first, then a 401 with its own message (a revoked key),
 * then the plain 401. The session check's "keys cannot be used here" only speaks where the
 * operation takes no key; elsewhere the key's own check explains the refusal.
 */
function findTellingSecurityError(errors: unknown[]): AppError {
  const tried = errors.filter((inner): inner is AppError => inner instanceof AppError);
  const appErrors =
    tried.length > 1
      ? tried.filter((inner) => inner.message !== API_KEY_NOT_ACCEPTED_MESSAGE)
      : tried;
  return (
    appErrors.find((inner) => inner.statusCode !== 401) ??
    appErrors.find((inner) => inner.message !== DEFAULT_MESSAGE_BY_ERROR_CODE.UNAUTHORIZED) ??
    appErrors[0] ??
    new AppError('UNAUTHORIZED')
  );
}

const RESPONSE_VALIDATION_FAILED = 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION';

function describeAppError(error: AppError): ErrorReply {
  if (error.fieldErrors)
    return { ...fieldErrorsReply(error.fieldErrors), status: error.statusCode };
  const reply = errorReply(error.code, error.message, error.statusCode, error.statusCode >= 500);
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.retryAfterSeconds !== undefined) {
    const seconds = Math.max(0, Math.ceil(error.retryAfterSeconds));
    reply.headers['retry-after'] = String(seconds);
    body.error.retryAfterSeconds = seconds;
  }
  if (error.runningJobId !== undefined) body.error.runningJobId = error.runningJobId;
  reply.body = body;
  return reply;
}

function describeClientError(
  error: FrameworkError,
  status: number,
  contentType: string | undefined,
): ErrorReply {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fieldErrorsReply({ body: 'Malformed JSON: the body is empty.' });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return fieldErrorsReply({ body: 'Malformed JSON: the body is not valid JSON.' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorReply(
        'UNSUPPORTED_MEDIA_TYPE',
        contentType
          ? `Content type ${contentType.split(';')[0]} is not supported.`
          : 'A content type is required.',
        415,
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorReply('PAYLOAD_TOO_LARGE', 'The request body is too large.', 413);
    default: {
      const code = findErrorCodeForStatus(status);
      return errorReply(code, DEFAULT_MESSAGE_BY_ERROR_CODE[code], status);
    }
  }
}

function fieldErrorsReply(errors: Record<string, string>): ErrorReply {
  return { status: 400, body: { errors }, headers: {}, isUnexpected: false };
}

function errorReply(
  code: ApiErrorCode,
  message: string,
  status: number,
  isUnexpected = false,
): ErrorReply {
  return { status, body: { error: { code, message } }, headers: {}, isUnexpected };
}
