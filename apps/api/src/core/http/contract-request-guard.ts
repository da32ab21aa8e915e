import type { FastifyRequest, onRouteHookHandler, RouteOptions } from 'fastify';
import { HTTP_METHODS } from '../contract/load-contract.js';
import type { OpenApiDocument } from '../contract/openapi-types.js';
import { AppError } from '../errors/app-error.js';
import { findNulCharacters } from './nul-characters.js';
import { checkRequestMediaType, readRequestBodyRules } from './request-media-types.js';

/**
 * An `onRoute` hook that guards every operation of the contract the same way, whatever its
 * handler: before the body is read, only the media types its `requestBody` declares pass (415
 * otherwise); before validation, no text in the body, query or path holds a NUL character (400
 * naming the field); a query parameter the operation does not declare is refused (400 naming it,
 * issue 27: `page_size=10` was silently ignored), except on the providers' callbacks
 * (`x-allow-unknown-query`). Routes outside the contract (uploads, docs, the sandbox) are left
 * alone.
 */
export function guardContractRequests(document: OpenApiDocument): onRouteHookHandler {
  const rules = readRequestBodyRules(document);
  const lenientQueries = findOperationsAllowingUnknownQuery(document);
  return (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    const rule = typeof operationId === 'string' ? rules.get(operationId) : undefined;
    if (!rule) return;
    if (!lenientQueries.has(operationId as string)) refuseUnknownQueryParameters(route);
    route.preParsing = [
      ...toArray(route.preParsing),
      async (request: FastifyRequest) => {
        checkRequestMediaType(request, rule);
      },
    ];
    route.preValidation = [...toArray(route.preValidation), refuseNulCharacters];
  };
}

/** Closes the operation's query schema (fastify-openapi-glue leaves it open, or absent). */
function refuseUnknownQueryParameters(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as { querystring?: Record<string, unknown> };
  const querystring = schema.querystring ?? { type: 'object', properties: {} };
  route.schema = {
    ...schema,
    querystring: { additionalProperties: false, ...querystring },
  };
}

function findOperationsAllowingUnknownQuery(document: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as
        { operationId?: string; 'x-allow-unknown-query'?: boolean } | undefined;
      if (operation?.operationId && operation['x-allow-unknown-query'] === true) {
        found.add(operation.operationId);
      }
    }
  }
  return found;
}

async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const fieldErrors = {
    ...findNulCharacters(request.params, 'params'),
    ...findNulCharacters(request.query, 'querystring'),
    ...findNulCharacters(request.body, 'body'),
  };
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('BAD_REQUEST', undefined, { fieldErrors });
  }
}

function toArray<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
