import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { waitFor, type Fault } from '../faults/fault-store.js';
import type { DemoIdentity } from '../identities.js';
import { authenticateClient } from './client-auth.js';
import type { Grant } from './grant-store.js';
import { doesVerifierMatch } from './pkce.js';
import {
  hasScope,
  splitScopes,
  type ProviderProfile,
  type TokenErrorKind,
} from './provider-profile.js';

// The token endpoint of every provider: authorization_code (single-use code, redirect URI and PKCE
// checked) and refresh_token (with the provider's own rotation), answered in the provider's shape.

export interface TokenEndpoint {
  context: SandboxContext;
  profile: ProviderProfile;
  issuerFor(identity: DemoIdentity): string;
  /** Entra: a code or refresh token is only good at a tenant path its user belongs to. */
  isIdentityAllowed(identity: DemoIdentity): boolean;
}

/** The `no-store` pair RFC 6749 §5.1 requires on every token response. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

const FAULT_TO_ERROR: Partial<Record<Fault['kind'], TokenErrorKind>> = {
  server_error: 'injected_server_error',
  temporarily_unavailable: 'injected_temporarily_unavailable',
  rate_limited: 'injected_rate_limited',
  invalid_grant: 'injected_invalid_grant',
};

function sendError(
  reply: FastifyReply,
  profile: ProviderProfile,
  kind: TokenErrorKind,
  retryAfterSeconds = 30,
): FastifyReply {
  const wire = profile.describeTokenError(kind, retryAfterSeconds);
  return reply
    .code(wire.status)
    .headers({ ...NO_STORE, ...wire.headers })
    .send(wire.body);
}

function readFormBody(request: FastifyRequest): Record<string, string> | null {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  const body = request.body;
  if (body === null || typeof body !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') return null;
    fields[key] = value;
  }
  return fields;
}

function decideRefreshToken(
  endpoint: TokenEndpoint,
  grant: Grant,
  isRefresh: boolean,
): string | null {
  const { context, profile } = endpoint;
  const issueNew = (): string =>
    context.store.rotateRefreshToken(
      grant,
      profile.lifetimes.refreshSeconds,
      profile.tokenPrefixes.refresh,
    );
  if (!isRefresh) return grant.refreshToken;
  if (profile.refreshStyle === 'rotate') return issueNew();
  if (profile.refreshStyle === 'same') return grant.refreshToken;
  return null;
}

function issueTokens(
  endpoint: TokenEndpoint,
  grant: Grant,
  scopes: string[],
  options: { nonce: string | null; isRefresh: boolean },
): Record<string, unknown> {
  const { context, profile } = endpoint;
  const accessToken = context.store.issueAccessToken(
    grant,
    scopes,
    profile.lifetimes.accessSeconds,
    profile.tokenPrefixes.access,
  );
  const refreshToken = decideRefreshToken(endpoint, grant, options.isRefresh);
  const refreshExpiresIn =
    refreshToken === null || grant.refreshExpiresAt === null
      ? null
      : Math.max(0, Math.floor((grant.refreshExpiresAt - context.now()) / 1000));
  const isIdTokenDue =
    hasScope(grant.scopes, 'openid') && (!options.isRefresh || profile.isIdTokenIssuedOnRefresh);
  const idToken = isIdTokenDue
    ? context.signingKey.signJwt(
        profile.buildIdTokenClaims({
          issuer: endpoint.issuerFor(grant.identity),
          identity: grant.identity,
          clientId: grant.clientId,
          scopes: grant.scopes,
          nonce: options.nonce,
          accessToken,
          issuedAtSeconds: Math.floor(context.now() / 1000),
        }),
      )
    : null;
  return profile.buildTokenResponse({
    accessToken,
    accessExpiresInSeconds: profile.lifetimes.accessSeconds,
    refreshToken,
    refreshExpiresInSeconds: refreshExpiresIn,
    scopes,
    idToken,
  });
}

type GrantOutcome =
  { grant: Grant; scopes: string[]; nonce: string | null } | { error: TokenErrorKind };

function redeemAuthorizationCode(
  endpoint: TokenEndpoint,
  clientId: string,
  fields: Record<string, string>,
): GrantOutcome {
  const { context, profile } = endpoint;
  // Refused as a client authentication failure, before the code is looked at (or spent).
  if (profile.pkce === 'refused' && (fields.code_verifier ?? '') !== '') {
    return { error: 'code_verifier_refused' };
  }
  const code = fields.code ?? '';
  if (code === '') return { error: 'code_missing' };
  const redemption = context.store.redeemCode(code);
  if (redemption.status === 'unknown') return { error: 'code_invalid' };
  if (redemption.status === 'expired') return { error: 'code_expired' };
  if (redemption.status === 'reused') {
    // RFC 6749 §4.1.2: a replayed code suggests theft, so what it granted is withdrawn.
    const { grantId } = redemption.record;
    const grant = grantId === null ? undefined : context.store.findGrant(grantId);
    if (grant) context.store.revokeGrant(grant);
    return { error: 'code_reused' };
  }
  const record = redemption.record;
  if (record.provider !== profile.name) return { error: 'code_invalid' };
  if (record.clientId !== clientId) return { error: 'client_mismatch' };
  if (fields.redirect_uri !== record.redirectUri) return { error: 'redirect_uri_mismatch' };
  if (!endpoint.isIdentityAllowed(record.identity)) return { error: 'tenant_mismatch' };
  const verifier = fields.code_verifier ?? '';
  if (record.codeChallenge !== null) {
    if (verifier === '') return { error: 'code_verifier_missing' };
    if (!doesVerifierMatch(verifier, record.codeChallenge))
      return { error: 'code_verifier_mismatch' };
  }
  const grant = context.store.createGrant(record);
  if (record.isOfflineAccess) {
    context.store.rotateRefreshToken(
      grant,
      profile.lifetimes.refreshSeconds,
      profile.tokenPrefixes.refresh,
    );
  }
  return { grant, scopes: record.scopes, nonce: record.nonce };
}

const REFRESH_LOOKUP_TO_ERROR = {
  unknown: 'refresh_token_invalid',
  expired: 'refresh_token_expired',
  revoked: 'refresh_token_revoked',
} as const satisfies Record<string, TokenErrorKind>;

function redeemRefreshToken(
  endpoint: TokenEndpoint,
  clientId: string,
  fields: Record<string, string>,
): GrantOutcome {
  const { context, profile } = endpoint;
  const token = fields.refresh_token ?? '';
  if (token === '') return { error: 'refresh_token_missing' };
  const lookup = context.store.lookUpRefreshToken(token);
  if (lookup.status !== 'active') return { error: REFRESH_LOOKUP_TO_ERROR[lookup.status] };
  const grant = lookup.grant;
  if (grant.provider !== profile.name) return { error: 'refresh_token_invalid' };
  if (grant.clientId !== clientId) return { error: 'client_mismatch' };
  if (!endpoint.isIdentityAllowed(grant.identity)) return { error: 'tenant_mismatch' };
  const requested = fields.scope === undefined ? grant.scopes : splitScopes(fields.scope);
  if (!requested.every((scope) => hasScope(grant.scopes, scope))) {
    return { error: 'scope_broader_than_granted' };
  }
  return { grant, scopes: requested, nonce: null };
}

export async function handleToken(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: TokenEndpoint,
): Promise<FastifyReply> {
  const { context, profile } = endpoint;
  const fault = context.faults.take(profile.name, 'token');
  if (fault?.kind === 'delay') await waitFor(fault.delayMs);
  const injected = fault ? FAULT_TO_ERROR[fault.kind] : undefined;
  if (fault && injected) return sendError(reply, profile, injected, fault.retryAfterSeconds);

  const fields = readFormBody(request);
  if (fields === null) return sendError(reply, profile, 'request_malformed');
  const client = authenticateClient(
    request.headers.authorization,
    fields,
    profile.clientAuthMethods,
    context.clients[profile.name],
  );
  if (!client.isAuthenticated) return sendError(reply, profile, client.kind);

  const grantType = fields.grant_type ?? '';
  if (grantType === '') return sendError(reply, profile, 'grant_type_missing');
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
    return sendError(reply, profile, 'grant_type_unsupported');
  }
  const isRefresh = grantType === 'refresh_token';
  const outcome = isRefresh
    ? redeemRefreshToken(endpoint, client.clientId, fields)
    : redeemAuthorizationCode(endpoint, client.clientId, fields);
  if ('error' in outcome) return sendError(reply, profile, outcome.error);
  const body = issueTokens(endpoint, outcome.grant, outcome.scopes, {
    nonce: outcome.nonce,
    isRefresh,
  });
  return reply.code(200).headers(NO_STORE).send(body);
}
