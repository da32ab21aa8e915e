import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { waitFor, type Fault, type FaultEndpoint } from '../faults/fault-store.js';
import type { Grant } from './grant-store.js';
import type { ProviderProfile, ResourceErrorKind, WireError } from './provider-profile.js';

// Bearer-token checks for the profile endpoints (userinfo, Graph `me`), with the fault hook.

export type BearerCheck =
  { isAllowed: true; grant: Grant; scopes: string[] } | { isAllowed: false; wire: WireError };

const FAULT_TO_ERROR: Partial<Record<Fault['kind'], ResourceErrorKind>> = {
  server_error: 'injected_server_error',
  temporarily_unavailable: 'injected_temporarily_unavailable',
  rate_limited: 'injected_rate_limited',
};

const LOOKUP_TO_ERROR = {
  unknown: 'token_unknown',
  expired: 'token_expired',
  revoked: 'token_revoked',
} as const satisfies Record<string, ResourceErrorKind>;

export function readBearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export async function checkBearer(
  request: FastifyRequest,
  context: SandboxContext,
  profile: ProviderProfile,
  faultEndpoint: FaultEndpoint = 'userinfo',
): Promise<BearerCheck> {
  const refuse = (kind: ResourceErrorKind, retryAfterSeconds = 30): BearerCheck => ({
    isAllowed: false,
    wire: profile.describeResourceError(kind, retryAfterSeconds),
  });
  const fault = context.faults.take(profile.name, faultEndpoint);
  if (fault?.kind === 'delay') await waitFor(fault.delayMs);
  const injected = fault ? FAULT_TO_ERROR[fault.kind] : undefined;
  if (fault && injected) return refuse(injected, fault.retryAfterSeconds);

  const token = readBearerToken(request.headers.authorization);
  if (token === null) return refuse('token_missing');
  const lookup = context.store.lookUpAccessToken(token);
  if (lookup.status !== 'active') return refuse(LOOKUP_TO_ERROR[lookup.status]);
  if (lookup.grant.provider !== profile.name) return refuse('token_unknown');
  return { isAllowed: true, grant: lookup.grant, scopes: lookup.scopes };
}
