import type { FastifyRequest, onRouteHookHandler, RouteOptions } from 'fastify';
import type { OpenApiDocument } from '../contract/openapi-types.js';
import { AppError } from '../errors/app-error.js';
import { findNulCharacters } from './nul-characters.js';
import { checkRequestMediaType, readRequestBodyRules } from './request-media-types.js';

/**
 * An `onRoute` hook that guards every operation of the contract the same way, whatever its
 * handler: before the body is read, only the media types its `requestBody` declares pass (415
 * otherwise); before validation, no text in the body, query or path holds a NUL character (400
 * naming the field). Routes outside the contract (uploads, docs, the sandbox) are left alone.
 */
export function guardContractRequests(document: OpenApiDocument): onRouteHookHandler {
  const rules = readRequestBodyRules(document);
  return (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    const rule = typeof operationId === 'string' ? rules.get(operationId) : undefined;
    if (!rule) return;
    route.preParsing = [
      ...toArray(route.preParsing),
      async (request: FastifyRequest) => {
        checkRequestMediaType(request, rule);
      },
    ];
    route.preValidation = [...toArray(route.preValidation), refuseNulCharacters];
  };
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
