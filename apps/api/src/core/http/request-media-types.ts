import { FIELD_REQUIRED } from '@utmost/ads-sdk';
import type { FastifyRequest } from 'fastify';
import { HTTP_METHODS } from '../contract/load-contract.js';
import type { OpenApiDocument, OperationObject } from '../contract/openapi-types.js';
import { AppError } from '../errors/app-error.js';

/** What the contract says an operation's request body may be. */
export interface RequestBodyRule {
  /** The keys of `requestBody.content`, lower case; empty when the operation takes no body. */
  mediaTypes: readonly string[];
  isRequired: boolean;
}

/** The request-body rule of every operation of the contract, by operationId. */
export function readRequestBodyRules(document: OpenApiDocument): Map<string, RequestBodyRule> {
  const rules = new Map<string, RequestBodyRule>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const body = resolveRequestBody(document, operation.requestBody);
      rules.set(operation.operationId, {
        mediaTypes: Object.keys(body?.content ?? {}).map((type) => type.toLowerCase()),
        isRequired: body?.required === true,
      });
    }
  }
  return rules;
}

type RequestBodyObject = Exclude<OperationObject['requestBody'], { $ref: string } | undefined>;

function resolveRequestBody(
  document: OpenApiDocument,
  body: OperationObject['requestBody'],
): RequestBodyObject | undefined {
  if (!body || !('$ref' in body)) return body;
  const name = body.$ref.replace('#/components/requestBodies/', '');
  return document.components?.requestBodies?.[name] as RequestBodyObject | undefined;
}

/**
 * Refuses a body the contract does not declare, before it is read: Fastify validates a body only
 * against the schema of its own media type, so a `text/plain` body would reach the handler as an
 * unchecked string. A body on an operation that takes none is refused the same way, and an
 * operation whose body is required gets a 400 without one.
 */
export function checkRequestMediaType(request: FastifyRequest, rule: RequestBodyRule): void {
  if (!hasBody(request)) {
    if (rule.isRequired) {
      throw new AppError('BAD_REQUEST', undefined, { fieldErrors: { body: FIELD_REQUIRED } });
    }
    return;
  }
  const mediaType = readMediaType(request.headers['content-type']);
  if (mediaType !== undefined && rule.mediaTypes.includes(mediaType)) return;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', describeRefusal(mediaType, rule.mediaTypes));
}

/** As Fastify decides whether there is a body to parse. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function readMediaType(header: string | undefined): string | undefined {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType ? mediaType : undefined;
}

function describeRefusal(mediaType: string | undefined, accepted: readonly string[]): string {
  if (accepted.length === 0) return 'This operation takes no request body.';
  const expected = `Send ${accepted.join(' or ')}.`;
  return mediaType
    ? `Content type ${mediaType} is not supported. ${expected}`
    : `A content type is required. ${expected}`;
}
