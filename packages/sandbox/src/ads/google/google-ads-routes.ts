import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { AdFaultEndpoint } from '../../faults/fault-store.js';
import { sendWireError, type WireError } from '../../oauth/provider-profile.js';
import { takeAdFault } from '../ad-faults.js';
import { GaqlError } from './gaql/gaql-error.js';
import {
  checkCustomerAccess,
  checkGoogleAdsCaller,
  type GoogleAdsCall,
} from './google-ads-access.js';
import { describeGoogleAdsFault } from './google-ads-faults.js';
import {
  createRequestId,
  describeEntry,
  describeGoogleAdsError,
  describeInvalidPayload,
  describeNotFoundPage,
  INVALID_ARGUMENT,
} from './google-ads-errors.js';
import { executeMutate } from './mutate-executor.js';
import { MUTATE_SERVICES, type MutateService } from './mutate-services.js';
import { executeNegativeMutate } from './negative-mutate-executor.js';
import { NEGATIVE_SERVICE_PATHS, type NegativeServicePath } from './negative-mutate-services.js';
import { executeSearch, GOOGLE_ADS_PAGE_SIZE, InvalidPageTokenError } from './search-executor.js';

// googleads.googleapis.com under `{prefix}/google-ads`, with the real paths after it:
//   GET  /{version}/customers:listAccessibleCustomers
//   POST /{version}/customers/{customerId}/googleAds:search | googleAds:searchStream
//   POST /{version}/customers/{customerId}/ads:mutate | campaigns:mutate | adGroups:mutate
//   POST /{version}/customers/{customerId}/sharedSets:mutate | sharedCriteria:mutate |
//        campaignSharedSets:mutate | campaignCriteria:mutate | adGroupCriteria:mutate |
//        customerNegativeCriteria:mutate (negative keywords, addendum §2.2)
// Unknown paths and versions get Google's 404 page; every answer carries a request-id header.

export const GOOGLE_ADS_PREFIX = '/google-ads';
export const GOOGLE_ADS_VERSIONS = ['v23', 'v24', 'v25', 'v26'] as const;

const GOOGLE_ADS_BODY_LIMIT = 64 * 1024 * 1024;
const SEARCH_KEYS = new Set(['query', 'pageToken', 'pageSize', 'validateOnly', 'searchSettings']);

type Operation =
  | { kind: 'listAccessibleCustomers' }
  | { kind: 'search' | 'searchStream'; customerId: string }
  | { kind: 'mutate'; customerId: string; service: MutateService }
  | { kind: 'negativeMutate'; customerId: string; service: NegativeServicePath };

interface Route {
  version: string;
  method: string;
  operation: Operation;
}

function matchRoute(path: string, method: string): Route | null {
  const match = /^\/(v\d+)\/(.+)$/.exec(path);
  if (!match) return null;
  const [, version = '', rest = ''] = match;
  if (!(GOOGLE_ADS_VERSIONS as readonly string[]).includes(version)) return null;
  if (rest === 'customers:listAccessibleCustomers')
    return method === 'GET'
      ? { version, method, operation: { kind: 'listAccessibleCustomers' } }
      : null;
  const customerMatch = /^customers\/([^/]+)\/([A-Za-z]+):([A-Za-z]+)$/.exec(rest);
  if (!customerMatch || method !== 'POST') return null;
  const [, customerId = '', service = '', verb = ''] = customerMatch;
  if (service === 'googleAds' && (verb === 'search' || verb === 'searchStream'))
    return { version, method, operation: { kind: verb, customerId } };
  const mutateService = MUTATE_SERVICES.find((candidate) => candidate.path === service);
  const negativeService = NEGATIVE_SERVICE_PATHS.find((candidate) => candidate === service);
  if (verb === 'mutate' && negativeService)
    return {
      version,
      method,
      operation: { kind: 'negativeMutate', customerId, service: negativeService },
    };
  if (verb === 'mutate' && mutateService)
    return { version, method, operation: { kind: 'mutate', customerId, service: mutateService } };
  return null;
}

function faultEndpointOf(operation: Operation): AdFaultEndpoint {
  switch (operation.kind) {
    case 'listAccessibleCustomers':
      return 'google-ads:listAccessibleCustomers';
    case 'search':
      return 'google-ads:search';
    case 'searchStream':
      return 'google-ads:searchStream';
    case 'mutate':
    case 'negativeMutate':
      return 'google-ads:mutate';
  }
}

