import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { AdFaultEndpoint } from '../../faults/fault-store.js';
import { sendWireError, type WireError } from '../../oauth/provider-profile.js';
import { takeAdFault } from '../ad-faults.js';
import type { LinkedInAccountData } from '../seed/linkedin-account-data.js';
import type { LinkedInLogin, LinkedInRole } from '../seed/linkedin-types.js';
import { checkLinkedInCaller, findRole } from './linkedin-access.js';
import {
  describeAccessDenied,
  describeIllegalArgument,
  describeLinkedInFault,
} from './linkedin-errors.js';
import { RestliSyntaxError, splitQueryString } from './restli-query.js';

// What every LinkedIn Marketing handler does first: the fault hook, the caller checks, the raw
// query parameters; and how a handler's outcome is sent.

export const LINKEDIN_API_PREFIX = '/linkedin-api/rest';

export interface LinkedInCall {
  context: SandboxContext;
  request: FastifyRequest;
  login: LinkedInLogin;
  memberSubject: string;
  parameters: Map<string, string>;
}

export interface EndpointOptions {
  fault: AdFaultEndpoint;
  /** What a 403 names, e.g. `adCampaigns.FINDER-search`. */
  resource: string;
  isWrite?: boolean;
  /** Scopes of which the token needs one, when not the ads ones (r_ads / rw_ads). */
  scopes?: readonly string[];
}

export type HandlerOutcome =
  { status: number; body?: unknown; headers?: Record<string, string> } | WireError;

export function handleLinkedIn(
  context: SandboxContext,
  options: EndpointOptions,
  handler: (call: LinkedInCall) => HandlerOutcome | Promise<HandlerOutcome>,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const fault = await takeAdFault(
      context,
      options.fault,
      request.headers.authorization,
      request.method,
    );
    if (fault) return sendWireError(reply, describeLinkedInFault(fault, options.resource));
    const caller = checkLinkedInCaller(context, request, {
      isWrite: options.isWrite ?? false,
      resource: options.resource,
      scopes: options.scopes,
    });
    if (!caller.isAllowed) return sendWireError(reply, caller.wire);
    let outcome: HandlerOutcome;
    try {
      outcome = await handler({
        context,
        request,
        login: caller.login,
        memberSubject: caller.grant.identity.subject,
        parameters: splitQueryString(request.url),
      });
    } catch (error) {
      if (error instanceof RestliSyntaxError)
        return sendWireError(reply, describeIllegalArgument(`Invalid query: ${error.message}`));
      throw error;
    }
    void reply.code(outcome.status).headers(outcome.headers ?? {});
    return outcome.body === undefined ? reply.send() : reply.send(outcome.body);
  };
}

/** The account and the member's role on it, or the 403 / 400 to answer with. */
export function findAccount(
  call: LinkedInCall,
  rawId: string,
  resource: string,
): { data: LinkedInAccountData; role: LinkedInRole } | WireError {
  if (!/^\d+$/.test(rawId)) return describeIllegalArgument(`${rawId} is not an ad account id`);
  const id = Number(rawId);
  const role = findRole(call.login, id);
  const data = call.context.ads.linkedin.get(id);
  if (!data || role === null) return describeAccessDenied(resource);
  return { data, role };
}

export function isWireError(value: unknown): value is WireError {
  return value !== null && typeof value === 'object' && 'status' in value && 'body' in value;
}

export function readQueryName(call: LinkedInCall, expected: string): WireError | null {
  const q = call.parameters.get('q');
  if (q === expected) return null;
  return describeIllegalArgument(
    q === undefined ? `The q parameter is required (q=${expected})` : `Unknown finder q=${q}`,
  );
}

/** Rest.li sends a partial update as a POST that names the method in a header. */
export function readPartialUpdateMethod(call: LinkedInCall): WireError | null {
  const method = call.request.headers['x-restli-method'];
  return String(method ?? '').toUpperCase() === 'PARTIAL_UPDATE'
    ? null
    : describeIllegalArgument('POST on an entity needs the X-RestLi-Method: PARTIAL_UPDATE header');
}