function answerSearch(
  call: GoogleAdsCall,
  account: Parameters<typeof executeSearch>[0]['account'],
  body: unknown,
  isStream: boolean,
): WireError {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return describeInvalidPayload('Expected a JSON object.');
  const request = body as Record<string, unknown>;
  const unknownKey = Object.keys(request).find(
    (key) => !SEARCH_KEYS.has(key) || (isStream && key === 'pageToken'),
  );
  if (unknownKey !== undefined)
    return describeInvalidPayload(`Unknown name "${unknownKey}": Cannot find field.`, unknownKey);
  const refuse = (category: string, code: string, message: string, field: string) =>
    describeGoogleAdsError(call.version, call.requestId, {
      ...INVALID_ARGUMENT,
      errors: [describeEntry(category, code, message, { path: [{ fieldName: field }] })],
    });
  if (request.pageSize !== undefined && !isStream)
    return refuse(
      'requestError',
      'PAGE_SIZE_NOT_SUPPORTED',
      `Setting the page size is not supported. Search Responses will have fixed page size of '${GOOGLE_ADS_PAGE_SIZE}' rows.`,
      'page_size',
    );
  if (typeof request.query !== 'string' || request.query.trim() === '')
    return refuse(
      'requestError',
      'REQUIRED_FIELD_MISSING',
      'Required field was not specified: query.',
      'query',
    );
  const pageToken =
    typeof request.pageToken === 'string' && request.pageToken !== '' ? request.pageToken : null;
  const settings = (request.searchSettings ?? {}) as Record<string, unknown>;
  try {
    const page = executeSearch({
      state: call.context.ads,
      account,
      query: request.query,
      pageToken,
      now: call.context.now(),
      isTotalCountWanted: settings.returnTotalResultsCount === true,
      ...(isStream ? { pageSize: Number.POSITIVE_INFINITY } : {}),
    });
    if (isStream) {
      const chunks: Array<Record<string, unknown>> = [];
      for (
        let start = 0;
        start < page.results.length || chunks.length === 0;
        start += GOOGLE_ADS_PAGE_SIZE
      ) {
        const results = page.results.slice(start, start + GOOGLE_ADS_PAGE_SIZE);
        chunks.push({
          ...(results.length > 0 ? { results } : {}),
          fieldMask: page.fieldMask,
          requestId: call.requestId,
        });
      }
      return { status: 200, body: chunks };
    }
    if (request.validateOnly === true) return { status: 200, body: { fieldMask: page.fieldMask } };
    return {
      status: 200,
      body: {
        ...(page.results.length > 0 ? { results: page.results } : {}),
        ...(page.nextPageToken === null ? {} : { nextPageToken: page.nextPageToken }),
        ...(page.totalResultsCount === null
          ? {}
          : { totalResultsCount: String(page.totalResultsCount) }),
        fieldMask: page.fieldMask,
      },
    };
  } catch (error) {
    if (error instanceof GaqlError)
      return describeGoogleAdsError(call.version, call.requestId, {
        ...INVALID_ARGUMENT,
        errors: [
          {
            ...describeEntry(
              'queryError',
              error.code,
              error.message,
              error.trigger === null ? {} : { trigger: error.trigger },
            ),
          },
        ],
      });
    if (error instanceof InvalidPageTokenError)
      return refuse('requestError', 'INVALID_PAGE_TOKEN', 'Page token is invalid.', 'page_token');
    throw error;
  }
}

async function handleGoogleAds(
  request: FastifyRequest,
  reply: FastifyReply,
  context: SandboxContext,
): Promise<FastifyReply> {
  const requestId = createRequestId();
  void reply.header('request-id', requestId);
  const path = decodeURIComponent(
    (request.params as { '*': string })['*'] ? `/${(request.params as { '*': string })['*']}` : '/',
  );
  const route = matchRoute(path, request.method);
  if (!route)
    return reply.code(404).type('text/html; charset=UTF-8').send(describeNotFoundPage(path));
  const call: GoogleAdsCall = { context, request, version: route.version, requestId };
  const { operation } = route;
  // searchStream answers a JSON array even when it fails: `[{"error":{…}}]` (platform-apis.md §A,
  // SearchStream), so a client that reads only `{error}` misses the reason.
  const send = (wire: WireError): FastifyReply =>
    sendWireError(
      reply,
      operation.kind === 'searchStream' && wire.status >= 400
        ? { ...wire, body: [wire.body] }
        : wire,
    );

  const fault = await takeAdFault(
    context,
    faultEndpointOf(operation),
    request.headers.authorization,
    request.method,
  );
  // A lost answer is sent after the mutate below was carried out; a failure inside a stream
  // after its first batch.
  const isAnswerLost = fault?.kind === 'answer_lost';
  if (fault && !isAnswerLost && !fault.isInStream) return send(describeGoogleAdsFault(call, fault));
  const caller = checkGoogleAdsCaller(call);
  if (!caller.isAllowed) return send(caller.wire);

  if (operation.kind === 'listAccessibleCustomers') {
    const resourceNames = caller.login.accessibleCustomerIds.map((id) => `customers/${id}`);
    return reply.send(resourceNames.length > 0 ? { resourceNames } : {});
  }
  const access = checkCustomerAccess(call, caller.login, operation.customerId);
  if (!access.isAllowed) return send(access.wire);
  const answer =
    operation.kind === 'negativeMutate'
      ? executeNegativeMutate({
          state: context.ads,
          account: access.account,
          service: operation.service,
          body: request.body,
          version: route.version,
          requestId,
        })
      : operation.kind === 'mutate'
        ? executeMutate({
            state: context.ads,
            account: access.account,
            service: operation.service,
            body: request.body,
            version: route.version,
            requestId,
          })
        : answerSearch(call, access.account, request.body ?? {}, operation.kind === 'searchStream');
  if (fault && isAnswerLost) return send(describeGoogleAdsFault(call, fault));
  if (fault?.isInStream && answer.status === 200 && Array.isArray(answer.body)) {
    // The status line went out with the first batch: the failure is the array's last element.
    const failure = describeGoogleAdsFault(call, fault);
    return reply.code(200).send([...(answer.body as unknown[]).slice(0, 1), failure.body]);
  }
  return send(answer);
}

export function registerGoogleAdsRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${GOOGLE_ADS_PREFIX}/*`,
    // 10,000 mutate operations are several megabytes; Fastify's default limit is 1 MiB.
    bodyLimit: GOOGLE_ADS_BODY_LIMIT,
    // A body Fastify cannot parse gets Google's "Invalid JSON payload" answer, not the OAuth shape.
    errorHandler: (error: FastifyError, _request, reply) => {
      if (error.statusCode === undefined || error.statusCode >= 500) throw error;
      void reply.header('request-id', createRequestId());
      void sendWireError(reply, describeInvalidPayload(error.message));
    },
    handler: (request, reply) => handleGoogleAds(request, reply, context),
  });
}
